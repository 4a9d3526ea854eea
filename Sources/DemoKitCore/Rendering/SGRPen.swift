/// The style a terminal writes new text in (its "pen"), as the SGR
/// parameters that set it: what ``FrameWriter`` keeps track of so that a
/// run is styled by the change from the run before it rather than by its
/// whole style and a reset after it.
///
/// Two styles that look the same on the terminal (colours downgraded to the
/// same one, or any styles without colour support) are the same pen.
///
/// ```swift
/// let red = SGRPen(TextStyle(foreground: .red), colorSupport: .ansi16)
/// let boldRed = SGRPen(TextStyle(foreground: .red, attributes: .bold), colorSupport: .ansi16)
/// SGRPen.plain.change(to: red)  // "\u{1B}[31m"
/// red.change(to: boldRed)       // "\u{1B}[1m": only what it adds
/// boldRed.change(to: red)       // "\u{1B}[0;31m": a reset, then the rest
/// red.change(to: .plain)        // "\u{1B}[m"
/// ```
package struct SGRPen: Hashable, Sendable {
    /// The attributes' SGR parameters, in order: bold, dim, italic,
    /// underline, blink, inverse, strikethrough.
    private static let attributeCodes: [(TextAttributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.blink, "5"), (.inverse, "7"),
        (.strikethrough, "9"),
    ]

    private var attributes: TextAttributes
    /// `31`, `38;5;208`, `38;2;255;128;0`, or `nil` for the default.
    private var foreground: String?
    /// `41`, `48;5;208`, `48;2;255;128;0`, or `nil` for the default.
    private var background: String?

    /// No attributes, the default colours: what a reset (`ESC [ m`) sets.
    package static let plain = SGRPen(attributes: [], foreground: nil, background: nil)

    private init(attributes: TextAttributes, foreground: String?, background: String?) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The pen that writes `style` on a terminal with `colorSupport`:
    /// ``plain`` for ``ColorSupport/none``, which writes no escape sequence.
    package init(_ style: TextStyle, colorSupport: ColorSupport) {
        guard colorSupport != .none, !style.isPlain else {
            self = .plain
            return
        }
        attributes = style.attributes
        foreground = style.foreground.map { ANSIEncoder.colorCode($0, colorSupport: colorSupport, background: false) }
        background = style.background.map { ANSIEncoder.colorCode($0, colorSupport: colorSupport, background: true) }
    }

    /// Whether a space in this pen shows: a background, inverse or
    /// underline.
    package var showsSpaces: Bool {
        background != nil || attributes.contains(.inverse) || attributes.contains(.underline)
    }

    /// Appends the one SGR sequence that turns this pen into `next`, or
    /// nothing when they are the same: only what `next` adds when it keeps
    /// everything this pen has (an attribute more, another colour), else a
    /// reset and `next`'s parameters in the same sequence (`ESC [ 0 ; 1 m`),
    /// or the reset alone (`ESC [ m`) for ``plain``. Turning single
    /// attributes off (`22`, `39`) is not used: a reset is as short or
    /// nearly so, and every terminal has it.
    func appendChange<Output: EncodedOutput>(to next: SGRPen, to output: inout Output) {
        guard next != self else { return }
        output.append(ControlSequence.escape)
        let adds =
            next.attributes.isSuperset(of: attributes) && (foreground == nil || next.foreground != nil)
            && (background == nil || next.background != nil)
        var first = true
        func append(_ code: String) {
            if !first { output.append(";") }
            output.append(code)
            first = false
        }
        if !adds, next != .plain { append("0") }
        for (attribute, code) in Self.attributeCodes
        where next.attributes.contains(attribute) && !(adds && attributes.contains(attribute)) {
            append(code)
        }
        if let color = next.foreground, !(adds && color == foreground) { append(color) }
        if let color = next.background, !(adds && color == background) { append(color) }
        output.append("m")
    }

    /// ``appendChange(to:to:)`` as a string.
    package func change(to next: SGRPen) -> String {
        var output = ""
        appendChange(to: next, to: &output)
        return output
    }
}
