import DemoKitCore

extension AccessibilityRule {
    /// The WCAG 2.2 success criterion the rule serves: `1.4.3`.
    package var criterion: String {
        switch self {
        case .contrast: "1.4.3"
        case .useOfColor, .colorDepth: "1.4.1"
        case .appendOnly: "4.1.3"
        case .decorativeGlyphs: "1.1.1"
        case .reducedMotion: "2.2.2"
        case .flashing: "2.3.1"
        }
    }

    /// The criterion's name: `Contrast (Minimum)`.
    package var criterionName: String {
        switch self {
        case .contrast: "Contrast (Minimum)"
        case .useOfColor, .colorDepth: "Use of Color"
        case .appendOnly: "Status Messages"
        case .decorativeGlyphs: "Non-text Content"
        case .reducedMotion: "Pause, Stop, Hide"
        case .flashing: "Three Flashes or Below Threshold"
        }
    }

    /// `contrast (WCAG 1.4.3)`.
    package var label: String { "\(rawValue) (WCAG \(criterion))" }
}
