import DemoKitCore
import DemoKitSnapshots
import Testing

@Suite struct StyleDiffTests {
    @Test func changedColour_isOneLinePerRunOfCells_inHexAndWords() throws {
        let golden = "ab\n  \u{1B}[38;2;10;132;255mgo\u{1B}[0m!\n"
        let actual = "ab\n  \u{1B}[1;38;2;255;69;58mgo\u{1B}[0m\u{1B}[48;5;208m!\u{1B}[0m\n"
        let changes = try #require(StyleDiff.changes(golden: golden, actual: actual))
        #expect(StyleDiff.text(changes) == """
            cells 2:3–4 ‹go›: foreground #0A84FF → #FF453A; bold on
            cell 2:5 ‹!›: background default → palette 208
            """)
    }

    @Test func wideCharacters_countTwoColumns_andChangedText_isLeftToTheTextDiff() throws {
        let changes = try #require(
            StyleDiff.changes(golden: "界\u{1B}[31mx\u{1B}[0m", actual: "界\u{1B}[91mx\u{1B}[0m"))
        #expect(changes.map(\.line) == ["cell 1:3 ‹x›: foreground red → bright red"])
        #expect(StyleDiff.changes(golden: "\u{1B}[31mx\u{1B}[0m", actual: "\u{1B}[31my\u{1B}[0m") == nil)
    }

    @Test func manyChanges_areCut_withHowManyMore() throws {
        let golden = (1...12).map { _ in "\u{1B}[31mx\u{1B}[0m" }.joined(separator: "\n")
        let actual = (1...12).map { _ in "\u{1B}[32mx\u{1B}[0m" }.joined(separator: "\n")
        let changes = try #require(StyleDiff.changes(golden: golden, actual: actual))
        let lines = StyleDiff.text(changes, limit: 8).split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines.last == "… and 4 more changes")
    }
}
