import DemoKitAudit
import DemoKitCore
import DemoKitSnapshots
import Testing

/// ASCII lines (a table's grid, a bar's track) are decoration, which the
/// contrast rule does not measure; words, punctuation in a sentence, a
/// bar's fill and lines in a colour with a hue still are.
@Suite struct DecorativeLinesTests {
    /// `#9AA0A6`, the showcase's border grey: 2.27:1 on a light background.
    static func grey(_ text: String) -> String { "\u{1B}[38;2;154;160;166m" + text + "\u{1B}[0m" }

    /// The cells the contrast rule flags in `ansi`, as `row:columns`.
    static func flagged(_ ansi: String) -> [String] {
        ContrastRule.check(ScreenCells(TextBlock(ansi: ansi)), appearance: .light, step: nil)
            .flatMap(\.cells).map { "\($0.row):\($0.columns.lowerBound)-\($0.columns.upperBound)" }
    }

    @Test func anASCIIGridInALowGrey_isDecoration() {
        let rule = Self.grey("+-------+-----+")
        let bar = Self.grey("|")
        let table = [
            rule, "\(bar) Name  \(bar) Ver \(bar)", rule,
            "\(bar) a     \(bar) 1.0 \(bar)", "\(bar)       \(bar)     \(bar)", rule,
        ]
        #expect(Self.flagged(table.joined(separator: "\n")) == [])
    }

    @Test func aWordInTheGridsGrey_isStillFlagged() {
        let rule = Self.grey("+------+")
        let table = [rule, Self.grey("|") + " " + Self.grey("note") + " " + Self.grey("|"), rule]
        #expect(Self.flagged(table.joined(separator: "\n")) == ["1:2-6"])
    }

    @Test func aBarsTrackIsDecoration_itsFillIsMeasured() {
        let bar = Self.grey("#####") + Self.grey("-----") + "  50%"
        #expect(Self.flagged(bar) == ["0:0-5"])
        // Almost full: one cell of track after the fill is still a track.
        #expect(Self.flagged("\u{1B}[38;2;0;99;209m#########\u{1B}[0m" + Self.grey("-") + "  99%") == [])
    }

    /// A block bar's fill is a graphic (WCAG 1.4.11, 3:1), its `░` track
    /// decoration: `#808080` is 3.40:1 to 3.95:1 on the light themes.
    @Test func aBlockFillIsHeldTo3To1_itsShadedTrackIsDecoration() {
        let low = ContrastRule.check(
            ScreenCells(TextBlock(ansi: Self.grey("█████░░░░░") + "  50%")), appearance: .light, step: nil)
        #expect(low.flatMap(\.cells).map(\.description) == ["row 1, columns 1–5"])
        #expect(low.first?.message.hasPrefix("a bar's fill in #9AA0A6 on the default background: 2.27:1, below 3:1") == true)
        let mid = "\u{1B}[38;2;128;128;128m"
        #expect(Self.flagged(mid + "█████\u{1B}[0m" + Self.grey("░░░░░")) == [])
        #expect(Self.flagged(mid + "Build\u{1B}[0m") == ["0:0-5"])
    }

    @Test func punctuationInASentence_isText() {
        #expect(Self.flagged(Self.grey("a - b")) == ["0:0-5"])
        #expect(Self.flagged(Self.grey("Loading...")) == ["0:0-10"])
        #expect(Self.flagged(Self.grey("use --verbose")) == ["0:0-13"])
        // The `|` between words is a separator, not text; the words are.
        #expect(Self.flagged(Self.grey("left | right")) == ["0:0-4", "0:7-12"])
    }

    /// A table squeezed into a few columns wraps its rows, so its column
    /// rules no longer line up (what `stress` draws at width 10): each `|`
    /// set apart by blanks is still a rule, and only the letters are text.
    @Test func aWrappedGridsRules_areDecoration_itsLettersText() {
        let rows = ["+---+---+-", "--+", "| P | D |", "V |", "  |"].map(Self.grey)
        #expect(Self.flagged(rows.joined(separator: "\n")) == ["2:2-3", "2:6-7", "3:0-1"])
    }

    /// git's diffstat counts changes in green `+` and red `-`; htop's meter
    /// draws an amount with `|`: lines in a hue, or bars, carry meaning.
    @Test func linesInAHue_andMeters_areMeasured() {
        let diffstat = " file | 9 \u{1B}[32m+++++\u{1B}[31m----\u{1B}[0m"
        #expect(Self.flagged(diffstat) == ["0:10-15", "0:15-19"])
        let meters = Self.grey("[|||||     ]") + "\n" + Self.grey("[|||       ]")
        #expect(Self.flagged(meters) == ["0:0-6", "0:11-12", "1:0-4", "1:11-12"])
    }
}
