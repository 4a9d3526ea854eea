/// Semantic colours for one appearance, so a component says "accent" and
/// looks right on both light and dark terminals.
public struct Palette: Sendable, Hashable {
    /// Body text. `nil` keeps the terminal's own foreground.
    public var text: TextColor?
    /// Secondary, less important text.
    public var secondaryText: TextColor
    /// The brand or highlight colour.
    public var accent: TextColor
    /// Text drawn on an ``accent`` background.
    public var onAccent: TextColor
    /// Success, confirmation.
    public var success: TextColor
    /// Warnings and recommendations.
    public var warning: TextColor
    /// Errors and destructive actions.
    public var danger: TextColor
    /// Frames and rules.
    public var border: TextColor
    /// A subtle background for filled areas.
    public var surface: TextColor

    init(
        text: TextColor?, secondaryText: TextColor, accent: TextColor, onAccent: TextColor,
        success: TextColor, warning: TextColor, danger: TextColor, border: TextColor,
        surface: TextColor
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.accent = accent
        self.onAccent = onAccent
        self.success = success
        self.warning = warning
        self.danger = danger
        self.border = border
        self.surface = surface
    }

    /// Colours for a light terminal background.
    ///
    /// Each text colour reaches WCAG's 4.5:1 on every light background the
    /// accessibility audit checks, GNOME Terminal's `#EEEEEC` the darkest
    /// (`success` is `#1A7431`: 5.0:1 there).
    public static let light = Palette(
        text: nil,
        secondaryText: .hex(0x5F6368),
        accent: .hex(0x0063D1),
        onAccent: .hex(0xFFFFFF),
        success: .hex(0x1A7431),
        warning: .hex(0x9A5B00),
        danger: .hex(0xC5221F),
        border: .hex(0x9AA0A6),
        surface: .hex(0xECEFF3)
    )

    /// Colours for a dark terminal background.
    ///
    /// Each text colour reaches WCAG's 4.5:1 on every dark background the
    /// accessibility audit checks.
    public static let dark = Palette(
        text: nil,
        secondaryText: .hex(0x9AA0A6),
        accent: .hex(0x5EA8FF),
        onAccent: .hex(0x0B1A2E),
        success: .hex(0x5FD37A),
        warning: .hex(0xF5B94A),
        danger: .hex(0xFF7A70),
        border: .hex(0x5F6368),
        surface: .hex(0x2A2D32)
    )
}
