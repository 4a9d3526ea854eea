import Foundation

/// Turns a group, demo or tweak identifier into one path component that is
/// safe on Linux, macOS and Windows, and readable.
///
/// The mapping is stable (the same identifier always gives the same name) and
/// keeps letters of any script and emoji as they are, in Unicode NFC form so
/// that a name typed decomposed on macOS gives the same file:
///
/// | Input | Component | Why |
/// | - | - | - |
/// | `red` | `red` | |
/// | `قرمز`, `🚀 launch` | unchanged | any script and emoji survive |
/// | `a/b` | `a%2Fb` | `/ \ : * ? " < > \|`, `%`, `@` and control characters are percent-encoded |
/// | `../x` | `%2E%2E%2Fx` | leading dots are encoded, so no name is `.`, `..` or hidden |
/// | `x.` or `x ` | `x%2E`, `x%20` | Windows drops trailing dots and spaces |
/// | `CON`, `nul` | `%43ON`, `%6Eul` | reserved device names on Windows |
/// | 300 characters | first ~100 bytes, `~`, 16 hex digits | names stay far below 255 bytes |
///
/// Bidirectional-override and other invisible (default-ignorable)
/// characters are encoded too, so that a file name cannot display as something it is not;
/// the joiners that emoji and Persian need are kept. `@` is reserved for the
/// variation suffix (`red@dark`).
enum PathSanitizer {
    /// UTF-8 bytes above which a component is shortened.
    static let maximumLength = 120
    /// UTF-8 bytes of the readable prefix kept when shortening.
    static let keptPrefixLength = 100

    static let reservedNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul", "conin$", "conout$"]
        for digit in 0...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    /// The path component for `identifier`.
    static func component(for identifier: String) -> String {
        if identifier.isEmpty { return "%00" }
        if isPlainASCII(identifier) { return identifier }
        let normalized = identifier.precomposedStringWithCanonicalMapping
        var units: [String] = []
        for character in normalized {
            units.append(encode(character))
        }
        escapeEdges(&units, original: Array(normalized))
        escapeReservedName(&units)
        var result = units.joined()
        if result.utf8.count > maximumLength {
            result = shortened(units, original: identifier)
        }
        return result
    }

    /// The common case, checked without allocating: ASCII letters, digits and
    /// `-_.+=,()[]{}!#$&'~;` (plus inner spaces and dots), not reserved.
    private static func isPlainASCII(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard bytes.count <= maximumLength, let first = bytes.first, let last = bytes.last else {
            return false
        }
        if first == UInt8(ascii: ".") || first == UInt8(ascii: " ") { return false }
        if last == UInt8(ascii: ".") || last == UInt8(ascii: " ") { return false }
        for byte in bytes where !isSafeASCII(byte) { return false }
        // Every reserved name begins with one of `acln p`: most identifiers
        // are told apart by their first letter, without building a string.
        guard "aclnp".utf8.contains(first | 0x20) else { return true }
        let base = baseName(identifier)
        if base.utf8.count <= 7, reservedNames.contains(base.lowercased()) { return false }
        return true
    }

    private static func isSafeASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " "),
            UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "~"), UInt8(ascii: ";"),
            UInt8(ascii: "^"), UInt8(ascii: "`"):
            return true
        default:
            return false
        }
    }

    private static func needsEncoding(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return !isSafeASCII(UInt8(value)) }
        switch value {
        case 0x80...0x9F,  // C1 controls
            0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,  // bidi controls
            0x2028, 0x2029, 0xFEFF, 0xFFF9...0xFFFB,  // separators, BOM, annotations
            0xFDD0...0xFDEF:  // non-characters
            return true
        // Joiners (emoji, Persian), variation selectors and tags (emoji
        // flags) and Mongolian selectors shape visible text: kept.
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0020...0xE007F, 0x180B...0x180F:
            return false
        default:
            // Other characters that do not show (U+200B, U+00AD, U+034F).
            return (value & 0xFFFE) == 0xFFFE || scalar.properties.generalCategory == .surrogate
                || scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    private static func encode(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: needsEncoding) else { return String(character) }
        var result = ""
        for scalar in character.unicodeScalars {
            if needsEncoding(scalar) {
                result += percentEncoded(String(scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            result += "%"
            result += byte < 16 ? "0" : ""
            result += String(byte, radix: 16, uppercase: true)
        }
        return result
    }

    /// Leading dots and spaces, and trailing dots and spaces, are encoded.
    private static func escapeEdges(_ units: inout [String], original: [Character]) {
        var index = 0
        while index < units.count, original[index] == "." || original[index] == " " {
            units[index] = percentEncoded(String(original[index]))
            index += 1
        }
        var last = units.count - 1
        while last >= index, original[last] == "." || original[last] == " " {
            units[last] = percentEncoded(String(original[last]))
            last -= 1
        }
    }

    private static func escapeReservedName(_ units: inout [String]) {
        guard let first = units.first, first.count == 1 else { return }
        let joined = units.joined()
        guard reservedNames.contains(baseName(joined).lowercased()) else { return }
        units[0] = percentEncoded(first)
    }

    /// Windows reserves `CON` and also `CON.txt`: the part before the first dot.
    private static func baseName(_ name: String) -> Substring {
        name.prefix { $0 != "." }
    }

    private static func shortened(_ units: [String], original: String) -> String {
        var result = ""
        var length = 0
        for unit in units {
            let unitLength = unit.utf8.count
            if length + unitLength > keptPrefixLength { break }
            result += unit
            length += unitLength
        }
        // A trailing dot or space would be dropped by Windows.
        while let last = result.last, last == "." || last == " " { result.removeLast() }
        return result + "~" + StableHash.hex(original)
    }
}
