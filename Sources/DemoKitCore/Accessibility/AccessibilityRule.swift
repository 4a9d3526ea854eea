/// A rule of DemoKit's accessibility audit (`demo-runner audit`,
/// `assertDemoAccessibility`): what a waiver names.
///
/// Each rule serves a WCAG 2.2 success criterion; the DemoKitRunner
/// documentation's "Accessibility audit" article gives each one's
/// definition, threshold and reference.
///
/// ```swift
/// let waiver = AccessibilityWaiver(.contrast, tweak: "disabled", reason: "A disabled button is exempt (WCAG 1.4.3).")
/// ```
public enum AccessibilityRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// Text reaches a contrast ratio of 4.5:1 against its background, in
    /// every checked terminal theme (WCAG 1.4.3).
    case contrast = "contrast"
    /// Information is not carried by colour or style alone (WCAG 1.4.1).
    case useOfColor = "use-of-color"
    /// Colours that mean different things stay different when a terminal
    /// shows only 256 or 16 colours (WCAG 1.4.1).
    case colorDepth = "color-depth"
    /// A stream component's accessible look writes append-only output: no
    /// rewritten lines, no spinner frames (WCAG 4.1.3).
    case appendOnly = "append-only"
    /// The accessible look does not make a screen reader read decoration
    /// aloud: box drawing, blocks, braille spinners (WCAG 1.1.1).
    case decorativeGlyphs = "decorative-glyphs"
    /// An animation honours the reduced-motion flag and a golden pins that
    /// look (WCAG 2.2.2).
    case reducedMotion = "reduced-motion"
    /// Nothing flashes more than three times a second (WCAG 2.3.1).
    case flashing = "flashing"
}
