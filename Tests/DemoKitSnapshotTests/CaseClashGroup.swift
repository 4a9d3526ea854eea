import DemoKitCore

/// Two tweaks whose identifiers differ only by case: one file on macOS.
enum CaseClashGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case buttons

    static func demoable(for index: Int) -> any Demoable {
        NamedTweaksDemo("buttons", tweaks: ["Red", "red"])
    }
}
