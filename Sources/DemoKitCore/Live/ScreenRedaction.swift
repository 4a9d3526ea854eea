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
/// character. Patterns match within one line of the screen's text, in the
/// order given; a later redaction sees the placeholders of earlier ones.
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
    /// The block with every redaction applied to each line, in order.
    public func redacting(_ redactions: [ScreenRedaction]) -> TextBlock {
        guard !redactions.isEmpty else { return self }
        return TextBlock(lines.map { line in redactions.reduce(line) { $1.apply(to: $0) } })
    }
}
