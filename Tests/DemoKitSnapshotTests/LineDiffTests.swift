import DemoKitTestSupport
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

final class LineDiffTests: XCTestCase {
    /// Applies an edit script to `old`, checking it against `new` on the way.
    private func apply(_ operations: [LineDiff.Operation], old: [String], new: [String]) -> [String] {
        var result: [String] = []
        var oldIndex = 0
        for operation in operations {
            switch operation {
            case .equal(let o, let n):
                XCTAssertEqual(o, oldIndex)
                XCTAssertEqual(old[o], new[n])
                result.append(old[o])
                oldIndex += 1
            case .delete(let o):
                XCTAssertEqual(o, oldIndex)
                oldIndex += 1
            case .insert(let n):
                result.append(new[n])
            }
        }
        XCTAssertEqual(oldIndex, old.count)
        return result
    }

    func testIdenticalLines_haveNoHunks() {
        let lines = ["a", "b", "c"]
        XCTAssertEqual(LineDiff.hunks(LineDiff.operations(old: lines, new: lines)), [])
    }

    func testOneChangedLine_isOneDeleteAndOneInsertWithContext() {
        let old = (1...10).map(String.init)
        var new = old
        new[5] = "six"
        let hunks = LineDiff.hunks(LineDiff.operations(old: old, new: new), context: 3)
        XCTAssertEqual(hunks.count, 1)
        XCTAssertEqual(hunks[0].header, "@@ -3,7 +3,7 @@")
        XCTAssertEqual(hunks[0].operations.filter { if case .equal = $0 { false } else { true } }.count, 2)
    }

    func testDistantChanges_makeSeparateHunks_andCloseOnesMerge() {
        let old = (1...30).map(String.init)
        var new = old
        new[2] = "x"
        new[25] = "y"
        XCTAssertEqual(LineDiff.hunks(LineDiff.operations(old: old, new: new)).count, 2)
        new[25] = old[25]
        new[7] = "z"
        XCTAssertEqual(LineDiff.hunks(LineDiff.operations(old: old, new: new)).count, 1)
    }

    func testInsertionIntoEmpty_andDeletionOfAll_useUnifiedStartLines() {
        let insert = LineDiff.hunks(LineDiff.operations(old: [String](), new: ["a", "b"]))
        XCTAssertEqual(insert.map(\.header), ["@@ -0,0 +1,2 @@"])
        let delete = LineDiff.hunks(LineDiff.operations(old: ["a"], new: [String]()))
        XCTAssertEqual(delete.map(\.header), ["@@ -1 +0,0 @@"])
    }

    func testRandomEdits_scriptsRebuildTheNewSideAndAreMinimalForSingleEdits() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                String(Int.random(in: 0...5, using: &generator))
            }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 1: new.insert("n", at: Int.random(in: 0...new.count, using: &generator))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "m" }
                }
            }
            let operations = LineDiff.operations(old: old, new: new)
            XCTAssertEqual(apply(operations, old: old, new: new), new)
        }
        let operations = LineDiff.operations(old: ["a", "b", "c"], new: ["a", "c"])
        XCTAssertEqual(operations, [.equal(old: 0, new: 0), .delete(old: 1), .equal(old: 2, new: 1)])
    }

    func testHugeDifference_fallsBackToReplacingEverything() {
        let old = (0..<3000).map { "old \($0)" }
        let new = (0..<3000).map { "new \($0)" }
        let operations = LineDiff.operations(old: old, new: new)
        XCTAssertEqual(operations.count, 6000)
        XCTAssertEqual(apply(operations, old: old, new: new), new)
    }

    func testGoldenDiff_showsLineNumbersAndInvisibleCharacters() {
        let text = GoldenDiff.text(
            golden: "same\ntab\there\nline\r\n", actual: "same\ntab here\nline\n",
            goldenLabel: "g.txt", actualLabel: "a.txt")
        XCTAssertEqual(
            text,
            """
            --- golden  g.txt
            +++ actual  a.txt
            @@ -1,3 +1,3 @@
              1 1 │ same
            - 2   │ tab␉here
            - 3   │ line␍
            +   2 │ tab here
            +   3 │ line
            \(InvisibleCharacters.legend)
            """)
    }

    func testInvisibleCharacters_areShown() {
        XCTAssertEqual(InvisibleCharacters.visible("a b  "), "a b␠␠")
        XCTAssertEqual(InvisibleCharacters.visible("\u{1B}[1mx\u{1B}[0m"), "␛[1mx␛[0m")
        XCTAssertEqual(InvisibleCharacters.visible("no\u{A0}break\u{200B}"), "no⍽break⟨U+200B⟩")
        XCTAssertEqual(InvisibleCharacters.visible("قرمز 🚀"), "قرمز 🚀")
    }

    func testDefaultIgnorableCharacters_areShownLikeTheSoftHyphen() {
        // Drawn as nothing by terminals, and not part of ordinary text.
        for scalar in ["\u{034F}", "\u{2061}", "\u{2064}", "\u{3164}", "\u{FFA0}", "\u{180E}", "\u{115F}", "\u{00AD}"] {
            let code = String(scalar.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            XCTAssertEqual(
                InvisibleCharacters.visible("a\(scalar)b"), "a⟨U+\(String(repeating: "0", count: 4 - code.count) + code)⟩b")
        }
        // Joiners and selectors belong to emoji and Persian words.
        XCTAssertEqual(InvisibleCharacters.visible("👨‍👩‍👧 ❤️ می‌خواهم"), "👨‍👩‍👧 ❤️ می‌خواهم")
        XCTAssertEqual(InvisibleCharacters.visible("a\u{200D}b", showingJoiners: true), "a⟨U+200D⟩b")
    }

    func testGoldenDiff_aChangeInAJoinerOrSelectorOnly_isShownAsCodes() {
        let text = GoldenDiff.text(
            golden: "same\nheart ❤️\na\u{200D}b\n", actual: "same\nheart ❤\nab\n",
            goldenLabel: "g.txt", actualLabel: "a.txt")
        XCTAssertEqual(
            text,
            """
            --- golden  g.txt
            +++ actual  a.txt
            @@ -1,3 +1,3 @@
              1 1 │ same
            - 2   │ heart ❤⟨U+FE0F⟩
            - 3   │ a⟨U+200D⟩b
            +   2 │ heart ❤
            +   3 │ ab
            \(InvisibleCharacters.legend)
            """)
    }

    func testGoldenDiff_aVisibleChange_keepsEmojiSequencesReadable() {
        let text = GoldenDiff.text(
            golden: "👨‍👩‍👧 family\n", actual: "👨‍👩‍👧 families\n", goldenLabel: "g", actualLabel: "a")
        XCTAssertTrue(text.contains("- 1   │ 👨‍👩‍👧 family"), text)
        XCTAssertFalse(text.contains("⟨U+200D⟩"), text)
    }
}
