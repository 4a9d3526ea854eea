/// How a run of text looks: colours and attributes.
///
/// Styles are applied with the modifiers of ``StyledText``
/// (`.bold()`, `.foreground(.red)`) and are dropped entirely in plain output.
public struct TextStyle: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's default.
    public var foreground: TextColor?
    /// The background colour, or `nil` for the terminal's default.
    public var background: TextColor?
    /// Bold, dim, italic, underline, inverse and strikethrough.
    public var attributes: TextAttributes

    /// A style with the given colours and attributes; no argument gives ``plain``.
    public init(
        foreground: TextColor? = nil,
        background: TextColor? = nil,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// No colour and no attribute.
    public static let plain = TextStyle()

    /// Whether the style changes nothing.
    package var isPlain: Bool { self == .plain }
}

/// Text attributes that terminals show with SGR sequences.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint or decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let inverse = TextAttributes(rawValue: 1 << 4)
    /// A line through the text (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
    /// Blinking text (SGR 5; rapid blink, SGR 6, is read as this too).
    ///
    /// Exported pages blink it with CSS unless the reader asks for reduced
    /// motion, and pictures with an SVG animation.
    public static let blink = TextAttributes(rawValue: 1 << 6)
}
