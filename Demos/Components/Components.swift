import DemoKitCore

/// The building blocks of a terminal UI, each in the tweaks that matter.
enum Components: String, CaseDemoGroup {
    case buttons
    case badges
    case progressBar
    case callout
    case list
    case table
    case internationalText
    case rightToLeft
    case counter

    var demo: any Demoable {
        switch self {
        case .buttons: ButtonsDemo()
        case .badges: BadgesDemo()
        case .progressBar: ProgressBarDemo()
        case .callout: CalloutDemo()
        case .list: ListDemo()
        case .table: TableDemo()
        case .internationalText: InternationalTextDemo()
        case .rightToLeft: RightToLeftDemo()
        case .counter: CounterDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .progressBar: "Progress bar"
        case .internationalText: "International text"
        case .rightToLeft: "Right to left"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
