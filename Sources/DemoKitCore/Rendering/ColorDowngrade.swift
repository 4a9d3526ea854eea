/// Maps colours to the nearest one a terminal can show.
///
/// 24-bit colours become the nearest entry of the xterm 256-colour cube or
/// grey ramp (never one of the first 16, which themes redefine); 24-bit and
/// 256-colour values become one of the 16 ANSI colours by hue (see
/// ``nearestANSI(_:_:_:)``). ANSI colours are never changed, so they keep
/// following the terminal's theme.
enum ColorDowngrade {
    /// `color` as `support` can show it.
    static func color(_ color: TextColor, for support: ColorSupport) -> TextColor {
        switch (color.storage, support) {
        case (.rgb(let red, let green, let blue), .ansi256):
            return .indexed(nearestIndexed(red, green, blue))
        case (.rgb(let red, let green, let blue), .ansi16), (.rgb(let red, let green, let blue), .none):
            return TextColor(.ansi(nearestANSI(red, green, blue)))
        case (.indexed(let index), .ansi16), (.indexed(let index), .none):
            let (red, green, blue) = rgb(ofIndexed: index)
            return TextColor(.ansi(nearestANSI(red, green, blue)))
        default:
            return color
        }
    }

    /// The xterm default values of the 16 ANSI colours.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The channel values of the 6×6×6 colour cube (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The xterm RGB value of a 256-colour palette entry.
    static func rgb(ofIndexed index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return ansiRGB[Int(index)]
        case 16..<232:
            let value = Int(index) - 16
            return (
                UInt8(cubeLevels[value / 36]), UInt8(cubeLevels[(value / 6) % 6]),
                UInt8(cubeLevels[value % 6])
            )
        default:
            let level = UInt8(8 + (Int(index) - 232) * 10)
            return (level, level, level)
        }
    }

    /// How different two colours look: squared distance weighted for the
    /// eye ("redmean").
    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        // Weighted for the eye's sensitivity ("redmean" approximation).
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        // Parenthesised: in Swift `>>` binds tighter than `*`.
        return (((512 + meanRed) * red * red) >> 8) + 4 * green * green + (((767 - meanRed) * blue * blue) >> 8)
    }

    /// The ANSI colour for an RGB value, chosen by hue rather than by
    /// distance.
    ///
    /// The 16 colours are far apart, so the nearest one by distance is often
    /// a grey: a pastel green or a salmon red would lose the meaning a
    /// component gave it. Instead, the xterm values map to themselves; other
    /// colours with little saturation become black, bright black, white or
    /// bright white by lightness; the rest take the ANSI hue nearest theirs
    /// (red, yellow, green, cyan, blue, magenta, 60° apart), in its bright
    /// form when the colour is light.
    static func nearestANSI(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        if let exact = ansiRGB.firstIndex(where: { $0 == (red, green, blue) }) { return UInt8(exact) }
        let (red, green, blue) = (Int(red), Int(green), Int(blue))
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let chroma = maximum - minimum
        if chroma < 40 || chroma * 4 < maximum {
            switch (red + green + blue) / 3 {
            case ..<64: return 0
            case ..<166: return 8
            case ..<243: return 7
            default: return 15
            }
        }
        // Not nil: the chroma is at least 40 here.
        let parts = TextColor.hue(red: red, green: green, blue: blue) ?? (0, 0, 1)
        let hue = parts.primary + 60 * parts.offset / parts.chroma
        let sector = ((hue + 360 + 30) / 60) % 6
        let index = [1, 3, 2, 6, 4, 5][sector]  // red, yellow, green, cyan, blue, magenta
        let isLight = maximum + minimum > 280 || maximum > 242
        return UInt8(isLight ? index + 8 : index)
    }

    /// The 256-colour entry nearest an RGB value: the nearest cube colour
    /// or the nearest grey of the ramp (entries 232–255), whichever is closer.
    static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func cubeIndex(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(level - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let cube = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cubeColor = (
            UInt8(cubeLevels[cube.0]), UInt8(cubeLevels[cube.1]), UInt8(cubeLevels[cube.2])
        )
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let grayLevel = UInt8(8 + grayStep * 10)
        let cubeCandidate = UInt8(16 + 36 * cube.0 + 6 * cube.1 + cube.2)
        if distance((red, green, blue), (grayLevel, grayLevel, grayLevel))
            < distance((red, green, blue), cubeColor)
        {
            return UInt8(232 + grayStep)
        }
        return cubeCandidate
    }
}
