import DemoKitCore

/// A small catalog for engine tests: a plain demo without tweaks, a styled
/// demo with tweaks, a demo with variations, one that opts out.
enum FixtureGroup: String, CaseDemoGroup {
    case plain
    case styled
    case varied
    case skipped

    var demo: any Demoable {
        switch self {
        case .plain:
            TextDemo("Plain", text: "hello\nworld")
        case .styled:
            NamedTweaksDemo("styled", tweaks: ["red", "blue"], styled: true)
        case .varied:
            NamedTweaksDemo("varied", tweaks: ["one"], variations: [.standard, .width(40), .dark.rightToLeft])
        case .skipped:
            TextDemo("Skipped", shouldSnapshotTest: false) { _ in TextBlock("never") }
        }
    }
}
