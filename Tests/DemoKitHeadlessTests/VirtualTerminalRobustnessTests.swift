import DemoKitCore
import DemoKitHeadless
import Testing

/// Random input never traps, and never leaves the cursor or the screen
/// outside the terminal's size, at any size down to one cell.
@Suite("VirtualTerminal robustness") struct VirtualTerminalRobustnessTests {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let pieces: [String] = [
        "a", "xyz", "中", "e\u{301}", "\u{301}", "👩‍💻", "❤\u{FE0F}", "\r", "\n", "\u{8}", "\t", "\u{7}",
        "\u{1B}[A", "\u{1B}[5B", "\u{1B}[99C", "\u{1B}[3D", "\u{1B}[2E", "\u{1B}[F", "\u{1B}[7G", "\u{1B}[3;80H",
        "\u{1B}[0;0f", "\u{1B}[9d", "\u{1B}7", "\u{1B}8", "\u{1B}[s", "\u{1B}[u", "\u{1B}[K", "\u{1B}[1K",
        "\u{1B}[2K", "\u{1B}[J", "\u{1B}[1J", "\u{1B}[2J", "\u{1B}[3J", "\u{1B}[4X", "\u{1B}[3@", "\u{1B}[2P",
        "\u{1B}[2L", "\u{1B}[M", "\u{1B}[S", "\u{1B}[2T", "\u{1B}D", "\u{1B}M", "\u{1B}E", "\u{1B}H", "\u{1B}[g",
        "\u{1B}[3g", "\u{1B}[2Z", "\u{1B}[2;4r", "\u{1B}[r", "\u{1B}[9;3r", "\u{1B}[1;31;44m", "\u{1B}[m",
        "\u{1B}[38;2;1;2;3m", "\u{1B}[?25l", "\u{1B}[?25h", "\u{1B}[?1049h", "\u{1B}[?1049l", "\u{1B}[?47h",
        "\u{1B}[?1047l", "\u{1B}[?7l", "\u{1B}[?7h", "\u{1B}[?2004h", "\u{1B}[?1h", "\u{1B}c", "\u{1B}[!p",
        "\u{1B}#8", "\u{1B}]0;t\u{7}", "\u{1B}P$q\u{1B}\\", "\u{1B}[", "\u{1B}", "\u{FF}", "\u{1B}[65535;65535H",
    ]

    @Test(arguments: [(1, 1), (2, 1), (1, 3), (3, 2), (10, 4), (80, 24)])
    func randomInput_keepsTheTerminalConsistent(columns: Int, rows: Int) {
        var generator = Generator(state: UInt64(columns * 1000 + rows))
        var terminal = VirtualTerminal(columns: columns, rows: rows, scrollbackLimit: 50)
        for step in 0..<4000 {
            var bytes = Array(Self.pieces[generator.next(Self.pieces.count)].utf8)
            if generator.next(20) == 0 { bytes = (0..<4).map { _ in UInt8(generator.next(256)) } }
            // Split anywhere, even inside a character or a sequence.
            let cut = generator.next(bytes.count + 1)
            terminal.write(bytes: bytes[..<cut])
            terminal.write(bytes: bytes[cut...])
            if step % 500 == 499 {
                terminal.resize(columns: 1 + generator.next(columns + 2), rows: 1 + generator.next(rows + 2))
            }
            #expect(terminal.cursor.row >= 0 && terminal.cursor.row < terminal.rows)
            #expect(terminal.cursor.column >= 0 && terminal.cursor.column < terminal.columns)
        }
        let screen = terminal.screen
        #expect(screen.height <= terminal.rows)
        #expect(terminal.scrollback.count <= 50)
        // Every row fits: the cells a row's text takes, scalar by scalar.
        for line in screen.lines {
            let cells = line.plainText.unicodeScalars.reduce(0) { $0 + DisplayWidth.terminalColumns(of: $1) }
            #expect(cells <= terminal.columns)
        }
    }
}
