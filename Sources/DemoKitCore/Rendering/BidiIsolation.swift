/// Where the encoder isolates right-to-left text: the runs it puts between
/// U+2067 RIGHT-TO-LEFT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE.
///
/// DemoKit lays lines out itself, mirrored for `--rtl`, and writes their
/// text in logical order. A terminal with its own bidi support (GNOME
/// Terminal, Konsole, mlterm) would otherwise take a line whose first strong
/// letter is right-to-left for a right-to-left paragraph and reverse the
/// whole line, undoing the mirrored layout. Each isolate keeps the line a
/// left-to-right paragraph (the Unicode Bidirectional Algorithm skips
/// isolated text when it looks for the first strong letter) and shows the
/// text inside it right to left. Terminals without bidi support draw the
/// isolates in no column, as wcwidth gives them.
///
/// A run starts at a right-to-left letter (Bidi_Class R or AL: Hebrew,
/// Arabic, Persian, Syriac, Thaana, N'Ko, …) and goes on through what
/// follows — more such letters, marks, digits, punctuation, single spaces —
/// up to, not including, a letter of a left-to-right script, two spaces in
/// a row, a box-drawing or block character (U+2500–U+259F, which frames and
/// bars are made of) or the end of the line. It then ends at its last
/// right-to-left letter, digit or mark: spaces, punctuation and symbols
/// after that stay outside, where the layout put them, so the bullet of a
/// mirrored list (`سلام •`) and the brackets of `[ نصب ]` are not drawn
/// inside the right-to-left text. The encoder isolates after it has escaped
/// the text, so a demo's own isolates and overrides are shown as `�` and
/// only DemoKit's reach the terminal.
enum BidiIsolation {
    static let rightToLeftIsolate: Unicode.Scalar = "\u{2067}"
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether `text` may hold a right-to-left letter: a quick test on its
    /// UTF-8 bytes (U+0590–U+08FF, U+FB1D–U+FEFF and the right-to-left
    /// planes' blocks U+10800–U+10FFF and U+1E800–U+1EFFF) before any
    /// scalar is looked at.
    static func mayContainRightToLeft(_ text: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            let count = bytes.count
            var index = PrintableASCII.prefixCount(bytes)
            while index < count {
                let byte = bytes[index]
                if byte >= 0xD6 {
                    if byte <= 0xDF { return true }
                    let next = index + 1 < count ? bytes[index + 1] : 0
                    if byte == 0xE0, (0xA0...0xA3).contains(next) { return true }
                    if byte == 0xEF, (0xAC...0xBB).contains(next) { return true }
                    if byte == 0xF0, next == 0x90 || next == 0x9E { return true }
                }
                index += 1
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? Array(text.utf8).withUnsafeBufferPointer(check)
    }

    /// Whether the scalar is a right-to-left letter (Bidi_Class R or AL).
    static func isRightToLeft(_ value: UInt32) -> Bool {
        guard value >= 0x0590 else { return false }
        let ranges = UnicodeWidthTable.rightToLeftRanges
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// The runs of `scalars` to isolate, as ranges of offsets.
    static func runs(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard isRightToLeft(scalars[index].value) else {
                index += 1
                continue
            }
            let start = index
            var end = index + 1
            while end < scalars.count, !endsRun(scalars, at: end) { end += 1 }
            let next = end
            while end > start + 1, isLeftOutside(scalars[end - 1]) { end -= 1 }
            runs.append(start..<end)
            index = next
        }
        return runs
    }

    /// Whether the scalar at `index` ends the run it would continue.
    private static func endsRun(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        if scalar == " " { return index + 1 < scalars.count && scalars[index + 1] == " " }
        if (0x2500...0x259F).contains(scalar.value) { return true }
        if isRightToLeft(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar at the end of a run is left outside the isolate:
    /// anything but a right-to-left letter, a digit or a mark.
    private static func isLeftOutside(_ scalar: Unicode.Scalar) -> Bool {
        if isRightToLeft(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }
}
