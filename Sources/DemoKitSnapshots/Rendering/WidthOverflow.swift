/// A rendering that draws more columns than the width it was given: a
/// golden keeps the long lines whole, while a terminal of that width (and
/// `open`, and the browser) cuts them, so the golden pins something no one
/// sees. Measured with ``DisplayWidth``, the width terminals draw.
///
/// The words for it live here, for `snapshot`, `open` and DemoKitTesting.
///
/// ```swift
/// let overflow = WidthOverflow(subject: goldenCase.description, width: 80, drawn: 98)
/// print("warning: " + overflow.goldenWarning)
/// ```
package struct WidthOverflow: Sendable, Hashable {
    /// What drew it, safe to print: `Components/statusCard (tweak many-checks)`;
    /// the same for every variation of a tweak that draws the same.
    package var subject: String
    /// The width the demo was asked to render at, in columns.
    package var width: Int
    /// The width of its widest line, in columns; more than ``width``.
    package var drawn: Int

    package init(subject: String, width: Int, drawn: Int) {
        self.subject = subject
        self.width = width
        self.drawn = drawn
    }

    /// The overflow of a rendering whose widest line takes `widest` columns
    /// at `width`, or `nil` when it fits (or `widest` is `nil`).
    package init?(subject: String, width: Int, widest: Int?) {
        guard let widest, widest > width else { return nil }
        self.init(subject: subject, width: width, drawn: widest)
    }

    /// `Components/statusCard (tweak many-checks) draws 98 columns at
    /// width 80; the golden keeps them, a terminal of 80 columns cuts them
    /// (fit the rendering to context.width)`: what `snapshot` warns.
    package var goldenWarning: String {
        "\(measured); the golden keeps them, a terminal of \(width) columns cuts them (\(Self.fix))"
    }

    /// `… draws 98 columns at width 80; shown cut to 80 columns with '…'
    /// (fit the rendering to context.width)`: what `open` warns.
    ///
    /// - Parameter frame: The columns the runner's frame around the demo
    ///   takes, or 0 for an unframed demo; named, since the width the
    ///   demo was given is then less than the one asked for.
    package func cutWarning(frame: Int = 0) -> String {
        let room = frame > 0 ? " (its frame takes \(frame) of \(width + frame))" : ""
        // `truncated(to:)` leaves no room for the `…` in one column.
        let cut = width == 1 ? "1 column" : "\(width) columns with '…'"
        return "\(measured)\(room); shown cut to \(cut) (\(Self.fix))"
    }

    private var measured: String { "\(subject) draws \(drawn) columns at width \(width)" }

    private static let fix = "fit the rendering to context.width"
}
