import DemoKitCore

/// The building blocks of a terminal UI, each in the tweaks that matter.
enum Components: String, CaseIterable, DemoGroup, DemoGroupItem {
    case buttons
    case badges
    case progressBar
    case callout
    case list

    static func demoable(for index: Int) -> any Demoable {
        switch Components[index] {
        case .buttons: ButtonsDemo()
        case .badges: BadgesDemo()
        case .progressBar: ProgressBarDemo()
        case .callout: CalloutDemo()
        case .list: ListDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .progressBar: "Progress bar"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
