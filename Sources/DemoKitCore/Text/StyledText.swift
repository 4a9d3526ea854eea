/// A single line of text made of runs, each with its own ``TextStyle``.
///
/// Build it from a string literal and style it with modifiers, then join runs
/// with `+`:
///
/// ```swift
/// let label: StyledText = StyledText("OK").bold().foreground(.green) + " saved"
/// ```
///
/// A `StyledText` is one line; ``TextBlock`` holds several.
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A stretch of text with one style.
    public struct Run: Sendable, Hashable {
        /// The characters of the run.
        public var text: String
        /// How every character of the run looks.
        public var style: TextStyle

        /// Creates a run of `text` in `style`.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in reading order. Empty runs are never stored.
    public internal(set) var runs: [Run]

    /// Creates a line with one style.
    public init(_ text: String = "", style: TextStyle = .plain) {
        runs = text.isEmpty ? [] : [Run(text, style: style)]
    }

    /// Creates a line from runs, merging neighbours with the same style.
    public init(runs: [Run]) {
        self.runs = []
        for run in runs { append(run) }
    }

    /// Creates a plain line from a literal: `let label: StyledText = "OK"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var plainText: String {
        runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
    }

    /// Whether the line has no character.
    public var isEmpty: Bool { runs.isEmpty }

    /// The number of terminal columns the line takes.
    public var displayWidth: Int {
        runs.reduce(0) { $0 + $1.text.displayWidth }
    }

    /// Appends a run, merging it into the last one when the styles match.
    public mutating func append(_ run: Run) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// Appends another line's runs.
    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run) }
    }

    /// The runs of `lhs` followed by those of `rhs`.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Appends the runs of `rhs` to `lhs`.
    public static func += (lhs: inout StyledText, rhs: StyledText) {
        lhs.append(rhs)
    }

    /// Returns the line with `transform` applied to the style of every run.
    public func styled(_ transform: (inout TextStyle) -> Void) -> StyledText {
        StyledText(runs: runs.map { run in
            var style = run.style
            transform(&style)
            return Run(run.text, style: style)
        })
    }

    /// Sets the text colour; `nil` keeps the terminal's default.
    public func foreground(_ color: TextColor?) -> StyledText { styled { $0.foreground = color } }
    /// Sets the background colour.
    public func background(_ color: TextColor?) -> StyledText { styled { $0.background = color } }
    /// Makes every run bold.
    public func bold() -> StyledText { styled { $0.attributes.insert(.bold) } }
    /// Makes every run dim (faint).
    public func dim() -> StyledText { styled { $0.attributes.insert(.dim) } }
    /// Makes every run italic.
    public func italic() -> StyledText { styled { $0.attributes.insert(.italic) } }
    /// Underlines every run.
    public func underline() -> StyledText { styled { $0.attributes.insert(.underline) } }
    /// Makes every run blink.
    public func blink() -> StyledText { styled { $0.attributes.insert(.blink) } }
    /// Swaps foreground and background in every run.
    public func inverse() -> StyledText { styled { $0.attributes.insert(.inverse) } }
    /// The text with a line through it.
    public func strikethrough() -> StyledText { styled { $0.attributes.insert(.strikethrough) } }

    /// Whether any run carries a style.
    package var hasStyles: Bool { runs.contains { !$0.style.isPlain } }

    /// Repeats `text` so that it takes exactly `count` columns (for rules and
    /// fills); when `text` is wider than one column and does not divide
    /// `count`, spaces make up the rest.
    ///
    /// - Parameters:
    ///   - text: The text to repeat, such as `"─"` or `"-="`.
    ///   - count: The number of columns to fill.
    ///   - style: The style of the whole fill.
    /// - Returns: A line `count` columns wide (empty if `count` is not
    ///   positive).
    ///
    /// ```swift
    /// StyledText.repeating("─", count: 20, style: TextStyle(foreground: .brightBlack))
    /// ```
    public static func repeating(_ text: String, count: Int, style: TextStyle = .plain) -> StyledText {
        guard count > 0 else { return StyledText() }
        let unit = text.displayWidth
        guard unit > 0 else { return StyledText(String.spaces(count), style: style) }
        let fill = String.repeating(text, count: count / unit) + String.spaces(count % unit)
        return StyledText(fill, style: style)
    }
}
