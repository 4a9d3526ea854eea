import DemoKitCore

/// NoskheKit's changelog in text: versions from JSON or a property list,
/// the current one first and marked, left to right or right to left.
enum ChangelogDemos: String, CaseIterable, DemoGroup, DemoGroupItem {
    case changelog

    static var groupTitle: String { "Changelog" }

    static func demoable(for index: Int) -> any Demoable {
        switch ChangelogDemos.allCases[index] {
        case .changelog: ChangelogDemo()
        }
    }
}
