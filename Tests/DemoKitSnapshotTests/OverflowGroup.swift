import DemoKitCore

/// A status card whose `many-checks` tweak draws 98 columns whatever its
/// width, beside a tweak that fits; in the standard, dark and 120-column
/// variations, styled, so that each rendering has two goldens.
enum OverflowGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case statusCard

    static func demoable(for index: Int) -> any Demoable { StatusCard() }

    struct StatusCard: TweakableDemo {
        enum Tweak: String, TweakingOption, CaseIterable {
            case fewChecks = "few-checks"
            case manyChecks = "many-checks"
        }

        var identifier: String { "statusCard" }
        var tweak = Tweak.fewChecks
        var snapshotVariations: [SnapshotVariation] { [.standard, .dark, .width(120)] }
        var numberOfTweaks: Int { Tweak.allCases.count }
        func tweak(for index: Int) -> any TweakingOption { Tweak.allCases[index] }
        mutating func configure(forTweakAt index: Int) { tweak = Tweak.allCases[index] }

        /// The line of the `many-checks` tweak: 98 columns, with wide characters.
        static let manyChecks = "checks: " + String(repeating: "✓", count: 79) + " 日本語漢字"

        func render(in context: RenderContext) throws -> TextBlock {
            let line = tweak == .fewChecks ? "checks: ✓✓✓" : Self.manyChecks
            return TextBlock([StyledText("Status").bold(), StyledText(line)])
        }
    }
}
