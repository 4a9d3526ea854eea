import DemoKitCore

/// The What's New sheet of WhatsNewKit, in text: the sheet itself and the
/// logic that decides when it appears.
enum WhatsNewDemos: String, CaseDemoGroup {
    case sheet
    case automaticPresentation

    static var groupTitle: String { "What's New" }
    static var groupIdentifier: String { "WhatsNew" }

    var demo: any Demoable {
        switch self {
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
