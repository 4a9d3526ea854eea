import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// `demo-runner review`'s scripted forms and its state, on renderings a real
/// `snapshot` run left pending.
final class ReviewCommandTests: XCTestCase {
    /// A harness whose `plain` golden changed and whose `styled/blue` golden
    /// is missing: two pending cases.
    private func pendingHarness() throws -> RunnerHarness {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("hello\nwordl\n", to: "FixtureGroup/plain.txt")
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("FixtureGroup/styled/blue.txt"))
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("FixtureGroup/styled/blue.ansi"))
        XCTAssertEqual(harness.snapshot().status, .failure)
        return harness
    }

    private func review(_ harness: RunnerHarness, _ arguments: String...) -> RunnerHarness.Run {
        harness.run(["review"] + arguments + ["--snapshots", harness.snapshots.path])
    }

    func testList_namesEachPendingCase_newOrChanged() throws {
        let harness = try pendingHarness()
        let list = review(harness, "--list")
        XCTAssertEqual(list.status, .success)
        XCTAssertEqual(
            list.output,
            "changed  FixtureGroup/plain\nnew      FixtureGroup/styled/blue\n2 pending in snapshots; "
                + "'demo-runner review --snapshots \(ShellWord.quoted(harness.snapshots.path))' to decide\n")
        let json = review(harness, "--list", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let pending = object?["pending"] as? [[String: Any]] ?? []
        XCTAssertEqual(pending.map { $0["status"] as? String }, ["changed", "new"])
        XCTAssertEqual(pending.map { $0["hasStyles"] as? Bool }, [false, true])
    }

    func testAcceptWithFilter_writesOnlyThatGolden_andTheRestStaysPending() throws {
        let harness = try pendingHarness()
        let accepted = review(harness, "--accept", "FixtureGroup/plain")
        XCTAssertEqual(accepted.status, .success, accepted.error)
        XCTAssertEqual(accepted.output, "accepted FixtureGroup/plain\nAccepted 1 of 1\n")
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nworld\n")
        XCTAssertFalse(harness.exists(".pending/FixtureGroup/plain.txt"))
        XCTAssertFalse(harness.exists("FixtureGroup/styled/blue.txt"))
        XCTAssertTrue(harness.exists(".pending/FixtureGroup/styled/blue.ansi"))
        let all = review(harness, "--accept")
        XCTAssertEqual(all.status, .success, all.error)
        XCTAssertEqual(harness.snapshot("--record", "never").status, .success)
        XCTAssertEqual(review(harness).output, "No pending goldens in snapshots.\n")
    }

    func testReject_deletesOnlyThePendingFiles() throws {
        let harness = try pendingHarness()
        let rejected = review(harness, "--reject")
        XCTAssertEqual(rejected.status, .success)
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nwordl\n")
        XCTAssertFalse(harness.exists("FixtureGroup/styled/blue.txt"))
        XCTAssertEqual(harness.files().filter { $0.hasPrefix(".pending/") }, [".pending/.gitignore"])
    }

    func testUsageErrors_exit64WithOneLine() throws {
        let harness = try pendingHarness()
        for (arguments, expected) in [
            (["--accept", "--reject"], "give one of '--accept', '--reject' and '--list'"),
            (["--json"], "'--json' goes with '--list'"),
            (["--accept", "nothing"], "no pending rendering matches the filter 'nothing'"),
            ([], "'review' needs a terminal; 2 pending in snapshots"),
        ] {
            let run = harness.run(["review"] + arguments + ["--snapshots", harness.snapshots.path])
            XCTAssertEqual(run.status, .usage, "\(arguments)")
            XCTAssertTrue(run.error.contains(expected), run.error)
            XCTAssertEqual(run.error.filter { $0 == "\n" }.count, 1, run.error)
        }
        XCTAssertTrue(harness.exists(".pending/FixtureGroup/plain.txt"), "a usage error decides nothing")
    }

    func testAPendingFolderThatIsALink_listsNothing_andAcceptTouchesNoGolden() throws {
        let harness = try pendingHarness()
        let pending = harness.snapshots.appendingPathComponent(".pending")
        let elsewhere = harness.directory.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: pending, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: pending, withDestinationURL: elsewhere)
        XCTAssertEqual(review(harness, "--accept").output, "No pending goldens in snapshots.\n")
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nwordl\n")
    }

    func testState_keysDecideAndSkip_andAllRemainingAsksFirst() {
        let items = ["a", "b", "c"].map { key in
            PendingReview.Item(
                entry: PendingEntry(basePath: "G/\(key)", hasStyles: false), status: .changed, key: "G/\(key)",
                description: key, isStory: false)
        }
        var state = ReviewState(items: items)
        XCTAssertEqual(state.handle(.character("a"), bodyHeight: 10), [.accept(0)])
        state.record(.accept(0), error: nil)
        XCTAssertEqual(state.current, 1)
        XCTAssertEqual(state.handle(.character("s"), bodyHeight: 10), [])
        XCTAssertEqual(state.current, 2)
        XCTAssertEqual(state.handle(.character("R"), bodyHeight: 10), [])
        XCTAssertEqual(state.handle(.character("n"), bodyHeight: 10), [], "anything but y decides nothing")
        XCTAssertEqual(state.handle(.character("R"), bodyHeight: 10), [])
        XCTAssertEqual(state.handle(.character("y"), bodyHeight: 10), [.reject(2)])
        state.record(.reject(2), error: "cannot delete x")
        XCTAssertEqual(state.current, 2, "a failed decision stays on the item")
        XCTAssertEqual(state.message, "cannot delete x")
        state.record(.reject(2), error: nil)
        XCTAssertNil(state.current)
        XCTAssertEqual(state.summary, "Accepted 1, rejected 1, skipped 1; 1 still pending")
    }

    /// A story of 12 steps: the start screen's header is step 0, the
    /// outcome's line is no step, and a screen's own line that reads like a
    /// header (`── 1. …` on step 5's screen) is not taken for one.
    func testStory_firstChange_countsTheStepsAsTheHeadersNumberThem() {
        func story(changingStep changed: Int?) -> [UInt8] {
            var lines: [String] = []
            for step in 0...12 {
                if step > 0 { lines.append("") }
                lines.append("── \(step). \(step == 0 ? "start" : "↓")  (t = 0 s)")
                lines.append(step == 5 ? "── 1. a rule the demo draws" : "screen \(step)")
                lines.append(step == changed ? "changed" : "same")
            }
            lines += ["", "── outcome: value \"x\""]
            return Array((lines.joined(separator: "\n") + "\n").utf8)
        }
        let item = PendingReview.Item(
            entry: PendingEntry(basePath: "G/d+s", hasStyles: false), status: .changed, key: "G/d+s",
            description: "G/d (script s)", isStory: true)
        var state = ReviewState(items: [item])
        for changed in [6, 0, 12] {
            state.contents = PendingContents(
                plain: story(changingStep: changed), styles: nil, goldenPlain: story(changingStep: nil), goldenStyles: nil)
            let step = ReviewScreen.body(state, item: item, width: 100).firstChangedStep
            XCTAssertEqual(step?.index, changed)
            XCTAssertEqual(step?.count, 12)
        }
    }
}
