import DemoKitCore
@testable import DemoKitRunner
@testable import DemoKitSnapshots
import Foundation
import Testing

/// Nothing that is not the runner's own reaches the terminal raw: titles,
/// identifiers, filters, the program's name and messages are shown visibly.
@Suite struct TerminalSafetyTests {
    /// Characters a terminal acts on: ESC, BEL, CR, C1 controls.
    static func actedOn(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalSafeText.isActedOn($0) }
    }

    func run(_ arguments: [String], commandName: String = "demo-runner") -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        var environment = capture.environment()
        environment.commandName = commandName
        environment.programName = commandName
        let status = DemoRunner.run(
            arguments: arguments, groups: [Widgets.self, HostileTitles.self], environment: environment)
        return (status, capture)
    }

    @Test func list_filterWithAnOSC52Write_isEchoedVisibly() {
        let (status, output) = run(["list", "--filter", "\u{1B}]52;c;bm9wZQ==\u{07}"])
        #expect(status == .success)
        #expect(output.standardOutput == "No group, demo, tweak or script matches '␛]52;c;bm9wZQ==␇'.\n")
    }

    @Test func list_hostileTitles_areShownVisiblyAndStayAligned() {
        let (status, output) = run(["list"])
        #expect(status == .success)
        #expect(Self.actedOn(output.standardOutput).isEmpty)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Evil␛]2;pwned␇ ") })
        #expect(lines.contains { $0.hasPrefix("    └── 1. Over␍written ⟨U+009B⟩31m red ") && $0.hasSuffix("--tweak csi") }, "\(lines)")
        // Identifiers stay in one column: every identifier starts where the others do.
        let columns = Set(lines.filter { $0.contains("--tweak") || $0.contains("/") }.map { line in
            line.range(of: "  ", options: .backwards).map { line[..<$0.upperBound].displayWidth } ?? 0
        })
        #expect(columns.count == 1)
    }

    @Test func list_json_keepsTheTitlesExactlyButEscapesThem() throws {
        let (status, output) = run(["list", "--json"])
        #expect(status == .success)
        #expect(Self.actedOn(output.standardOutput).isEmpty)
        struct Listing: Decodable {
            struct Group: Decodable { var title: String; var demos: [Demo] }
            struct Demo: Decodable { var title: String; var tweaks: [Tweak] }
            struct Tweak: Decodable { var title: String }
            var groups: [Group]
        }
        let listing = try JSONDecoder().decode(Listing.self, from: Data(output.standardOutput.utf8))
        let group = try #require(listing.groups.last)
        #expect(group.title == HostileTitles.groupTitle)
        #expect(group.demos.first?.title == HostileTitles.evil.groupItemTitle)
        #expect(group.demos.first?.tweaks.first?.title == "Over\rwritten \u{9B}31m red")
    }

    @Test func help_withAHostileProgramName_showsItVisibly() {
        let (status, output) = run(["--help"], commandName: "demo\u{1B}]2;x\u{07}")
        #expect(status == .success)
        #expect(Self.actedOn(output.standardOutput).isEmpty)
        #expect(output.standardOutput.contains("USAGE: demo␛]2;x␇ <subcommand>"))
    }

    @Test func errors_withHostileInput_areOneVisibleLine() {
        let (status, output) = run(["open", "Evil\u{1B}[2J/x\ny"])
        #expect(status == .usage)
        #expect(Self.actedOn(output.standardError).isEmpty)
        #expect(output.standardError.split(separator: "\n").count == 1)
        #expect(output.standardError.contains("Evil␛[2J"))
    }

    @Test func standardStreams_showWhatCommandsWriteVisibly() {
        let capture = OutputCapture()
        let environment = capture.environment()
        environment.write("line one\n\u{1B}]0;title\u{07}\n")
        environment.writeError("\u{1B}[31mred\n")
        environment.writeRendered("\u{1B}[1mbold\u{1B}[0m\n")
        #expect(capture.standardOutput == "line one\n␛]0;title␇\n\u{1B}[1mbold\u{1B}[0m\n")
        #expect(capture.standardError == "␛[31mred\n")
    }

    @Test func json_escapesActedOnCharactersAndDecodesToTheSameStrings() throws {
        let original = ["a\u{1B}b", "c\u{9B}d", "e\u{7F}f", "plain ünïcode 😀", "tab\tline\nend"]
        let encoded = String(decoding: try JSONEncoder().encode(original), as: UTF8.self)
        let safe = TerminalSafeText.json(encoded)
        #expect(Self.actedOn(safe).isEmpty)
        #expect(safe.contains("\\u009B"))
        #expect(try JSONDecoder().decode([String].self, from: Data(safe.utf8)) == original)
    }

    @Test func junit_keepsActedOnCharactersAsReferencesOrPictures() {
        let escaped = JUnitWriter.escape("a\u{1B}b\u{9B}c<d>\u{FFFF}\u{200B}\t\r\n")
        #expect(escaped == "a␛b&#x9B;c&lt;d&gt;\u{FFFD}&#x200B;&#x9;&#xD;&#xA;")
        #expect(JUnitWriter.escape("a\tb\nc", isAttribute: false) == "a&#x9;b\nc")
    }
}

@Suite struct DiscoveryWarningTests {
    /// The plugin's warnings, kept in the registry, are repeated by `list`
    /// and `open` on standard error, safely, one line each.
    @Test func listAndOpen_repeatTheRegistrysWarnings() {
        for arguments in [["list"], ["open", "Widgets/badges", "--preferences", "/dev/null"]] {
            let capture = OutputCapture()
            var environment = capture.environment()
            environment.discoveryWarnings = ["Secret.swift:3: warning: 'Secret' is private\u{1B}[2J"]
            let status = DemoRunner.run(arguments: arguments, groups: [Widgets.self], environment: environment)
            #expect(status == .success)
            #expect(capture.standardError == "Secret.swift:3: warning: 'Secret' is private␛[2J\n", "\(arguments)")
        }
    }
}

@Suite struct DefaultSnapshotDirectoryTests {
    @Test func aTargetWithItsOwnFolder_keepsIt_elseTheFolderBesideItIsUsed() throws {
        let directory = try TemporaryDirectory()
        let sources = directory.url.appendingPathComponent("Sources/MyDemos")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        #expect(SnapshotLocation.defaultDirectory(forSources: sources.path)
            == directory.url.appendingPathComponent("Sources/__Snapshots__/MyDemos").standardizedFileURL.path)
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
        #expect(SnapshotLocation.defaultDirectory(forSources: sources.path + "/")
            == sources.appendingPathComponent("__Snapshots__").standardizedFileURL.path)
        #expect(SnapshotLocation.defaultDirectory(forSources: "") == nil)
    }
}
