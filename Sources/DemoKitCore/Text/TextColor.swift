/// A terminal colour: one of the 16 ANSI colours, an entry of the 256-colour
/// palette, or a 24-bit RGB value.
///
/// Colours are written for the terminal's ``ColorSupport`` when output is
/// encoded, downgrading to the nearest colour the terminal can show.
public struct TextColor: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case ansi(UInt8)  // 0–15
        case indexed(UInt8)  // 0–255
        case rgb(UInt8, UInt8, UInt8)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// An entry of the xterm 256-colour palette.
    public static func indexed(_ index: UInt8) -> TextColor { TextColor(.indexed(index)) }

    /// A 24-bit colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TextColor {
        TextColor(.rgb(red, green, blue))
    }

    /// A 24-bit colour from a hex value such as `0x1E90FF`.
    public static func hex(_ value: UInt32) -> TextColor {
        TextColor(.rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)))
    }

    public static let black = TextColor(.ansi(0))
    public static let red = TextColor(.ansi(1))
    public static let green = TextColor(.ansi(2))
    public static let yellow = TextColor(.ansi(3))
    public static let blue = TextColor(.ansi(4))
    public static let magenta = TextColor(.ansi(5))
    public static let cyan = TextColor(.ansi(6))
    public static let white = TextColor(.ansi(7))
    public static let brightBlack = TextColor(.ansi(8))
    public static let brightRed = TextColor(.ansi(9))
    public static let brightGreen = TextColor(.ansi(10))
    public static let brightYellow = TextColor(.ansi(11))
    public static let brightBlue = TextColor(.ansi(12))
    public static let brightMagenta = TextColor(.ansi(13))
    public static let brightCyan = TextColor(.ansi(14))
    public static let brightWhite = TextColor(.ansi(15))
}
