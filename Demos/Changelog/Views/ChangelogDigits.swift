/// The digits version numbers are shown with: a Persian UI writes `۲.۱.۰`
/// where an English one writes `2.1.0`.
///
/// Only how a number is shown changes; versions are still matched on the
/// number as written in the changelog file.
///
/// ```swift
/// ChangelogDigits.extendedArabicIndic.localized("2.1.0")  // "۲.۱.۰"
/// ```
enum ChangelogDigits: Sendable, Hashable {
    /// 0123456789, as written.
    case western
    /// ۰۱۲۳۴۵۶۷۸۹ (U+06F0–U+06F9), the digits of Persian and Urdu.
    case extendedArabicIndic

    /// `text` with each ASCII digit replaced by this system's digit.
    func localized(_ text: String) -> String {
        let zero: UInt32
        switch self {
        case .western: return text
        case .extendedArabicIndic: zero = 0x06F0
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar), let digit = Unicode.Scalar(zero + scalar.value - 0x30) {
                scalars.append(digit)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
