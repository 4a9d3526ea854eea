import DemoKitCore

/// A framed note with an icon, for tips, warnings and errors.
struct CalloutDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case note
        case warning
        case error
        case longText
    }

    var tweak = Tweaks.note

    /// The frame's lines (`--set frame=heavy`).
    enum Frame: CaseIterable { case light, rounded, heavy, double, ascii }
    var frame = Frame.light

    /// Whether the icon is shown (`--set icon=false`).
    var showsIcon = true

    var controls: [DemoControl] { [.choice("frame", \Self.frame), .boolean("icon", \Self.showsIcon)] }

    /// Callouts take their colours from the palette: pin the dark one too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .dark] }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let (icon, title, color, body): (String, String, TextColor, String)
        switch tweak {
        case .note:
            (icon, title, color, body) = ("i", "Note", palette.accent, "Goldens are rendered at 80 columns, light, left to right.")
        case .warning:
            (icon, title, color, body) = ("!", "Warning", palette.warning, "This tweak will be removed in the next release.")
        case .error:
            (icon, title, color, body) = ("×", "Error", palette.danger, "The snapshot for Components/buttons does not match.")
        case .longText:
            (icon, title, color, body) = (
                "i", "Note", palette.accent,
                "Callouts wrap their text at word boundaries to fit the width they are given. "
                    + "A very long word such as Donaudampfschifffahrtsgesellschaftskapitän is broken "
                    + "between letters rather than pushed past the frame."
            )
        }
        let iconText = StyledText(icon, style: TextStyle(foreground: color, attributes: .bold))
        let textWidth = max(1, context.width - 4 - (showsIcon ? 2 : 0))
        let content = TextBlock.vertical([
            TextBlock(StyledText(title, style: TextStyle(foreground: color, attributes: .bold))),
            TextBlock.wrapping(StyledText(body), width: textWidth),
        ])
        let row = showsIcon ? TextBlock.horizontal([TextBlock(iconText), content], spacing: 1, in: context) : content
        let style: BorderStyle = switch frame {
        case .light: .light
        case .rounded: .rounded
        case .heavy: .heavy
        case .double: .double
        case .ascii: .ascii
        }
        return row.bordered(style, color: color, in: context)
    }
}
