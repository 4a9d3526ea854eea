import DemoKitCore

/// What a group of a hundred components has in common; each group below is
/// one area of a design system.
protocol ComponentArea: DemoGroup {
    static var kind: String { get }
}

extension ComponentArea {
    static var numberOfDemos: Int { 100 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { ComponentItem(kind: kind, number: index) }
    static func demoable(for index: Int) -> any Demoable { ComponentDemo(kind: kind, number: index) }
}

/// The list entry of a component: "Text field 12", `textField12`.
struct ComponentItem: DemoGroupItem {
    let kind: String
    let number: Int
    var groupItemTitle: String { "\(kind) \(number)" }
    var groupItemIdentifier: String? {
        kind.split(separator: " ").enumerated()
            .map { $0.offset == 0 ? $0.element.lowercased() : $0.element.capitalized }
            .joined() + String(number)
    }
}

enum Buttons: ComponentArea { static let kind = "Button" }
enum Badges: ComponentArea { static let kind = "Badge" }
enum Forms: ComponentArea { static let kind = "Text field" }
enum Prompts: ComponentArea { static let kind = "Single choice prompt" }
enum Progress: ComponentArea { static let kind = "Progress step" }
enum Tables: ComponentArea { static let kind = "Table" }
enum Lists: ComponentArea { static let kind = "List" }
enum Alerts: ComponentArea { static let kind = "Alert" }
enum Menus: ComponentArea { static let kind = "Menu" }
enum Charts: ComponentArea { static let kind = "Bar chart" }

/// Ten groups of a hundred demos, each with ten tweaks: 1,000 demos,
/// 10,000 tweaks.
let componentGroups: [any DemoGroup.Type] = [
    Buttons.self, Badges.self, Forms.self, Prompts.self, Progress.self,
    Tables.self, Lists.self, Alerts.self, Menus.self, Charts.self,
]
