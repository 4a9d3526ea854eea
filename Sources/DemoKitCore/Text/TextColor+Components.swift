extension TextColor {
    /// How a colour was given, for renderers that are not a terminal (the
    /// HTML catalog and the SVG pictures), which must not parse escape
    /// sequences to find it.
    package enum Kind: Sendable, Hashable {
        /// One of the 16 ANSI colours, 0–15, which a terminal's theme decides.
        case ansi(UInt8)
        /// An entry of the xterm 256-colour palette.
        case indexed(UInt8)
        /// A 24-bit colour.
        case rgb(UInt8, UInt8, UInt8)
    }

    /// How the colour was given.
    package var kind: Kind {
        switch storage {
        case .ansi(let index): .ansi(index)
        case .indexed(let index): .indexed(index)
        case .rgb(let red, let green, let blue): .rgb(red, green, blue)
        }
    }

    /// The colour's red, green and blue values: its own for a 24-bit
    /// colour, xterm's defaults for an ANSI or 256-colour palette entry.
    package var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8) {
        switch storage {
        case .ansi(let index), .indexed(let index): ColorDowngrade.rgb(ofIndexed: index)
        case .rgb(let red, let green, let blue): (red, green, blue)
        }
    }

    /// The hue of an RGB value as the hexagonal projection gives it: the
    /// primary's angle (0° red, 120° green, 240° blue) plus
    /// `60 × offset ÷ chroma` degrees, in (-60, 300); `nil` for a grey.
    ///
    /// The one hue formula. Its parts are integers so that each caller
    /// rounds as it needs: the 16-colour downgrade truncates the offset to
    /// whole degrees, the audit's colour-depth rule keeps fractions.
    package static func hue(red: Int, green: Int, blue: Int) -> (primary: Int, offset: Int, chroma: Int)? {
        let maximum = max(red, green, blue)
        let chroma = maximum - min(red, green, blue)
        guard chroma > 0 else { return nil }
        if maximum == red { return (0, green - blue, chroma) }
        if maximum == green { return (120, blue - red, chroma) }
        return (240, red - green, chroma)
    }
}
