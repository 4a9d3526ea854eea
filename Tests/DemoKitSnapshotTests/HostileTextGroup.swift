import DemoKitCore

/// A title, a render error and a golden that all hold the same hostile text,
/// and a tweak identifier with the parts of it an identifier may hold (no
/// control character), so that every way DemoKit prints text can be
/// compared on it.
enum HostileTextGroup: String, CaseDemoGroup {
    case broken
    case drifted

    /// An OSC 2 title change, a C1 NEXT LINE, a right-to-left override, a
    /// zero-width space, a line separator and a line feed.
    static let text = "a\u{1B}]2;pwned\u{07}b\u{85}c\u{202E}d\u{200B}e\u{2028}f\ng"
    /// ``text`` as every message shows it, on one line.
    static let shown = "a␛]2;pwned␇b⟨U+0085⟩c⟨U+202E⟩d⟨U+200B⟩e⟨U+2028⟩f⏎g"
    static let tweakIdentifier = "x\u{202E}\u{200B}\u{2028}y"

    struct HostileFailure: Error, CustomStringConvertible {
        var description: String { HostileTextGroup.text }
    }

    var groupItemTitle: String { self == .broken ? "Broken " + Self.text : "Drifted" }

    var demo: any Demoable {
        switch self {
        case .broken: TextDemo("Broken") { _ in throw HostileFailure() }
        case .drifted: NamedTweaksDemo("drifted", tweaks: [Self.tweakIdentifier])
        }
    }
}
