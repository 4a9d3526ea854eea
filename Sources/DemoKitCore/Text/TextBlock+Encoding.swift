extension TextBlock {
    /// The block as a string for a terminal with `colorSupport`: lines joined
    /// by `\n` (no final newline), trailing unstyled spaces removed, styles as
    /// ANSI SGR sequences, or none at all for ``ColorSupport/none``.
    public func encoded(for colorSupport: ColorSupport) -> String {
        var output = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            ANSIEncoder.append(line, to: &output, colorSupport: colorSupport)
        }
        return output
    }
}

/// Writes styled text as SGR escape sequences, downgrading colours.
enum ANSIEncoder {
    static func append(_ line: StyledText, to output: inout String, colorSupport: ColorSupport) {
        var runs = line.runs
        // Trailing spaces that show nothing are dropped, so no line ends in a space.
        // Checking the last byte first keeps the common case (no trailing
        // space) from rebuilding the run character by character.
        while let last = runs.last, !showsSpaces(last.style, colorSupport: colorSupport),
            last.text.utf8.last == UInt8(ascii: " ")
        {
            let utf8 = last.text.utf8
            let kept = utf8.count - utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
            let trimmed = String(decoding: utf8.prefix(kept), as: UTF8.self)
            if trimmed.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = trimmed
                break
            }
        }
        for run in runs {
            let text = escapingControlCharacters(run.text)
            let codes = colorSupport == .none ? [] : sgrCodes(for: run.style, colorSupport: colorSupport)
            if codes.isEmpty {
                output += text
            } else {
                output += "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
            }
        }
    }

    static func showsSpaces(_ style: TextStyle, colorSupport: ColorSupport) -> Bool {
        guard colorSupport != .none else { return false }
        return style.background != nil || style.attributes.contains(.inverse)
            || style.attributes.contains(.underline)
    }

    /// Control characters would move the cursor or change the terminal's
    /// state; they are shown as their Unicode control pictures instead.
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.append(picture)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else if (0x80...0x9F).contains(scalar.value) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func sgrCodes(for style: TextStyle, colorSupport: ColorSupport) -> [String] {
        var codes: [String] = []
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.italic) { codes.append("3") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.inverse) { codes.append("7") }
        if let foreground = style.foreground {
            codes.append(colorCode(foreground, colorSupport: colorSupport, background: false))
        }
        if let background = style.background {
            codes.append(colorCode(background, colorSupport: colorSupport, background: true))
        }
        return codes
    }

    static func colorCode(_ color: TextColor, colorSupport: ColorSupport, background: Bool) -> String {
        let downgraded = ColorDowngrade.color(color, for: colorSupport)
        switch downgraded.storage {
        case .ansi(let index):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        case .indexed(let index):
            return (background ? "48;5;" : "38;5;") + String(index)
        case .rgb(let red, let green, let blue):
            return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
        }
    }
}

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
