import DemoKitCore
import Foundation
import Testing

/// The harness itself, against tmux: hand-written streams whose screens are
/// known, what tmux's capture does that the comparison normalises, that
/// tmux is deterministic, and that the comparison and the shrinker catch a
/// broken terminal.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct TmuxHarnessTests {
    private func screen(_ text: String, columns: Int = 10, rows: Int = 3) throws -> TerminalScreen {
        try Tmux.screen(of: TerminalStream(columns: columns, rows: rows, text: text))
    }

    private func drawing(_ screen: TerminalScreen, columns: Int = 10, rows: Int = 3) -> [String] {
        ScreenGrid(screen.screen, columns: columns, rows: rows).drawing
    }

    @Test func crlf_givesTwoLines_andTheCursorAfterTheLastCharacter() throws {
        let screen = try screen("ab\r\nc")
        #expect(screen.screen.lines.map(\.plainText) == ["ab", "c", ""])
        #expect((screen.cursorRow, screen.cursorColumn, screen.cursorVisible) == (1, 1, true))
        #expect(screen.isAlternateScreen == false)
    }

    /// The pane is raw: LF moves down without returning, as a program's own
    /// terminal in raw mode does (no ONLCR).
    @Test func lineFeed_isNotTranslatedToCRLF() throws {
        #expect(drawing(try screen("a\nb")) == ["a·········", " b········", "··········"])
    }

    /// Normalisation 3: a pending wrap leaves tmux's cursor one past the last
    /// column.
    @Test func lastColumn_leavesTmuxCursorPastIt() throws {
        let screen = try screen("abcd", columns: 4)
        #expect((screen.cursorRow, screen.cursorColumn) == (0, 4))
        #expect(try self.screen("abcde", columns: 4).screen.lines.map(\.plainText) == ["abcd", "e", ""])
    }

    /// How tmux reports colours: as they were set, never re-encoded or
    /// downgraded (grid.c `grid_string_cells_fg`): 16 colours as 30–37 and
    /// 90–97, 256 colours as `38;5;n` even for n < 16, RGB as `38;2;r;g;b`
    /// whatever the form (`;` or `:`) the program used.
    @Test func capture_keepsColoursAsTheyWereSet() throws {
        let screen = try screen("\u{1B}[31mA\u{1B}[38;5;1mB\u{1B}[38:2::1:2:3mC\u{1B}[91;48;5;200mD\u{1B}[0;1;2;9;7mE")
        let styles = screen.screen.lines[0].runs.map(\.style)
        #expect(
            styles == [
                TextStyle(foreground: .red), TextStyle(foreground: .indexed(1)), TextStyle(foreground: .rgb(1, 2, 3)),
                TextStyle(foreground: .brightRed, background: .indexed(200)),
                TextStyle(attributes: [.bold, .dim, .strikethrough, .inverse]),
            ])
    }

    /// Normalisation 1: a line erased with a background colour is coloured
    /// on tmux's screen but missing from its capture.
    @Test func capture_leavesOutCellsErasedWithABackgroundPastTheLastWritten() throws {
        let screen = try screen("ab\u{1B}[44m\u{1B}[K\r\n\u{1B}[2K")
        #expect(screen.screen.lines.map(\.plainText) == ["ab", "", ""])
        // Spaces written in a colour are kept.
        let written = try self.screen("\u{1B}[44m  \u{1B}[0m")
        #expect(written.screen.lines[0].runs == [StyledText.Run("  ", style: TextStyle(background: .blue))])
    }

    /// A tmux quirk the comparison must be able to show: ICH pushes a wide
    /// character half past the right margin, and tmux keeps its left half in
    /// the last column.
    @Test func insertCharacters_leavesAWideCharacterCutByTheMargin() throws {
        let screen = try screen("abcdefgh中\r\u{1B}[1@")
        #expect(drawing(screen) == [" abcdefgh中", "··········", "··········"])
        #expect(ScreenGrid(screen.screen, columns: 10, rows: 3).overflow.isEmpty)
    }

    /// Another: EL from the right half of a wide character keeps its left
    /// half, so the captured row is a column wider than the screen (found by
    /// seed 262, shrunk by the harness). The blank past the margin is
    /// dropped; the cells that fit are compared.
    @Test func eraseFromTheRightHalfOfAWideCharacter_keepsItsLeftHalf() throws {
        let screen = try screen("ab中cdefgh\u{1B}[1;4H\u{1B}[K")
        #expect(screen.screen.lines[0].plainText == "ab中       ")
        let comparison = ScreenComparison(
            stream: TerminalStream(columns: 10, rows: 3, text: ""), tmux: screen, renderer: screen)
        let matches = comparison.matches
        #expect(matches)
        // The row is a column too wide, but only with a blank.
        #expect(ScreenGrid(screen.screen, columns: 10, rows: 3).drawing[0] == "ab中      ")
    }

    @Test func wideCharacters_takeTwoCells_andCombiningMarksJoinTheirBase() throws {
        #expect(drawing(try screen("中e\u{301}x")) == ["中éx······", "··········", "··········"])
    }

    /// The generator's text is only text whose width DemoKit and tmux agree
    /// on: each piece, then a bar, puts the bar where DemoKit says.
    @Test func generatorText_hasTheWidthsTmuxGivesIt() throws {
        let pool = TerminalStreamGenerator.textPool
        let streams = pool.map { TerminalStream(columns: 10, rows: 1, text: $0 + "|") }
        for (text, screen) in zip(pool, try Tmux.screens(of: streams)) {
            #expect(screen.cursorColumn == DisplayWidth.columns(of: text) + 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// tmux is deterministic: every recording and 20 generated streams give
    /// the same screen twice, and the comparison sees them as equal.
    @Test func tmux_givesTheSameScreenTwice() throws {
        let generator = TerminalStreamGenerator()
        let streams = try Recording.all().map(\.stream) + (1000..<1020).map { generator.stream(seed: $0) }
        let first = try Tmux.screens(of: streams)
        let second = try Tmux.screens(of: streams)
        #expect(first == second)
        for (stream, (tmux, again)) in zip(streams, zip(first, second)) {
            let comparison = ScreenComparison(
                stream: stream, tmux: tmux, renderer: again.clampingCursor(columns: stream.columns))
            if !comparison.matches { Issue.record(Comment(rawValue: comparison.report())) }
        }
    }

    /// The whole seeded loop, with tmux as the renderer: 300 streams through
    /// tmux twice, compared. Keeps the harness's cost in view (the
    /// VirtualTerminal's own loop runs tmux once).
    @Test func seededLoop_withTmuxAsTheRenderer_matches() throws {
        let generator = TerminalStreamGenerator()
        let streams = (0..<300).map { generator.stream(seed: $0) }
        let again = Dictionary(
            zip(streams.map { [$0.columns, $0.rows] + $0.bytes.map(Int.init) }, try Tmux.screens(of: streams)),
            uniquingKeysWith: { first, _ in first })
        let failures = try DifferentialCheck.failures(of: streams, shrinking: false) { bytes, columns, rows in
            again[[columns, rows] + bytes.map(Int.init)]?.clampingCursor(columns: columns)
                ?? TerminalScreen(screen: .empty, cursorRow: -1, cursorColumn: -1, cursorVisible: false)
        }
        for failure in failures.prefix(3) { Issue.record(Comment(rawValue: failure.report())) }
        #expect(failures.count == 0)
    }

    /// The recordings' goldens are tmux's own plain capture; the harness
    /// must read the same text from its styled capture.
    @Test func recordings_matchTheirGoldenScreens() throws {
        let recordings = try Recording.all()
        #expect(recordings.count >= 6)
        let screens = try Tmux.screens(of: recordings.map(\.stream))
        for (recording, screen) in zip(recordings, screens) {
            let rows = ScreenGrid(screen.screen, columns: recording.stream.columns, rows: recording.stream.rows)
                .plainRows
            let text = rows.joined(separator: "\n") + "\ncursor \(screen.cursorRow),\(screen.cursorColumn)\n"
            #expect(text == recording.goldenScreen, "\(recording.name)")
        }
    }

    /// The comparison reports a changed cell at its row and column, with both
    /// styles and the stream.
    @Test func comparison_reportsTheCellThatDiffers() throws {
        let stream = TerminalStream(columns: 10, rows: 3, text: "ab\r\n\u{1B}[1mc")
        let tmux = try Tmux.screen(of: stream)
        var wrong = tmux
        wrong.screen = TextBlock([StyledText("ab"), StyledText("c")])
        let comparison = ScreenComparison(stream: stream, tmux: tmux, renderer: wrong)
        #expect(comparison.differences.map { [$0.row, $0.column] } == [[1, 0]])
        let report = comparison.report()
        #expect(report.contains("row 1, column 0: tmux \"c\" [bold], renderer \"c\" [plain]"))
        #expect(report.contains("\\e[1mc"))
        #expect(ScreenComparison(stream: stream, tmux: tmux, renderer: tmux).matches)
        var moved = tmux
        moved.cursorColumn = 0
        #expect(!ScreenComparison(stream: stream, tmux: tmux, renderer: moved).matches)
    }

    /// A terminal that ignores EL is caught, and its failure shrunk to the
    /// pieces that show it.
    @Test func brokenTerminal_isCaught_andShrunkToAFewPieces() throws {
        let erase: [UInt8] = [0x1B, 0x5B, 0x4B]
        let pieces: [[UInt8]] = [
            Array("hello".utf8), [0x0D, 0x0A], Array("world".utf8), [0x1B, 0x5B, 0x33, 0x31, 0x6D], Array("red".utf8),
            [0x0D], [0x1B, 0x5B, 0x32, 0x43], erase, [0x0D, 0x0A], Array("done".utf8), [0x1B, 0x5B, 0x30, 0x6D],
        ]
        let stream = TerminalStream(columns: 20, rows: 4, pieces: pieces, origin: "ignores EL")
        let ignoresErase = DifferentialRenderers.tmux { bytes in
            var bytes = bytes
            while let start = bytes.indices.first(where: { Array(bytes[$0...].prefix(3)) == erase }) {
                bytes.removeSubrange(start..<(start + 3))
            }
            return bytes
        }
        let failures = try DifferentialCheck.failures(of: [stream], render: ignoresErase)
        #expect(failures.count == 1)
        let shrunk = try #require(failures.first).stream
        #expect(shrunk.pieces.contains(erase))
        #expect(shrunk.pieces.count <= 3, "\(shrunk)")
    }
}
