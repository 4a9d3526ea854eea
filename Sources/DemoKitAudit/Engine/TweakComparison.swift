import DemoKitCore
import DemoKitSnapshots

/// The use-of-colour check across tweaks (WCAG 1.4.1): two tweaks of a demo
/// are meant to differ, so two still renderings in the same variation whose
/// text is the same and whose styles are not tell them apart by style
/// alone. Fed the cases in plan order, it keeps only the current demo's
/// renderings.
struct TweakComparison {
    private var address = ""
    private var seen: [String: [(tweak: String, screen: TextBlock)]] = [:]

    /// The finding for `goldenCase`'s still rendering, if an earlier tweak
    /// of its demo renders the same text with other styles.
    mutating func check(_ goldenCase: GoldenCase, still: TextBlock?) -> [AuditFinding] {
        guard let still, let tweak = goldenCase.tweak?.identifier else { return [] }
        if goldenCase.demo.address != address {
            address = goldenCase.demo.address
            seen = [:]
        }
        let variation = goldenCase.variation.suffix
        defer { seen[variation, default: []].append((tweak, still)) }
        guard goldenCase.variation.allowsColor else { return [] }
        let text = still.plainText
        guard let twin = seen[variation]?.first(where: { $0.screen != still && $0.screen.plainText == text }) else {
            return []
        }
        return [
            AuditFinding(
                rule: .useOfColor,
                message: "renders the same text as tweak '\(TerminalSafeText.oneLine(twin.tweak))'; only styles "
                    + "tell the two apart")
        ]
    }
}
