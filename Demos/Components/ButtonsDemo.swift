import DemoKitCore

/// Buttons in each role and state: the demo `demo-runner open
/// Components/buttons --tweak red` shows.
struct ButtonsDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case primary
        case secondary
        case red
        case disabled
        case compact
        case longLabel

        /// The label this preset sets.
        var label: String {
            switch self {
            case .primary, .disabled, .compact: "Save changes"
            case .secondary: "Cancel"
            case .red: "Delete account"
            case .longLabel: "Download the complete offline archive of every project, including attachments"
            }
        }
    }

    /// Each tweak is a preset: it sets the label control.
    var tweak = Tweaks.primary {
        didSet { label = tweak.label }
    }

    /// The button's label (`--set label=Publish`).
    var label = Tweaks.primary.label

    var controls: [DemoControl] { [.text("label", \Self.label)] }

    /// The disabled button is dimmed on purpose, and WCAG 1.4.3 exempts the
    /// text of an inactive control from its contrast minimum.
    var accessibilityWaivers: [AccessibilityWaiver] {
        [
            AccessibilityWaiver(
                .contrast, tweak: Tweaks.disabled.identifier,
                reason: "A disabled button is an inactive control, whose text WCAG 1.4.3 exempts from the "
                    + "contrast minimum; it is dimmed to show it cannot be pressed.")
        ]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        var style = TextStyle(attributes: .bold)
        var border = BorderStyle.rounded
        var borderColor: TextColor? = palette.accent
        switch tweak {
        case .primary:
            style.foreground = palette.onAccent
            style.background = palette.accent
        case .secondary:
            style.foreground = palette.accent
        case .red:
            style.foreground = palette.onAccent
            style.background = palette.danger
            borderColor = palette.danger
            border = .heavy
        case .disabled:
            style = TextStyle(foreground: palette.secondaryText, attributes: .dim)
            borderColor = palette.border
        case .compact:
            return TextBlock(
                StyledText("[ OK ]", style: TextStyle(foreground: palette.accent, attributes: .bold))
                    .truncated(to: context.width))
        case .longLabel:
            style.foreground = palette.accent
        }
        let maxLabelWidth = max(1, context.width - 6)
        let text = StyledText(" " + label + " ", style: style).truncated(to: maxLabelWidth)
        let button = TextBlock(text).bordered(border, color: borderColor, in: context)
        let caption = TextBlock.wrapping(
            StyledText(caption(for: tweak), style: TextStyle(foreground: palette.secondaryText)),
            width: context.width)
        return TextBlock.vertical([button, caption], spacing: 1)
    }

    private func caption(for tweak: Tweaks) -> String {
        switch tweak {
        case .primary: "The one action a screen is for. Enter activates it."
        case .secondary: "A second choice beside the primary action."
        case .red: "Destructive: asks for confirmation before it acts."
        case .disabled: "Shown dimmed while the form is incomplete."
        case .compact: "For dense toolbars and prompts."
        case .longLabel: "Labels longer than the line are cut with an ellipsis, never wrapped."
        }
    }
}
