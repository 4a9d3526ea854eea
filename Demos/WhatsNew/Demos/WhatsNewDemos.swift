import DemoKitCore

/// The What's New sheet of WhatsNewKit, in text: the sheet itself and the
/// logic that decides when it appears.
enum WhatsNewDemos: String, CaseIterable, DemoGroup, DemoGroupItem {
    case sheet
    case automaticPresentation

    static var groupTitle: String { "What's New" }
    static var groupIdentifier: String { "WhatsNew" }

    static func demoable(for index: Int) -> any Demoable {
        switch WhatsNewDemos.allCases[index] {
        case .sheet: WhatsNewSheetDemo()
        case .automaticPresentation: AutomaticPresentationDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .sheet: "Sheet"
        case .automaticPresentation: "Automatic presentation"
        }
    }
}
