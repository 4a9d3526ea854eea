import DemoKitCore

/// Identifiers that would escape the snapshot root or break file systems if
/// used as they are.
enum HostileGroup: DemoGroup {
    static let longName = String(repeating: "long", count: 75)
    static let tweaks = [
        "..\\x", "a\\b", ".hidden", "..", longName, longName + "!", "🚀 launch", "👩‍👩‍👧", "قرمز",
        "CON", "nul.txt", "100%", "x@dark", "a,b*?", "trailing.", "\u{202E}evil",
    ]

    static var groupIdentifier: String { ".." }
    static var numberOfDemos: Int { 2 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { HostileItem(index: index) }
    static func demoable(for index: Int) -> any Demoable {
        index == 0
            ? NamedTweaksDemo(".hidden", tweaks: tweaks)
            : TextDemo("Café", identifier: "Cafe\u{301}", text: "décomposé")
    }
}
