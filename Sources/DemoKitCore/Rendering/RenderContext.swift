/// Everything a demo needs to know to render itself: the room it has and what
/// the terminal can show.
///
/// The runner builds a context from its flags and the terminal (`open`), or
/// from a fixed, documented value (golden snapshots), so a demo never reads
/// the environment itself.
public struct RenderContext: Sendable, Hashable {
    /// The number of terminal columns available. Every rendered line must fit.
    public var width: Int
    /// The number of rows available, when known (full-screen presentation).
    public var height: Int?
    /// The colours the output can carry. ``ColorSupport/none`` means plain text.
    public var colorSupport: ColorSupport
    /// Light or dark: the terminal counterpart of iOS dark mode.
    public var appearance: Appearance
    /// Left-to-right, or right-to-left for Arabic, Persian and Hebrew.
    public var direction: LayoutDirection
    /// The virtual time since the demo started: what an ``AnimatedDemo``
    /// draws from (a spinner's frame, an elapsed-time label). The runner, a
    /// script or a test supplies it, so a rendering at 1.2 s is the same on
    /// every machine; still demos ignore it. Never negative.
    public var time: Duration
    /// Whether the reader asked for reduced motion: an animation shows a
    /// still look (a static mark for a spinner, the final state of a
    /// transition) and nothing blinks. A golden variation pins it
    /// (``SnapshotVariation/reducedMotion-type.property``); the audit checks it.
    public var reduceMotion: Bool
    /// Whether the output may be read by a screen reader: the accessible look,
    /// which a reader asks for (`demo-runner open --screen-reader`, a golden
    /// variation); a run without colour, with `TERM=dumb` or into a pipe does
    /// not ask for it. Write append-only output (no redrawn lines, no spinner
    /// frames) and keep decoration (borders, blocks) out of it.
    public var screenReader: Bool
    /// The session of the ``LivePlayer`` that renders, if any: where a
    /// hosted demo (a stream component) finds its input and its run. Not
    /// part of the context's equality.
    package var session: LiveSession? {
        get { sessionSlot.session }
        set { sessionSlot.session = newValue }
    }
    private var sessionSlot = LiveSessionSlot()

    /// Creates a context. The defaults are 80 columns, no height, no colour,
    /// light, left to right: plain text. Golden snapshots render at the same
    /// width and appearance but in 24-bit colour (``ColorSupport/trueColor``);
    /// ``SnapshotVariation/context`` gives their exact context.
    ///
    /// - Parameters:
    ///   - width: The columns available; at least 1.
    ///   - height: The rows available, if known; at least 1.
    ///   - colorSupport: The colours the output can carry.
    ///   - appearance: Light or dark.
    ///   - direction: Left to right, or right to left.
    ///   - time: The virtual time since the demo started, for a live demo;
    ///     a negative time counts as zero.
    ///   - reduceMotion: Whether the reader asked for reduced motion.
    ///   - screenReader: Whether the output may be read by a screen reader.
    ///
    /// <!-- not compiled: uses a demo of the reader's -->
    /// ```swift
    /// let block = try GreetingDemo().render(in: RenderContext(width: 40, colorSupport: .trueColor))
    /// ```
    public init(
        width: Int = 80,
        height: Int? = nil,
        colorSupport: ColorSupport = .none,
        appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight,
        time: Duration = .zero,
        reduceMotion: Bool = false,
        screenReader: Bool = false
    ) {
        self.width = max(1, width)
        self.height = height.map { max(1, $0) }
        self.colorSupport = colorSupport
        self.appearance = appearance
        self.direction = direction
        self.time = max(.zero, time)
        self.reduceMotion = reduceMotion
        self.screenReader = screenReader
    }

    /// Whether colour and other styles will be shown.
    public var allowsColor: Bool { colorSupport != .none }

    /// The semantic colours for this context's appearance.
    public var palette: Palette { appearance == .dark ? .dark : .light }

    /// Whether the layout is mirrored for a right-to-left script.
    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// A copy with a different width, for laying out a part of a component.
    ///
    /// - Parameter width: The columns the part may take; at least 1.
    /// - Returns: The context with `width` and everything else unchanged.
    ///
    /// ```swift
    /// let column = context.with(width: context.width / 2)
    /// ```
    public func with(width: Int) -> RenderContext {
        var copy = self
        copy.width = max(1, width)
        return copy
    }

    /// A copy with a different layout direction, for a part that keeps its
    /// own direction (a code sample inside a right-to-left screen).
    ///
    /// - Parameter direction: The direction of the part.
    /// - Returns: The context with `direction` and everything else unchanged.
    ///
    /// ```swift
    /// let code = TextBlock("let x = 1").aligned(.leading, in: context.with(direction: .leftToRight))
    /// ```
    public func with(direction: LayoutDirection) -> RenderContext {
        var copy = self
        copy.direction = direction
        return copy
    }

    /// A copy with a different appearance, for a part drawn on a surface of
    /// the opposite colour.
    ///
    /// - Parameter appearance: The appearance of the part.
    /// - Returns: The context with `appearance` and everything else unchanged.
    ///
    /// ```swift
    /// let inverted = context.with(appearance: context.appearance == .light ? .dark : .light)
    /// ```
    public func with(appearance: Appearance) -> RenderContext {
        var copy = self
        copy.appearance = appearance
        return copy
    }

    /// A copy at a different virtual time.
    ///
    /// - Parameter time: The time since the demo started; at least zero.
    /// - Returns: The context with `time` and everything else unchanged.
    ///
    /// ```swift
    /// let later = context.with(time: context.time + .seconds(1))
    /// ```
    public func with(time: Duration) -> RenderContext {
        var copy = self
        copy.time = max(.zero, time)
        return copy
    }
}

/// Light or dark appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Dark text on a light background: the goldens' appearance.
    case light
    /// Light text on a dark background.
    case dark
}

/// The direction text and layout flow in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left to right, as in English: the goldens' direction.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// The colours a terminal can show, from none to 24-bit.
public enum ColorSupport: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Plain text: no escape sequence at all.
    case none = 0
    /// The 16 ANSI colours (SGR 30–37, 90–97).
    case ansi16 = 1
    /// The xterm 256-colour palette (SGR 38;5;N).
    case ansi256 = 2
    /// 24-bit colour (SGR 38;2;R;G;B).
    case trueColor = 3

    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
