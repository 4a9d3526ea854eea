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

    /// The terminal's black, ANSI colour 0: its look is the user's theme's.
    public static let black = TextColor(.ansi(0))
    /// The terminal's red, ANSI colour 1: its look is the user's theme's.
    public static let red = TextColor(.ansi(1))
    /// The terminal's green, ANSI colour 2: its look is the user's theme's.
    public static let green = TextColor(.ansi(2))
    /// The terminal's yellow, ANSI colour 3: its look is the user's theme's.
    public static let yellow = TextColor(.ansi(3))
    /// The terminal's blue, ANSI colour 4: its look is the user's theme's.
    public static let blue = TextColor(.ansi(4))
    /// The terminal's magenta, ANSI colour 5: its look is the user's theme's.
    public static let magenta = TextColor(.ansi(5))
    /// The terminal's cyan, ANSI colour 6: its look is the user's theme's.
    public static let cyan = TextColor(.ansi(6))
    /// The terminal's white, ANSI colour 7: its look is the user's theme's.
    public static let white = TextColor(.ansi(7))
    /// The terminal's bright black, ANSI colour 8: its look is the user's theme's.
    public static let brightBlack = TextColor(.ansi(8))
    /// The terminal's bright red, ANSI colour 9: its look is the user's theme's.
    public static let brightRed = TextColor(.ansi(9))
    /// The terminal's bright green, ANSI colour 10: its look is the user's theme's.
    public static let brightGreen = TextColor(.ansi(10))
    /// The terminal's bright yellow, ANSI colour 11: its look is the user's theme's.
    public static let brightYellow = TextColor(.ansi(11))
    /// The terminal's bright blue, ANSI colour 12: its look is the user's theme's.
    public static let brightBlue = TextColor(.ansi(12))
    /// The terminal's bright magenta, ANSI colour 13: its look is the user's theme's.
    public static let brightMagenta = TextColor(.ansi(13))
    /// The terminal's bright cyan, ANSI colour 14: its look is the user's theme's.
    public static let brightCyan = TextColor(.ansi(14))
    /// The terminal's bright white, ANSI colour 15: its look is the user's theme's.
    public static let brightWhite = TextColor(.ansi(15))
}
