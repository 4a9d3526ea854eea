import Foundation
import Testing

@testable import DemoKitRunner

/// The CommandLine article's summary is the help's: every command, and
/// every flag of each, appears in its ```text block, under that command's
/// `demo-runner NAME` line (a flag added to a command without the article
/// fails here).
@Suite struct CommandLineArticleTests {
    private static func article() throws -> String {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                let article = url.appendingPathComponent("Sources/DemoKitRunner/DemoKitRunner.docc/CommandLine.md")
                return try String(contentsOf: article, encoding: .utf8)
            }
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Each command's lines in the summary: its `demo-runner NAME` line and
    /// the indented lines after it.
    private static func summary() throws -> [String: String] {
        let text = try article()
        let start = try #require(text.range(of: "```text\ndemo-runner"))
        let end = try #require(text[start.upperBound...].range(of: "```"))
        var commands: [String: String] = [:]
        var current: String?
        for line in text[start.lowerBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("demo-runner ") {
                let name = line.dropFirst("demo-runner ".count).split(separator: " ").first.map(String.init) ?? ""
                current = name
                commands[name, default: ""] += line + "\n"
            } else if line.hasPrefix(" "), let current {
                commands[current, default: ""] += line + "\n"
            }
        }
        return commands
    }

    @Test func summary_namesEveryCommandAndEveryFlagOfItsHelp() throws {
        let summary = try Self.summary()
        for command in DemoRunner.commands {
            let spec = command.spec
            guard let lines = summary[spec.name] else {
                Issue.record("CommandLine.md's summary has no 'demo-runner \(spec.name)'")
                continue
            }
            for option in spec.options where option.name != "help" {
                #expect(lines.contains("--\(option.name)"), "CommandLine.md's summary of \(spec.name) lacks --\(option.name)")
            }
        }
    }
}
