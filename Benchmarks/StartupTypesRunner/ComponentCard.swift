import DemoKitCore

/// What every generated demo renders: a framed card whose content depends
/// on its kind, number and tweak, as `startup-runner`'s one demo type does.
enum ComponentCard {
    static func render(kind: String, number: Int, tweak: String, in context: RenderContext) -> TextBlock {
        let label = StyledText(" \(kind) \(number) ").bold()
        let body = TextBlock.wrapping(
            StyledText("The \(tweak) configuration of \(kind.lowercased()) number \(number)."),
            width: max(10, context.width - 4))
        return TextBlock.vertical([TextBlock(label), body]).bordered(.rounded, in: context)
    }
}
