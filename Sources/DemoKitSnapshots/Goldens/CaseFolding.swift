import Foundation

/// The key under which file systems that ignore case (APFS and HFS+ by
/// default, NTFS) see a name as the same: Unicode NFC, then full case
/// folding (Unicode's `CaseFolding.txt`, statuses C and F, as Python's
/// `str.casefold()` does), then NFC again, since folding can decompose.
///
/// `lowercased()` is not enough: it keeps `ß` and `ς`, which fold to `ss`
/// and `σ`, and the ligature `ﬀ`, which folds to `ff`.
///
/// ```swift
/// CaseFolding.key("Straße") == CaseFolding.key("STRASSE")  // true
/// ```
package enum CaseFolding {
    /// The folded, normalised form of `text`.
    package static func key(_ text: String) -> String {
        // ASCII folds to ASCII lower case and is already NFC: one pass over
        // the bytes, and a copy only when one is upper case.
        let ascii: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var hasUpper = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte &- 0x41 < 26 { hasUpper = true }
            }
            guard hasUpper else { return text }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in bytes.indices {
                    let byte = bytes[index]
                    buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
        if let ascii, let ascii { return ascii }
        let utf8 = text.utf8
        if ascii == nil, utf8.allSatisfy({ $0 < 0x80 }) {
            // A string without contiguous storage (bridged): the same, slower.
            guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
            return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        var folded = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            fold(scalar, into: &folded)
        }
        return String(folded).precomposedStringWithCanonicalMapping
    }

    /// Appends the full case folding of `scalar`.
    ///
    /// The standard library has no folding table, but it has the case
    /// mappings and `Changes_When_Casefolded`, from which folding follows:
    /// a character that does not change keeps itself; one whose lower case
    /// is stable under folding folds to it (`A` → `a`, `İ` → `i̇`); otherwise
    /// folding goes through upper case (`ß` → `SS` → `ss`, `ς` → `Σ` → `σ`,
    /// `ᾳ` → `ΑΙ` → `αι`), stopping at upper case where that is the stable
    /// form (Cherokee: `ꭰ` → `Ꭰ`). Checked against Python for every code
    /// point in `CaseFoldingTests`.
    static func fold(_ scalar: Unicode.Scalar, into result: inout String.UnicodeScalarView, depth: Int = 0) {
        let properties = scalar.properties
        guard properties.changesWhenCaseFolded, depth < 4 else {
            result.append(scalar)
            return
        }
        let lower = properties.lowercaseMapping.unicodeScalars
        if isStable(lower) {
            result.append(contentsOf: lower)
            return
        }
        let upper = properties.uppercaseMapping.unicodeScalars
        var upperLowered = String.UnicodeScalarView()
        for character in upper { upperLowered.append(contentsOf: character.properties.lowercaseMapping.unicodeScalars) }
        if isStable(upperLowered) {
            result.append(contentsOf: upperLowered)
        } else if isStable(upper) {
            result.append(contentsOf: upper)
        } else {
            for character in upperLowered { fold(character, into: &result, depth: depth + 1) }
        }
    }

    private static func isStable(_ scalars: String.UnicodeScalarView) -> Bool {
        !scalars.contains { $0.properties.changesWhenCaseFolded }
    }
}
