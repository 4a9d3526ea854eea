import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner

/// What a demo or a person typed is printed in visible form: every message
/// keeps its lines and nothing in it can drive the terminal.
final class SnapshotMessageTests: XCTestCase {
    /// Control, bidi and other invisible characters, except the newlines
    /// the runner itself prints.
    private func invisible(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && InvisibleCharacters.isInvisible($0) }
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
        let run = harness.snapshot("--filter", "tweaked", ci: true)
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("no golden for NoisyErrorGroup/tweaked (tweak red␛[31m␉tab)"), run.output)
        XCTAssertTrue(run.output.contains(#"--filter $'NoisyErrorGroup/tweaked/red\x1B[31m\x09tab'"#), run.output)
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
        XCTAssertEqual(SnapshotCommand.quoted("a\u{1B}'b\\"), #"$'a\x1B\'b\\'"#)
        XCTAssertEqual(SnapshotCommand.quoted("\u{202E}x"), #"$'\xE2\x80\xAEx'"#)
    }
}
