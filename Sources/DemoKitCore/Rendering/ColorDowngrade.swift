/// Maps colours to the nearest one a terminal can show.
enum ColorDowngrade {
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

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

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

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        // Weighted for the eye's sensitivity ("redmean" approximation).
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        return ((512 + meanRed) * red * red >> 8) + 4 * green * green + ((767 - meanRed) * blue * blue >> 8)
    }

    static func nearestANSI(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiRGB.enumerated() {
            let candidateDistance = distance((red, green, blue), candidate)
            if candidateDistance < bestDistance {
                best = index
                bestDistance = candidateDistance
            }
        }
        return UInt8(best)
    }

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
