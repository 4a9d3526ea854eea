import Foundation

/// A generated tree of Swift files like a large demo target: every file about
/// 100 lines of ordinary code with five types on average (structs, classes,
/// actors, enums, protocols, nested and generic types, extensions, closures),
/// some also holding groups (declared, extended, nested, or through a refining
/// protocol), and decoys that mention `DemoGroup` in comments, strings,
/// `#if false` and a protocol named `MyDemoGroup`.
///
/// As in a real module, the decoys are in the files with groups and in one
/// file in ten of the others; `decoysEverywhere` puts them in every file,
/// the worst case for a scanner that reads only the files that mention
/// `DemoGroup`.
struct BenchmarkTree {
    let directory: URL
    let fileCount: Int
    let groupFileCount: Int
    var decoysEverywhere = false

    /// Whether file `index` mentions `DemoGroup`.
    func hasDecoys(_ index: Int) -> Bool {
        decoysEverywhere || index < groupFileCount || index % 10 == 0
    }

    /// The types declared besides the groups: five in every file, six in odd ones.
    var ordinaryTypeCount: Int { fileCount * 5 + fileCount / 2 }

    /// The names the registry must list.
    var expectedGroups: [String] {
        (0..<groupFileCount).map { index in
            index % 4 == 2 ? "Section\(index).Group\(index)" : "Group\(index)"
        }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Writes the files, spreading them over ten folders.
    func write() throws -> [String] {
        try? FileManager.default.removeItem(at: directory)
        var paths: [String] = []
        for index in 0..<fileCount {
            let folder = directory.appending(path: "Feature\(index % 10)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appending(path: "File\(index).swift")
            try source(for: index).write(to: file, atomically: false, encoding: .utf8)
            paths.append(file.path())
        }
        let protocolFile = directory.appending(path: "CatalogGroup.swift")
        try "/// Groups of the catalog.\nprotocol CatalogGroup: DemoGroup {}\n"
            .write(to: protocolFile, atomically: false, encoding: .utf8)
        return paths + [protocolFile.path()]
    }

    private func source(for index: Int) -> String {
        var lines = ["import DemoKitCore", "import Foundation", ""]
        if hasDecoys(index) {
            lines += [
                "// File \(index): a DemoGroup is mentioned here only in a comment.",
                "/* enum Commented\(index): DemoGroup {} */",
                "let notes\(index) = \"\"\"",
                "    extension Model\(index): DemoGroup {}",
                "    \"\"\"",
                "",
                "#if false",
                "enum Disabled\(index): DemoGroup {}",
                "#endif",
                "",
            ]
        }
        if index < groupFileCount {
            lines += groupSource(for: index)
            lines.append("")
        }
        // Ordinary code, modelled on swift-nio, swift-collections and vapor:
        // about five types a file, with members, nested types, generics,
        // protocols, extensions and closures.
        lines += [
            "/// A record of feature \(index).",
            "public struct Record\(index): Hashable, Sendable\(hasDecoys(index) ? ", MyDemoGroup" : "") {",
            "    public var id: Int",
            "    public var name: String",
            "    var title = \"\(hasDecoys(index) ? "enum InString\(index): DemoGroup {}" : "Record \(index)")\"",
            "    private(set) var tags: [String] = []",
            "",
            "    public init(id: Int, name: String) {",
            "        self.id = id",
            "        self.name = name",
            "    }",
            "",
            "    public func matches(_ query: String) -> Bool {",
            "        name.contains(query) || tags.contains { $0.hasPrefix(query) }",
            "    }",
            "}",
            "",
            "final class Store\(index)<Element: Hashable & Sendable>: @unchecked Sendable {",
            "    private var items: [Element] = []",
            "    private let lock = NSLock()",
            "",
            "    enum Change: Equatable {",
            "        case inserted(Int), removed(Int)",
            "    }",
            "",
            "    func insert(_ element: Element) -> Change {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        items.append(element)",
            "        return .inserted(items.count - 1)",
            "    }",
            "",
            "    func removeAll(where predicate: (Element) throws -> Bool) rethrows -> [Change] {",
            "        var changes: [Change] = []",
            "        for (offset, item) in items.enumerated().reversed() where try predicate(item) {",
            "            items.remove(at: offset)",
            "            changes.append(.removed(offset))",
            "        }",
            "        return changes",
            "    }",
            "}",
            "",
            "protocol Loading\(index): AnyObject {",
            "    associatedtype Output: Sendable",
            "    func load(from url: URL) async throws -> Output",
            "}",
            "",
            "extension Record\(index): Comparable {",
            "    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }",
            "}",
            "",
            "extension Store\(index) where Element: Comparable {",
            "    var sorted: [Element] { items.sorted(by: <) }",
            "}",
        ]
        if index % 2 == 0 {
            lines += [
                "",
                "enum Route\(index): String, CaseIterable, Codable {",
                "    case home, settings, profile",
                "",
                "    var title: String {",
                "        switch self {",
                "        case .home: \"Home\"",
                "        case .settings: \"Settings \\(rawValue.count)\"",
                "        case .profile: \"Profile\"",
                "        }",
                "    }",
                "}",
            ]
        } else {
            lines += [
                "",
                "actor Cache\(index) {",
                "    struct Entry { var value: Int; var expires: Date }",
                "    private var entries: [String: Entry] = [:]",
                "",
                "    func value(for key: String, now: Date = Date()) -> Int? {",
                "        guard let entry = entries[key], entry.expires > now else { return nil }",
                "        return entry.value",
                "    }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func groupSource(for index: Int) -> [String] {
        switch index % 4 {
        case 0:
            return [
                "enum Group\(index): String, CaseIterable, DemoGroup, DemoGroupItem {",
                "    case first, second",
                "    static func demoable(for index: Int) -> any Demoable { fatalError() }",
                "}",
            ]
        case 1:
            return [
                "enum Group\(index): String, CaseIterable {",
                "    case only",
                "}",
                "",
                "extension Group\(index): DemoGroup {}",
            ]
        case 2:
            return [
                "enum Section\(index) {",
                "    @MainActor",
                "    public enum Group\(index):",
                "        String,",
                "        DemoKitCore.DemoGroup",
                "    {",
                "        case nested",
                "    }",
                "}",
            ]
        default:
            return [
                "struct Group\(index): CatalogGroup {",
                "    static let title = \"Group \\(\(index))\"",
                "}",
            ]
        }
    }
}
