/// Text on a screen that changes from run to run and is replaced by a
/// stable placeholder wherever the screen is shown: goldens, `open`, the
/// browser, `review`, the export and the failure report all see the
/// redacted screen, because the demo renders it so.
///
/// A demo that runs in real time (``DemoTiming/realTime``) declares what
/// the real clock changes: an elapsed time that reads `[2.0s]` on one run
/// and `[2.1s]` on the next, a spinner's frame.
///
/// ```swift
/// let redactions: [ScreenRedaction] = [
///     .elapsedTimes,                                   // [2.0s] → [‹time›]
///     .spinnerFrames,                                  // ⠙ → ⠿
///     ScreenRedaction("build numbers", matching: #/#\d+/#, with: "#‹n›"),
/// ]
/// ```
///
/// A match is replaced by the placeholder in the style of its first
/// character. Patterns match within one logical line of the screen, in the
/// order given; a later redaction sees the placeholders of earlier ones. A
/// line the terminal wrapped across rows is matched whole, so an elapsed
/// time split by the edge of the screen is redacted as one; and a line a
/// redaction changed is wrapped again at the screen's width, as the
/// terminal wraps it, so a placeholder wider than the text it replaces
/// (`‹time›` for `1.1s`) moves what follows to the next row and never makes
/// a row wider than the screen. A line no redaction matches keeps the rows
/// the terminal drew.
public struct ScreenRedaction: @unchecked Sendable {
    // `Regex` is not declared `Sendable`; a redaction's regex is never
    // mutated after it is made, and matching does not mutate it.

    /// What is redacted, for people: "elapsed times".
    public var name: String
    /// What replaces each match.
    public var placeholder: String
    private let pattern: Regex<Substring>

    /// A redaction of the text `pattern` matches.
    ///
    /// - Parameters:
    ///   - name: What is redacted, for people.
    ///   - pattern: A regex matched against each line's text.
    ///   - placeholder: What replaces each match.
    public init(_ name: String, matching pattern: Regex<Substring>, with placeholder: String) {
        self.name = name
        self.pattern = pattern
        self.placeholder = placeholder
    }

    /// Elapsed times as progress steps print them: `2.0s`, `12s`, `350ms`,
    /// `1.5 s`, `3m` (a number, then `ms`, `s`, `m` or `h`), replaced by
    /// `‹time›`, so `[2.0s]` reads `[‹time›]`.
    public static let elapsedTimes = ScreenRedaction(
        "elapsed times", matching: #/\d+(?:\.\d+)?\s?(?:ms|s|m|h)\b/#, with: "‹time›")

    /// A spinner's frame: a braille pattern (U+2800–U+28FF, the dots
    /// spinners such as tuist/Noora's and ora's cycle through) or one of the
    /// quarter circles `◐◓◑◒` and `◴◷◶◵`, replaced by `⠿`, one column as the
    /// frame is.
    public static let spinnerFrames = ScreenRedaction(
        "spinner frames", matching: #/[\x{2800}-\x{28FF}◐◓◑◒◴◷◶◵]/#, with: "⠿")

    /// `line` with every match replaced.
    func apply(to line: StyledText) -> StyledText {
        let plain = line.plainText
        let matches = plain.matches(of: pattern)
        guard !matches.isEmpty else { return line }
        let utf8 = plain.utf8
        // Each run's span in the line's UTF-8.
        var spans: [(start: Int, end: Int, run: StyledText.Run)] = []
        var offset = 0
        for run in line.runs {
            let count = run.text.utf8.count
            spans.append((offset, offset + count, run))
            offset += count
        }
        var result = StyledText()
        func copy(from start: Int, to end: Int) {
            for span in spans where span.end > start && span.start < end {
                let bytes = Array(span.run.text.utf8)
                let slice = bytes[(max(start, span.start) - span.start)..<(min(end, span.end) - span.start)]
                result.append(StyledText.Run(String(decoding: slice, as: UTF8.self), style: span.run.style))
            }
        }
        var cursor = 0
        for match in matches {
            let start = utf8.distance(from: utf8.startIndex, to: match.range.lowerBound)
            let end = utf8.distance(from: utf8.startIndex, to: match.range.upperBound)
            guard end > start else { continue }
            copy(from: cursor, to: start)
            let style = spans.first { $0.start <= start && start < $0.end }?.run.style ?? .plain
            result.append(StyledText.Run(placeholder, style: style))
            cursor = end
        }
        copy(from: cursor, to: offset)
        return result
    }
}

extension TextBlock {
    /// The block with every redaction applied to each logical line, in
    /// order: the rows `continued` joins (row `i` goes on in row `i + 1`
    /// when `continued[i]`, as a terminal's autowrap left it) are matched as
    /// one line, and a line a redaction changed is wrapped again at `width`
    /// columns; a line nothing matched keeps its rows.
    ///
    /// - Parameters:
    ///   - redactions: The redactions, applied in order.
    ///   - width: The screen's columns, which no row of a changed line exceeds.
    ///   - continued: For each row, whether the terminal wrapped it onto the
    ///     next; a missing entry is `false`.
    package func redacting(_ redactions: [ScreenRedaction], width: Int, continued: [Bool]) -> TextBlock {
        guard !redactions.isEmpty else { return self }
        var rows: [StyledText] = []
        rows.reserveCapacity(lines.count)
        var first = 0
        while first < lines.count {
            var last = first
            while last + 1 < lines.count, last < continued.count, continued[last] { last += 1 }
            // A wrapped row is as wide as the screen: the blanks the row's
            // text drops at its end are part of the line.
            var line = StyledText()
            for row in first...last {
                line.append(lines[row])
                if row < last, lines[row].displayWidth < width {
                    line.append(StyledText(String(repeating: " ", count: width - lines[row].displayWidth)))
                }
            }
            let redacted = redactions.reduce(line) { $1.apply(to: $0) }
            if redacted == line {
                rows += lines[first...last]
            } else {
                rows += redacted.wrapped(at: width)
            }
            first = last + 1
        }
        return TextBlock(rows)
    }
}

extension StyledText {
    /// The line cut into rows of at most `width` columns, as a terminal's
    /// autowrap cuts it (a wide character that does not fit starts the next
    /// row), each row without its trailing plain blanks.
    fileprivate func wrapped(at width: Int) -> [StyledText] {
        guard width > 0, displayWidth > width else { return [self] }
        var rows: [StyledText] = []
        var row = StyledText()
        var column = 0
        for run in runs {
            var text = ""
            for character in run.text {
                let columns = DisplayWidth.columns(of: character)
                if column + columns > width, column > 0 {
                    row.append(StyledText.Run(text, style: run.style))
                    rows.append(row.trimmingPlainBlanks())
                    row = StyledText()
                    text = ""
                    column = 0
                }
                text.append(character)
                column += columns
            }
            if !text.isEmpty { row.append(StyledText.Run(text, style: run.style)) }
        }
        rows.append(row.trimmingPlainBlanks())
        return rows
    }

    /// The line without the spaces in the plain style at its end, as a
    /// terminal's row reads without its blank cells.
    private func trimmingPlainBlanks() -> StyledText {
        var runs = runs
        while let last = runs.last, last.style == .plain {
            let kept = String(last.text.reversed().drop { $0 == " " }.reversed())
            if kept.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = kept
                break
            }
        }
        return StyledText(runs: runs)
    }
}
