/// A 24-bit sRGB colour as the audit measures it.
package struct RGB: Sendable, Hashable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from a hex value such as `0xCC0000`.
    package init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// `#CC0000`.
    package var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for value in [red, green, blue] {
            text.append(digits[Int(value >> 4)])
            text.append(digits[Int(value & 0x0F)])
        }
        return text
    }

    /// `self` over `other` at `alpha` (0…1), channel by channel in sRGB, as
    /// terminals draw faint text.
    package func blended(over other: RGB, alpha: Double) -> RGB {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }
}
