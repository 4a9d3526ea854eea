import DemoKitCore

/// Components written the way teams wrote them before DemoKit: they print
/// escape sequences and redraw themselves with `\r`, cursor moves and line
/// erases, read raw key bytes and sleep through an injected function. Each
/// is demoed as it is, through `DemoKitHeadless`'s virtual terminal, and is
/// the twin of a component written with DemoKit's text model: same
/// identifiers, tweaks and scripts, and the same goldens.
///
/// Classic, and its demos, keep DemoKit-iOS's index-based form
/// (`demoable(for:)`, `numberOfTweaks`, `configure(forTweakAt:)`) on
/// purpose: the section shows code as it was written before DemoKit, and it
/// is the catalog's example of a group and demos ported from DemoKit-iOS
/// unchanged. The other groups are written as ``CaseDemoGroup`` and
/// ``CaseTweakableDemo``.
enum Classic: String, CaseIterable, DemoGroup, DemoGroupItem {
    case progressBar
    case progressStep
    case table
    case singleChoice

    static var groupTitle: String { "Classic components" }

    static var groupIdentifier: String { "Classic" }

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .progressBar: ClassicProgressBarDemo()
        case .progressStep: ClassicProgressStepDemo()
        case .table: ClassicTableDemo()
        case .singleChoice: ClassicSingleChoiceDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .progressBar: "Progress bar (\\r redraws)"
        case .progressStep: "Progress step (cursor-up redraws)"
        case .table: "Table (raw SGR)"
        case .singleChoice: "Single choice (reads keys)"
        }
    }
}
