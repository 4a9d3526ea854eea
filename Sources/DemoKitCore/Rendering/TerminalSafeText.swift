/// The one way text that is not DemoKit's own (titles, identifiers, filters,
/// typed paths, error messages of demos, the program's own name, the lines
/// of a golden) is shown: in errors, warnings, `list`, snapshot messages and
/// diffs, and (as escapes, see ``isActedOn(_:)``) in the JSON and JUnit
/// reports.
///
/// Each scalar a terminal would act on, or that would hide, has one visible
/// form (``shown(_:)``):
///
/// | Scalar | Shown as |
/// | - | - |
/// | C0 controls, tab and carriage return included | their control pictures: `␛`, `␉`, `␍`, `␇` |
/// | DEL | `␡` |
/// | line feed | kept by ``lines(_:)``; `⏎` on one line (``oneLine(_:)``) |
/// | C1 controls (U+0080–U+009F) | `⟨U+0085⟩` |
/// | bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), U+206A–U+206F, U+FFF9–U+FFFB | `⟨U+202E⟩` |
/// | line and paragraph separators | `⟨U+2028⟩`, `⟨U+2029⟩` |
/// | default-ignorable characters, which are drawn as nothing (U+00AD, U+200B, U+2060, U+FEFF, …) | `⟨U+200B⟩` |
///
/// The joiners (U+200C, U+200D), variation selectors and tag characters are
/// default-ignorable too, but they build emoji, flags and Persian words and
/// neither move the cursor nor reorder anything: they pass. (The snapshot
/// diff shows them as codes where two lines would otherwise look alike.)
///
/// An escape becomes `␛`, so an OSC 52 clipboard write or an OSC 2 title
/// change in a demo title is printed, never executed. The runner's output
/// streams apply ``lines(_:)`` to everything they write except demo
/// renderings; those the encoder has made safe with its own one-column
/// stand-ins (`ANSIEncoder.visibleStandIn(for:)`), which keep the layout's
/// widths and so the goldens. Code that lays text out (the `list` tree)
/// applies ``oneLine(_:)`` first, so that widths are those of what is shown.
///
/// ```swift
/// TerminalSafeText.oneLine("a\u{1B}[2J\u{202E}b\nc")  // "a␛[2J⟨U+202E⟩b⏎c"
/// ```
package enum TerminalSafeText {
    /// `text` with line feeds kept and every other scalar a terminal would
    /// act on, or that would hide, shown in its visible form.
    package static func lines(_ text: String) -> String {
        show(text, keepingLineFeeds: true)
    }

    /// `text` on one line: a line feed becomes `⏎` and everything else is as
    /// ``lines(_:)`` shows it, so a typed value or a demo's error cannot split
    /// an `error:` line or drive the terminal.
    package static func oneLine(_ text: String) -> String {
        show(text, keepingLineFeeds: false)
    }

    /// ``oneLine(_:)`` of `text` and the columns it takes: printable ASCII
    /// (nearly every title and identifier) is shown as itself, a column a
    /// byte, known from one look at its bytes.
    package static func oneLineMeasured(_ text: String) -> (text: String, width: Int) {
        if PrintableASCII.isWhole(text) { return (text, text.utf8.count) }
        let shown = oneLine(text)
        return (shown, DisplayWidth.columns(of: shown))
    }

    /// The visible form of `scalar`, or `nil` when it is shown as itself.
    /// A line feed's form is `⏎`, the one-line form.
    package static func shown(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x20 { return value == 0x0A ? "\u{23CE}" : String(Unicode.Scalar(0x2400 + value) ?? "?") }
        if value < 0x7F { return nil }
        if value == 0x7F { return "\u{2421}" }
        return isActedOn(scalar) ? code(scalar) : nil
    }

    /// `scalar` as a code: `⟨U+202E⟩`, `⟨U+E0041⟩`.
    package static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
    }

    /// The scalars above ASCII that ``isActedOn(_:)`` passes, in ranges
    /// without a control, a bidi control, a separator or a
    /// default-ignorable code point (checked scalar by scalar by the tests):
    /// Latin to Arabic letters, and U+2070 (general punctuation's end) to
    /// U+FDFF (symbols, box drawing, CJK), but U+3164.
    static let plainRanges: [Range<UInt32>] = [
        0x00A0..<0x00AD, 0x00AE..<0x034F, 0x0350..<0x061C, 0x061D..<0x115F, 0x2070..<0x3164, 0x3165..<0xFE00,
    ]

    /// The length of the UTF-8 sequence at `index` when it encodes a scalar
    /// of ``plainRanges``; `nil` for any other byte or scalar.
    private static func plainScalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // A string holds valid UTF-8, so this is the scalar.
        return plainRanges.contains { $0.contains(value) } ? length : nil
    }

    /// Whether a terminal would act on `scalar`, or draw it as nothing, so
    /// that ``shown(_:)`` gives it a visible form. A line feed counts.
    ///
    /// The one predicate for every output: the JSON reports write exactly
    /// these scalars as `\uXXXX` escapes and the JUnit report as character
    /// references, and the re-record command quotes them as `$'\x…'`.
    package static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0xA0 { return false }
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB: return true
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: return false
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Encoded JSON with every scalar ``isActedOn(_:)`` names, but for the
    /// whitespace between values, written as a `\uXXXX` escape instead.
    ///
    /// The data is unchanged (a JSON reader decodes the same strings, control
    /// characters and bidirectional marks included), and the text is safe to
    /// print: JSON allows these characters only inside strings, where the
    /// escape means the same. (An encoder already escapes line feeds, tabs
    /// and carriage returns inside strings, so those found here are layout.)
    package static func json(_ encoded: String) -> String {
        let mustEscape = { (scalar: Unicode.Scalar) in
            scalar != "\n" && scalar != "\t" && scalar != "\r" && isActedOn(scalar)
        }
        guard mayContainActedOn(encoded, keepingLineFeeds: true), encoded.unicodeScalars.contains(where: mustEscape) else { return encoded }
        var result = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            guard mustEscape(scalar) else {
                result.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                result.append(contentsOf: "\\u".unicodeScalars)
                let hex = String(unit, radix: 16, uppercase: true)
                result.append(contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(result)
    }

    /// `text` with each scalar ``isActedOn(_:)`` names shown, line feeds
    /// kept or shown as `⏎`.
    private static func show(_ text: String, keepingLineFeeds: Bool) -> String {
        // Most messages need nothing: look before building a copy.
        let changes = { (scalar: Unicode.Scalar) in (scalar != "\n" || !keepingLineFeeds) && isActedOn(scalar) }
        guard mayContainActedOn(text, keepingLineFeeds: keepingLineFeeds),
            text.unicodeScalars.contains(where: changes)
        else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if changes(scalar), let form = shown(scalar) {
                result.append(contentsOf: form.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` has anything but printable ASCII (and line feeds, when
    /// they are kept), read eight bytes at a time: nearly every message is
    /// plain ASCII.
    private static func mayContainActedOn(_ text: String, keepingLineFeeds: Bool) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            var index = PrintableASCII.prefixCount(bytes)
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n"), keepingLineFeeds {
                    index += 1
                } else if let length = plainScalarLength(bytes, at: index) {
                    // The box drawing of `list`, accents, CJK: decoded from
                    // the bytes, where ``isActedOn(_:)`` would walk scalars.
                    index += length
                } else {
                    return true
                }
                index += PrintableASCII.prefixCount(UnsafeBufferPointer(rebasing: bytes[index...]))
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? Array(text.utf8).withUnsafeBufferPointer(check)
    }
}
