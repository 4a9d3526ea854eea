/// One extra context a demo's golden snapshots are rendered in, beyond the
/// standard one: another width, the dark appearance, right to left, a height.
///
/// Every golden is rendered in a fixed, documented context so that it does
/// not depend on the terminal the snapshot runs in: 80 columns, no height,
/// light, left to right, 24-bit colour. The rendering is written twice: the
/// `.txt` golden without escape sequences, for review, and, when it has
/// styles, the `.ansi` golden with them. A demo that should also be pinned in other contexts
/// lists them in ``Demoable/snapshotVariations``; each gets its own golden,
/// named after the tweak with a suffix that says which context it is
/// (`red@w40.txt`, `red@dark-rtl.txt`):
///
/// ```swift
/// var snapshotVariations: [SnapshotVariation] {
///     [.standard, .width(40), .dark, .rightToLeft]
/// }
/// ```
public struct SnapshotVariation: Sendable, Hashable {
    /// The width in columns; `nil` means the standard 80.
    public var width: Int?
    /// The height in rows; `nil` means none, as in the standard context.
    public var height: Int?
    /// The appearance; light in the standard context.
    public var appearance: Appearance
    /// The layout direction; left to right in the standard context.
    public var direction: LayoutDirection
    /// Whether the demo is told that colour is available; `true` in the
    /// standard context. Use ``noColor-type.property`` to pin what a demo draws for a
    /// terminal without colour, when that differs.
    public var allowsColor: Bool
    /// Whether the demo is told the reader asked for reduced motion
    /// (``RenderContext/reduceMotion``); `false` in the standard context.
    public var reduceMotion: Bool = false
    /// Whether the demo is told a screen reader may read its output
    /// (``RenderContext/screenReader``); `false` in the standard context.
    public var forScreenReader: Bool = false

    /// The width of the standard golden context.
    package static let standardWidth = 80

    /// Creates a variation; the defaults are those of the standard context.
    public init(
        width: Int? = nil,
        height: Int? = nil,
        appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight,
        allowsColor: Bool = true
    ) {
        self.width = width.map { max(1, $0) }
        self.height = height.map { max(1, $0) }
        self.appearance = appearance
        self.direction = direction
        self.allowsColor = allowsColor
    }

    /// The standard context: 80 columns, no height, light, left to right,
    /// 24-bit colour.
    public static let standard = SnapshotVariation()

    /// The dark appearance at the standard width.
    public static let dark = SnapshotVariation(appearance: .dark)

    /// Right to left at the standard width.
    public static let rightToLeft = SnapshotVariation(direction: .rightToLeft)

    /// The standard context for a terminal without colour.
    public static let noColor = SnapshotVariation(allowsColor: false)

    /// The standard context for a reader who asked for reduced motion: the
    /// golden that pins an animation's still look.
    public static let reducedMotion = SnapshotVariation().reducedMotion

    /// The accessible look: no colour, reduced motion, and a screen reader
    /// that may read the output.
    public static let screenReader = SnapshotVariation().screenReader

    /// Another width.
    public static func width(_ columns: Int) -> SnapshotVariation {
        SnapshotVariation(width: columns)
    }

    /// A copy with another width: `.dark.width(40)`.
    public func width(_ columns: Int) -> SnapshotVariation {
        var copy = self
        copy.width = max(1, columns)
        return copy
    }

    /// A copy with a height, for full-screen demos.
    public func height(_ rows: Int) -> SnapshotVariation {
        var copy = self
        copy.height = max(1, rows)
        return copy
    }

    /// A copy in the dark appearance.
    public var dark: SnapshotVariation {
        var copy = self
        copy.appearance = .dark
        return copy
    }

    /// A copy laid out right to left.
    public var rightToLeft: SnapshotVariation {
        var copy = self
        copy.direction = .rightToLeft
        return copy
    }

    /// A copy for a terminal without colour.
    public var noColor: SnapshotVariation {
        var copy = self
        copy.allowsColor = false
        return copy
    }

    /// A copy for a reader who asked for reduced motion.
    public var reducedMotion: SnapshotVariation {
        var copy = self
        copy.reduceMotion = true
        return copy
    }

    /// A copy in the accessible look: no colour, reduced motion, read by a
    /// screen reader.
    public var screenReader: SnapshotVariation {
        var copy = self
        copy.allowsColor = false
        copy.reduceMotion = true
        copy.forScreenReader = true
        return copy
    }

    /// The suffix that names this variation's goldens, empty for the standard
    /// context: `w40`, `h24`, `dark`, `rtl`, `nocolor`, joined by `-` in that
    /// order, then `reduced-motion` and `screen-reader` (which implies the
    /// other two and stands alone).
    package var suffix: String {
        var parts: [String] = []
        if let width, width != Self.standardWidth { parts.append("w\(width)") }
        if let height { parts.append("h\(height)") }
        if appearance == .dark { parts.append("dark") }
        if direction == .rightToLeft { parts.append("rtl") }
        if forScreenReader {
            parts.append("screen-reader")
        } else {
            if !allowsColor { parts.append("nocolor") }
            if reduceMotion { parts.append("reduced-motion") }
        }
        return parts.joined(separator: "-")
    }

    /// The context goldens of this variation are rendered in: 24-bit colour,
    /// or none for ``noColor-type.property``.
    public var context: RenderContext {
        RenderContext(
            width: width ?? Self.standardWidth,
            height: height,
            colorSupport: allowsColor ? .trueColor : .none,
            appearance: appearance,
            direction: direction,
            reduceMotion: reduceMotion,
            screenReader: forScreenReader
        )
    }
}
