import DemoKitCore

/// A status card whose `many-checks` tweak draws a line of 98 columns
/// whatever its width, beside a tweak that fits, in two variations and with
/// styles (so each rendering has a `.txt` and an `.ansi` golden), for the
/// warning of a rendering wider than its width (`SNAPSHOT_FIXTURES=wide`).
enum WideGroup: DemoGroup {
    static var groupIdentifier: String { "Components" }
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { WideItem() }
    static func demoable(for index: Int) -> any Demoable { StatusCardDemo() }
}

struct WideItem: DemoGroupItem {
    var groupItemTitle: String { "Status card" }
}

struct StatusCardDemo: TweakableDemo {
    enum Tweak: String, TweakingOption, CaseIterable {
        case fewChecks = "few-checks"
        case manyChecks = "many-checks"
    }

    var identifier: String { "statusCard" }
    var tweak = Tweak.fewChecks
    var presentation: DemoPresentation { .inline }
    var snapshotVariations: [SnapshotVariation] { [.standard, .dark] }

    var numberOfTweaks: Int { Tweak.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweak.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweak.allCases[index] }

    func render(in context: RenderContext) throws -> TextBlock {
        // 8 + 90 = 98 columns for many checks, whatever the width.
        let checks = String(repeating: "✓", count: tweak == .fewChecks ? 3 : 90)
        return TextBlock([StyledText("Status").bold(), StyledText("checks: " + checks)])
    }
}
