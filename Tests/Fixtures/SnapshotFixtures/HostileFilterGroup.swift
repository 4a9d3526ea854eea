import DemoKitCore

/// Identifiers the catalog accepts but a shell, a glob or a list would
/// mangle, for the test that pastes each re-record command a failure prints
/// (`SNAPSHOT_FIXTURES=hostile`).
enum HostileFilterGroup: DemoGroup {
    static let tweaks = [
        "a,b", "a", "b", "trailing ", " leading", "star*", "star", "q?", "qx", "x@dark", "x",
        "back\\slash", "backslash", "-rf", "--help", "\u{202E}evil", "evil", "zero\u{200B}width", "zerowidth",
        "it's", "$(touch pwned)", "`id`", "semi;colon", "dollar$HOME", "quote\"d", "line\u{2028}break",
        "e\u{301}", "👩‍👩‍👧 family", "*", "?", "\\", "@", ",", " ", "~", "#hash", "!bang", "%41",
        "\u{00A0}nbsp", "soft\u{00AD}hyphen", "grapheme\u{34F}joiner", "آزمایش",
    ]

    static var groupIdentifier: String { "Hostile, *group?" }
    static var numberOfDemos: Int { 2 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { HostileFilterItem(index: index) }
    static func demoable(for index: Int) -> any Demoable {
        index == 0 ? HostileTweaksDemo(identifier: "tweaks", tweaks: tweaks) : HostileTweaksDemo(identifier: "lone, *demo@x", tweaks: [])
    }
}

struct HostileFilterItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
}

/// Renders its tweak's identifier in two variations, so that a tweak
/// `x@dark` and the dark variation of tweak `x` are different goldens.
struct HostileTweaksDemo: TweakableDemo {
    struct Tweak: TweakingOption {
        let identifier: String
    }

    let identifier: String
    let tweakIdentifiers: [String]
    private var selected = 0

    init(identifier: String, tweaks: [String]) {
        self.identifier = identifier
        tweakIdentifiers = tweaks
    }

    var numberOfTweaks: Int { tweakIdentifiers.count }
    func tweak(for index: Int) -> any TweakingOption { Tweak(identifier: tweakIdentifiers[index]) }
    mutating func configure(forTweakAt index: Int) { selected = index }
    var snapshotVariations: [SnapshotVariation] { [.standard, .dark] }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText(tweakIdentifiers.isEmpty ? identifier : "tweak \(selected)"))
    }
}
