extension Character {
    /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2.
    public var displayWidth: Int {
        // ASCII needs no Unicode property look-up, which dominates wrapping.
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        var width = 0
        for scalar in unicodeScalars {
            let value = scalar.value
            let properties = scalar.properties
            if value == 0xFE0F { return 2 }
            if properties.isEmojiPresentation { return 2 }
            if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
            {
                return 2
            }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control:
                continue
            default:
                if properties.isDefaultIgnorableCodePoint { continue }
                width = max(width, 1)
            }
        }
        return width
    }
}

extension StringProtocol {
    /// The number of terminal columns the string takes, summed over its
    /// grapheme clusters.
    public var displayWidth: Int {
        var total = 0
        for character in self {
            if character.isASCII {
                total += (character.asciiValue ?? 0) >= 0x20 ? 1 : 0
            } else {
                total += character.displayWidth
            }
        }
        return total
    }
}
