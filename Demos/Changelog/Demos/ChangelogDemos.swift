import DemoKitCore

/// NoskheKit's changelog in text: versions from JSON or a property list,
/// the current one first and marked, left to right or right to left.
enum ChangelogDemos: String, CaseDemoGroup {
    case changelog

    static var groupTitle: String { "Changelog" }

    var demo: any Demoable {
        switch self {
        case .changelog: ChangelogDemo()
        }
    }
}
