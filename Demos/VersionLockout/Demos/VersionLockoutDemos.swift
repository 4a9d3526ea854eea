import DemoKitCore

/// VersionLockout in text: the screen for each status, and the decision
/// behind it.
enum VersionLockoutDemos: String, CaseDemoGroup {
    case screens
    case decision

    static var groupTitle: String { "Version Lockout" }
    static var groupIdentifier: String { "VersionLockout" }

    var demo: any Demoable {
        switch self {
        case .screens: LockoutScreensDemo()
        case .decision: LockoutDecisionDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .screens: "Status screens"
        case .decision: "Status decision"
        }
    }
}
