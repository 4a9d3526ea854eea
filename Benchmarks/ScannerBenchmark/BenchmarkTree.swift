import Foundation

/// A generated tree of Swift files like a large demo target: every file about
/// 100 lines, some holding groups (declared, extended, nested, or through a
/// refining protocol), all holding decoys that mention `DemoGroup` in
/// comments, strings and `#if false`.
struct BenchmarkTree {
    let directory: URL
    let fileCount: Int
    let groupFileCount: Int

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
        var lines = [
            "import DemoKitCore",
            "",
            "// File \(index): a DemoGroup is mentioned here only in a comment.",
            "/* enum Commented\(index): DemoGroup {} */",
            "struct Model\(index): Equatable, MyDemoGroup {",
            "    var title = \"enum InString\(index): DemoGroup {}\"",
            "    var count = \(index)",
            "    var ratio: Double { Double(count) / 2 }",
            "",
            "    func describe(prefix: String) -> String {",
            "        let parts = [prefix, title, \"\\(count)\"]",
            "        return parts.joined(separator: \", \")",
            "    }",
            "}",
            "",
            "#if false",
            "enum Disabled\(index): DemoGroup {}",
            "#endif",
            "",
            "let notes\(index) = \"\"\"",
            "    extension Model\(index): DemoGroup {}",
            "    \"\"\"",
            "",
        ]
        if index < groupFileCount {
            lines += groupSource(for: index)
        }
        var filler = 0
        while lines.count < 98 {
            lines += [
                "/// Computes value \(filler) of file \(index).",
                "func compute\(index)_\(filler)(_ input: Int) -> Int {",
                "    let scaled = input * \(filler + 1) + \(index)",
                "    if scaled > 100 { return scaled - 100 } // keep it small",
                "    return [scaled, input].max() ?? 0",
                "}",
                "",
            ]
            filler += 1
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
