extension TextColor {
    /// The colour as 24-bit RGB: an RGB colour as it is, a palette entry as
    /// xterm shows it by default. For pages and pictures that show a
    /// rendering outside a terminal (the failure report, the exported catalog).
    package var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        switch storage {
        case .ansi(let index), .indexed(let index):
            let (red, green, blue) = ColorDowngrade.rgb(ofIndexed: index)
            return (red, green, blue)
        case .rgb(let red, let green, let blue):
            return (red, green, blue)
        }
    }

    /// `#RRGGBB`, for CSS and SVG.
    package var hexString: String {
        let (red, green, blue) = rgb
        return "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
