import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// What a demo or a person typed is printed in visible form: every message
/// keeps its lines and nothing in it can drive the terminal.
final class SnapshotMessageTests: XCTestCase {
    /// Control, bidi and other invisible characters, except the newlines
    /// the runner itself prints.
    private func invisible(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalSafeText.isActedOn($0) }
            .map { String($0.value, radix: 16) }
    }

    func testRenderError_isPrintedOnOneVisibleLine() throws {
        let harness = try RunnerHarness(groups: [NoisyErrorGroup.self])
        let run = harness.snapshot("--filter", "noisy")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(
            run.output.contains(
                "✗ NoisyErrorGroup/noisy.txt\n  NoisyErrorGroup/noisy failed to render: "
                    + "line one⏎line two ␛[2J␛]0;title␇⟨U+202E⟩end\n"),
            run.output)
        XCTAssertEqual(invisible(run.output), [])
    }

    func testTweakIdentifiers_areVisibleInMessages_andQuotedForTheShellInTheRerecordCommand() throws {
        let harness = try RunnerHarness(groups: [NoisyErrorGroup.self])
        let run = harness.snapshot("--filter", "tweaked", "--verbose", ci: true)
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("no golden for NoisyErrorGroup/tweaked (tweak red⟨U+202E⟩⟨U+200B⟩tab)"), run.output)
        XCTAssertTrue(run.output.contains(#"--filter '=NoisyErrorGroup/tweaked/red\u{202E}\u{200B}tab'"#), run.output)
        XCTAssertEqual(invisible(run.output), [])
    }

    func testTypedValues_areVisibleInUsageErrors() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let typed = "x\u{1B}[2J\ny"
        for arguments in [["--filter", typed], ["--filter", typed + "/"], ["--shard", typed], ["--jobs", typed]] {
            let run = harness.snapshot(arguments[0], arguments[1])
            XCTAssertEqual(run.status, .usage, "\(arguments)")
            XCTAssertTrue(run.error.contains("x␛[2J⏎y"), run.error)
            XCTAssertEqual(run.error.filter { $0 == "\n" }.count, 1, run.error)
            XCTAssertEqual(invisible(run.error), [])
        }
    }

    func testQuoted_leavesPlainWordsAndQuotesOthers() {
        XCTAssertEqual(SnapshotCommand.quoted("Components/buttons"), "Components/buttons")
        XCTAssertEqual(SnapshotCommand.quoted("it's red"), #"'it'\''s red'"#)
        // zsh expands `=word` to a command's path: an exact filter is quoted.
        XCTAssertEqual(SnapshotCommand.quoted("=Components/buttons"), "'=Components/buttons'")
        XCTAssertEqual(SnapshotCommand.quoted("a=b"), "a=b")
        XCTAssertEqual(SnapshotCommand.quoted("a\u{1B}'b\\"), #"$'a\x1B\'b\\'"#)
        XCTAssertEqual(SnapshotCommand.quoted("\u{202E}x"), #"$'\xE2\x80\xAEx'"#)
    }
}

final class SnapshotFilterExactFormTests: XCTestCase {
    func testExactPattern_escapesListGlobPathAndVariationCharacters() {
        XCTAssertEqual(SnapshotFilter.exactPattern(["Hostile", "a,b"]), #"Hostile/a\,b"#)
        XCTAssertEqual(SnapshotFilter.exactPattern(["G", "d", "star*?"]), #"G/d/star\*\?"#)
        XCTAssertEqual(SnapshotFilter.exactPattern(["G", "d", " x "]), #"G/d/\ x\ "#)
        XCTAssertEqual(SnapshotFilter.exactPattern(["-rf", "x@dark"]), #"\-rf/x\@dark"#)
        XCTAssertEqual(SnapshotFilter.exactPattern(["G", "\u{202E}evil\\"]), #"G/\u{202E}evil\\"#)
        XCTAssertEqual(SnapshotFilter.exactPattern(["G", "👩‍👩‍👧 family"]), "G/👩‍👩‍👧 family")
    }

    func testEscapedFilter_selectsOnlyThatTweak() throws {
        let catalog = try Catalog(groups: [EscapeGroup.self])
        let plan = try SnapshotPlan(catalog: catalog)
        func files(_ filter: String) throws -> [String] {
            let filter = try SnapshotFilter(filter)
            return plan.cases.filter(filter.matches).map { $0.plainPath.replacingOccurrences(of: "EscapeGroup/demo/", with: "") }
        }
        XCTAssertEqual(try files(#"EscapeGroup/demo/a\,b"#), ["a,b.txt", "a,b@dark.txt"])
        XCTAssertEqual(try files("EscapeGroup/demo/a,b"), ["a.txt", "a@dark.txt", "b.txt", "b@dark.txt"])
        XCTAssertEqual(try files(#"EscapeGroup/demo/\*"#), ["%2A.txt", "%2A@dark.txt"])
        XCTAssertEqual(try files(#"EscapeGroup/demo/x\@dark"#), ["x%40dark.txt", "x%40dark@dark.txt"])
        XCTAssertEqual(try files("EscapeGroup/demo/x@dark"), ["x%40dark.txt", "x%40dark@dark.txt", "x@dark.txt"])
        XCTAssertEqual(try files(#"EscapeGroup/demo/trailing\ "#), ["trailing%20.txt", "trailing%20@dark.txt"])
        XCTAssertEqual(try files("EscapeGroup/demo/trailing "), ["trailing.txt", "trailing@dark.txt"])
        XCTAssertEqual(try files(#"EscapeGroup/demo/e\u{301}"#), ["é.txt", "é@dark.txt"])
        XCTAssertThrowsError(try SnapshotFilter(#"red\"#))
        XCTAssertThrowsError(try SnapshotFilter(#"red\u{zz}"#))
        XCTAssertThrowsError(try SnapshotFilter(#"red\u{41"#))
    }
}

private enum EscapeGroup: DemoGroup {
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { HostileItem(index: index) }
    static func demoable(for index: Int) -> any Demoable {
        NamedTweaksDemo(
            "demo", tweaks: ["a,b", "a", "b", "*", "x@dark", "x", "trailing ", "trailing", "é"],
            variations: [.standard, .dark])
    }
}
