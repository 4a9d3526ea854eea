import DemoKitCore

/// A component demo as teams write them: a struct with a `String` enum of
/// tweaks, rendering a framed box whose content depends on the tweak.
struct ComponentDemo: TweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case primary, secondary, destructive, disabled, loading
        case compact, wide, longText, rightToLeft, highContrast
    }

    let kind: String
    let number: Int
    private var tweak = Tweaks.primary

    init(kind: String, number: Int) {
        self.kind = kind
        self.number = number
    }

    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    func render(in context: RenderContext) throws -> TextBlock {
        let label = StyledText(" \(kind) \(number) ").bold()
        let body = TextBlock.wrapping(
            StyledText("The \(tweak.rawValue) configuration of \(kind.lowercased()) number \(number)."),
            width: max(10, context.width - 4))
        return TextBlock.vertical([TextBlock(label), body]).bordered(.rounded, in: context)
    }
}
