/// A rectangle of styled text: the value every demo renders.
///
/// Blocks are built from strings and ``StyledText`` lines and combined with
/// layout operations (``wrapping(_:width:)``, ``bordered(_:title:color:in:)``,
/// ``horizontal(_:spacing:alignment:in:)``, ``vertical(_:spacing:)``). The
/// runner encodes the result as plain text or with ANSI styles.
///
/// ```swift
/// TextBlock.vertical([
///     TextBlock(StyledText("Saved").bold()),
///     TextBlock.wrapping("Your changes are stored in iCloud.", width: context.width - 4),
/// ])
/// .bordered(.rounded, in: context)
/// ```
public struct TextBlock: Sendable, Hashable {
    /// The lines, top to bottom. Lines may have different widths.
    public var lines: [StyledText]

    /// Creates a block from lines.
    public init(_ lines: [StyledText]) {
        self.lines = lines
    }

    /// Creates a block from text, one line per line of `text` (lines end
    /// with `\n` or `\r\n`).
    public init(_ text: String, style: TextStyle = .plain) {
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.asciiValue == 0x0A })
            .map { StyledText(String($0), style: style) }
    }

    /// Creates a block of one line.
    public init(_ line: StyledText) {
        self.lines = [line]
    }

    /// A block with no lines.
    public static let empty = TextBlock([StyledText]())

    /// The width of the widest line, in terminal columns.
    public var width: Int { lines.reduce(0) { max($0, $1.displayWidth) } }

    /// The number of lines.
    public var height: Int { lines.count }

    /// Whether any line carries a style.
    package var hasStyles: Bool { lines.contains { $0.hasStyles } }

    /// The block as plain text, lines joined by `\n`, without escape sequences
    /// and without trailing spaces: `encoded(for: .none)` without the
    /// isolates around right-to-left text, which is what a reader sees.
    public var plainText: String { encoded(for: .none, isolating: false) }
}
