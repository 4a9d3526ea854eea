import DemoKitCore

/// A demo whose render error spans lines and carries escape sequences, and a
/// tweak whose identifier holds invisible characters (control characters
/// are refused in identifiers).
enum NoisyErrorGroup: String, CaseDemoGroup {
    case noisy
    case tweaked

    struct NoisyFailure: Error, CustomStringConvertible {
        var description: String { "line one\nline two \u{1B}[2J\u{1B}]0;title\u{07}\u{202E}end" }
    }

    var demo: any Demoable {
        switch self {
        case .noisy: TextDemo("Noisy") { _ in throw NoisyFailure() }
        case .tweaked: NamedTweaksDemo("tweaked", tweaks: ["red\u{202E}\u{200B}tab"])
        }
    }
}
