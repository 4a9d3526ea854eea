import DemoKitHeadless
import Foundation
import Testing

/// The headless terminal against tmux: 300 seeded streams, every recording
/// of a real program, and hand-written streams, compared cell by cell.
///
/// Skipped until ``DifferentialRenderers/virtualTerminal`` is wired in, and
/// when tmux is missing. A failure shows the differing cells, both screens,
/// the stream shrunk to the pieces that still fail, and its seed:
/// `TerminalStreamGenerator().stream(seed:)` gives it back.
@Suite(
    .enabled(if: Tmux.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"),
    .enabled(if: DifferentialRenderers.virtualTerminal != nil, "VirtualTerminal is not wired into the harness yet"))
struct VirtualTerminalDifferentialTests {
    /// How many seeded streams run; `DEMOKIT_DIFFERENTIAL_SEEDS` overrides
    /// it (a longer hunt on a developer's machine).
    static let seedCount: UInt64 = {
        let value = ProcessInfo.processInfo.environment["DEMOKIT_DIFFERENTIAL_SEEDS"].flatMap { UInt64($0) }
        return value ?? 300
    }()

    private var render: TerminalRenderer {
        DifferentialRenderers.virtualTerminal ?? { _, _, _ in
            TerminalScreen(screen: .empty, cursorRow: -1, cursorColumn: -1, cursorVisible: false)
        }
    }

    /// The seeded streams, without the pieces that meet a difference the
    /// README lists as tmux's (``KnownTmuxDifferences``).
    @Test func seededStreams_matchTmux() throws {
        let generator = TerminalStreamGenerator()
        let streams = (0..<Self.seedCount).map { generator.stream(seed: $0) }
        try DifferentialCheck.expectMatchesTmux(streams, render: render, preparing: KnownTmuxDifferences.avoiding)
    }

    /// Keeping clear of the known differences costs the seeded streams
    /// little: under 3% of their pieces.
    @Test func knownDifferences_dropFewPieces() {
        let generator = TerminalStreamGenerator()
        let streams = (0..<Self.seedCount).map { generator.stream(seed: $0) }
        let total = streams.reduce(0) { $0 + $1.pieces.count }
        let kept = streams.reduce(0) { $0 + KnownTmuxDifferences.avoiding($1).pieces.count }
        #expect(total - kept > 0)
        #expect(Double(total - kept) < 0.03 * Double(total), "dropped \(total - kept) of \(total) pieces")
    }

    /// Each known difference still shows in tmux (the README's claim): the
    /// piece at `index` meets it, tmux's screen differs from the virtual
    /// terminal's (which does what xterm and the standard say), and without
    /// that piece the two agree.
    @Test(arguments: [
        (["中文\r", "\u{1B}[1C", "\u{1B}[1P"], 2, KnownTmuxDifferences.Quirk.editCutsAWideCharacter),  // DCH
        (["ab中", "\u{1B}[D", "\u{1B}[K"], 2, .editCutsAWideCharacter),  // EL from the right half
        (["ab中c", "\u{1B}[3D", "\u{1B}[1K"], 2, .editCutsAWideCharacter),  // EL 1 up to the left half
        (["中文", "\u{1B}[4G", "\u{1B}[X"], 2, .editCutsAWideCharacter),  // ECH on the right half
        (["abcd中", "\u{1B}[G", "\u{1B}[@"], 2, .editCutsAWideCharacter),  // ICH pushing half off the edge
        (["abcdef", "\u{1B}[2G", "\u{1B}[4@"], 2, .insertCharactersPastHalfTheRow),
        (["\u{1B}[1;2r", "\u{1B}[4H", "y", "\u{1B}[3H", "x", "\u{1B}[2L"], 5, .insertLinesOutsideTheRegionPastHalfTheRows),
        (["中", "\r", "\u{1B}[C", "x"], 3, .asciiOverTheRightHalfOfAWideCharacterInColumnZero),
        (["abcdef", "\u{1B}[2d", "x"], 1, .verticalPositionKeepsAPendingWrap),
        (["\u{1B}[44m", "\u{1B}[4;5H", "ab", "c", "\u{1B}[@"], 3, .autowrapScrollsInTheDefaultBackground),
    ])
    func knownDifferences_stillShowInTmux(pieces: [String], index: Int, quirk: KnownTmuxDifferences.Quirk) throws {
        let stream = TerminalStream(columns: 6, rows: 4, pieces: pieces.map { Array($0.utf8) }, origin: "\(quirk)")
        var terminal = VirtualTerminal(columns: stream.columns, rows: stream.rows)
        for piece in stream.pieces[..<index] {
            #expect(KnownTmuxDifferences.quirk(of: piece, in: terminal) == nil)
            terminal.write(bytes: piece)
        }
        #expect(KnownTmuxDifferences.quirk(of: stream.pieces[index], in: terminal) == quirk)
        let avoided = KnownTmuxDifferences.avoiding(stream)
        #expect(avoided.pieces.count == stream.pieces.count - 1)
        let failures = try DifferentialCheck.failures(of: [stream, avoided], shrinking: false, render: render)
        #expect(failures.map(\.stream) == [stream], "tmux 3.3a no longer shows \(quirk): the README's list is out of date")
    }

    @Test func recordingsOfRealPrograms_matchTmux() throws {
        try DifferentialCheck.expectMatchesTmux(try Recording.all().map(\.stream), render: render)
    }

    @Test(arguments: [
        ("ab\r\nc", 10, 3),
        ("abcd", 4, 2),  // pending wrap
        ("abcde", 4, 2),  // wrap
        ("\u{1B}[?7labcdef", 4, 2),  // no autowrap: the last column is overwritten
        ("0123456789\r\u{1B}[3C\u{1B}[K", 10, 1),
        ("1\r\n2\r\n3\r\n4\u{1B}[2;3r\u{1B}[3;1H\n\n\u{1B}[r", 5, 4),  // scroll region
        ("\u{1B}[44mab\u{1B}[2J", 6, 2),  // ED with a background
        ("中文\r\u{1B}[2C\u{1B}[1P", 6, 1),  // DCH of a whole wide character
        ("\u{1B}[41m中中\r\u{1B}[49m\u{1B}[2Cx", 6, 1),  // the half left by an overwrite is plain
        ("ab\u{1B}[?47h\r\n\u{1B}[?1049l", 6, 3),  // 1049 restores only a cursor 1049 saved
        ("hello\u{1B}[?1049hworld\u{1B}[?1049l", 12, 2),
        // DEC special graphics: G0, G1 with SO and SI, every character of
        // tmux's table, DECSC/DECRC, RIS.
        ("\u{1B}(0lqqk\r\nx  x\r\nmqqj\u{1B}(B ok", 10, 3),
        ("a\u{1B})0\u{0E}lqk\u{0F}b\u{0E}x\u{1B})Bx\u{0F}", 10, 1),
        ("\u{1B}(0+,-.0_`abcdefghijklmnopqrstuvwxyz{|}~AZ\u{1B}(B", 50, 1),
        ("\u{1B}(0q\u{1B}7\u{1B}(Bq\u{1B}8q\u{1B}cq\u{1B}[31m\u{1B}(0qq", 10, 2),
        // What `TERM=xterm-256color tput smacs` and `tput rmacs` print
        // (ncurses 6.4) around a box.
        ("\u{1B}(0lqqqk\u{1B}(B\r\n\u{1B}(0x\u{1B}(Babc\u{1B}(0x\u{1B}(B\r\n\u{1B}(0mqqqj\u{1B}(B", 8, 3),
    ])
    func handWrittenStreams_matchTmux(text: String, columns: Int, rows: Int) throws {
        try assertMatchesTmux(Array(text.utf8), columns: columns, rows: rows, render: render)
    }
}
