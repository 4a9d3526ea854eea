import DemoKitCore

extension VirtualTerminal {
    /// The visible rows as styled text: each row without its trailing blank
    /// cells (spaces in the plain style), and without the blank rows at the
    /// bottom. A cell erased with a background colour is not blank.
    public var screen: TextBlock {
        var lines = (0..<emulator.rows).map { emulator.line(emulator.grid.row($0)) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return TextBlock(lines)
    }

    /// The rows that scrolled off the top of the main screen while the
    /// scroll region was the whole screen, oldest first (at most the
    /// scrollback limit).
    public var scrollback: [StyledText] {
        emulator.scrollback.rows[emulator.scrollback.start...].map { emulator.line($0[...]) }
    }

    /// Everything the program left on the main screen's history: the
    /// scrollback, then the visible rows, without blank rows at the end.
    public var transcript: TextBlock {
        var lines = scrollback
        lines += (0..<emulator.rows).map { emulator.line(emulator.grid.row($0)) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return TextBlock(lines)
    }
}

extension VirtualTerminal {
    /// The rows ``screen`` (or, with `transcript`, ``transcript``) reads,
    /// each with whether autowrap continued it on the next row: what a
    /// redaction needs to match a line the edge of the screen cut.
    package func rows(transcript: Bool) -> (lines: TextBlock, continued: [Bool]) {
        let visible = (0..<emulator.rows).map { emulator.grid.wrapped[$0] }
        let continued = transcript
            ? Array(emulator.scrollback.continued[emulator.scrollback.start...]) + visible : visible
        return (transcript ? self.transcript : screen, continued)
    }
}

extension TerminalEmulator {
    /// One row of cells as styled text, trailing blank cells dropped.
    func line(_ cells: ArraySlice<TerminalCell>) -> StyledText {
        var end = cells.endIndex
        while end > cells.startIndex, cells[end - 1] == .blank { end -= 1 }
        var runs: [StyledText.Run] = []
        var text = String.UnicodeScalarView()
        var runStyle: UInt32 = cells.first?.style ?? 0
        for cell in cells[cells.startIndex..<end] where !cell.isSpacer {
            if cell.style != runStyle {
                if !text.isEmpty { runs.append(StyledText.Run(String(text), style: styles[runStyle])) }
                text = String.UnicodeScalarView()
                runStyle = cell.style
            }
            if cell.isCluster {
                text.append(contentsOf: clusters[cell.value].unicodeScalars)
            } else {
                text.append(Unicode.Scalar(cell.value) ?? " ")
            }
        }
        if !text.isEmpty { runs.append(StyledText.Run(String(text), style: styles[runStyle])) }
        return StyledText(runs: runs)
    }
}
