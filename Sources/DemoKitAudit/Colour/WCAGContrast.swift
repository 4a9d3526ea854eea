import Foundation

/// Relative luminance and contrast ratio as WCAG 2.2 defines them.
///
/// Relative luminance (WCAG 2.2, "relative luminance"): each sRGB channel
/// `c` (0…1) is linearised as `c / 12.92` when `c ≤ 0.04045`, else
/// `((c + 0.055) / 1.055) ^ 2.4`, and `L = 0.2126 R + 0.7152 G + 0.0722 B`.
/// Contrast ratio: `(L1 + 0.05) / (L2 + 0.05)`, `L1` the lighter; 1 to 21.
/// (WCAG 2.0 and 2.1 printed 0.03928 for the threshold; no 8-bit channel
/// value lies between the two, so the results are the same.)
package enum WCAGContrast {
    /// The minimum ratio for text, success criterion 1.4.3 (AA).
    package static let minimumTextRatio = 4.5

    /// The minimum ratio for a graphic needed to understand the content
    /// (a bar's fill), success criterion 1.4.11.
    package static let minimumGraphicRatio = 3.0

    /// The linear value of an 8-bit sRGB channel: a table of the 256 values.
    private static let linear: [Double] = (0...255).map { value in
        let channel = Double(value) / 255
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The relative luminance of `color`, 0 (black) to 1 (white).
    package static func luminance(_ color: RGB) -> Double {
        0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// The contrast ratio of two colours, 1 to 21, whichever is lighter.
    package static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `2.91:1`: a ratio rounded down to two decimals, so that a ratio shown
    /// as 4.50 always passes.
    package static func label(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
