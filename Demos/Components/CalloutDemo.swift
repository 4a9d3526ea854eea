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
        let textWidth = max(1, context.width - 4 - 2)
        let content = TextBlock.vertical([
            TextBlock(StyledText(title, style: TextStyle(foreground: color, attributes: .bold))),
            TextBlock.wrapping(StyledText(body), width: textWidth),
        ])
        let row = TextBlock.horizontal([TextBlock(iconText), content], spacing: 1, in: context)
        return row.bordered(.light, color: color, in: context)
    }
}
