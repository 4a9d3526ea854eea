/// A demo's decision to accept what one accessibility rule finds in some of
/// its renderings, with the reason the audit report shows: one of its
/// ``Demoable/accessibilityWaivers``.
///
/// A waiver applies to the rule's findings in the tweak, script and step it
/// names (`nil` for all of them). A waiver whose reason is empty is itself
/// an error of the audit, as is one that names a tweak or a script the demo
/// does not have: a waiver must say why, and must waive something.
///
/// ```swift
/// struct DisabledButtonDemo: Demoable {
///     var accessibilityWaivers: [AccessibilityWaiver] {
///         [AccessibilityWaiver(.contrast, reason: "Shows a disabled button, which WCAG 1.4.3 exempts.")]
///     }
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         TextBlock(StyledText("[ Save ]").dim())
///     }
/// }
/// ```
public struct AccessibilityWaiver: Sendable, Hashable {
    /// The rule waived.
    public var rule: AccessibilityRule
    /// The tweak's identifier, or `nil` for every tweak.
    public var tweak: String?
    /// The script's identifier, or `nil` for every script and the still
    /// rendering.
    public var script: String?
    /// The script step (0 for the screen before any step), or `nil` for
    /// every step.
    public var step: Int?
    /// Why the findings are acceptable: shown beside them in every report.
    public var reason: String

    /// Creates a waiver.
    ///
    /// - Parameters:
    ///   - rule: The rule waived.
    ///   - tweak: The tweak's identifier, or `nil` for every tweak.
    ///   - script: The script's identifier, or `nil` for all.
    ///   - step: The script step, or `nil` for every step.
    ///   - reason: Why the findings are acceptable; must not be empty.
    public init(
        _ rule: AccessibilityRule, tweak: String? = nil, script: String? = nil, step: Int? = nil, reason: String
    ) {
        self.rule = rule
        self.tweak = tweak
        self.script = script
        self.step = step
        self.reason = reason
    }
}
