import DemoKitCore

/// A demo whose tweaks have the given identifiers and whose rendering names
/// the tweak, optionally styled, in optional variations.
struct NamedTweaksDemo: TweakableDemo {
    struct Tweak: TweakingOption {
        let identifier: String
    }

    let identifier: String
    let tweakIdentifiers: [String]
    var styled = false
    var variations: [SnapshotVariation] = [.standard]
    /// `false`: only the first tweak has goldens.
    var shouldSnapshotTweaks = true
    private var selected = 0

    init(_ identifier: String, tweaks: [String], styled: Bool = false, variations: [SnapshotVariation] = [.standard]) {
        self.identifier = identifier
        self.tweakIdentifiers = tweaks
        self.styled = styled
        self.variations = variations
    }

    var numberOfTweaks: Int { tweakIdentifiers.count }
    func tweak(for index: Int) -> any TweakingOption { Tweak(identifier: tweakIdentifiers[index]) }
    mutating func configure(forTweakAt index: Int) { selected = index }
    var snapshotVariations: [SnapshotVariation] { variations }

    func render(in context: RenderContext) throws -> TextBlock {
        let name = tweakIdentifiers.isEmpty ? identifier : tweakIdentifiers[selected]
        let title = styled ? StyledText(name).bold().foreground(.red) : StyledText(name)
        return TextBlock([
            title,
            StyledText("width \(context.width), \(context.appearance.rawValue), \(context.direction.rawValue)"),
            "",
        ])
    }
}
