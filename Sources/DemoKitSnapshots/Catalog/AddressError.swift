/// An address or tweak typed by a person that does not name anything in the
/// catalog. The runner reports it as a usage error (exit status 64).
package enum AddressError: Error, Equatable, CustomStringConvertible {
    /// `suggestions`: where a word typed alone is (`CLI/statusCard`).
    case malformedAddress(String, example: String?, suggestions: [String])
    case unknownGroup(String, suggestion: String?, available: [String])
    case ambiguousGroup(String, candidates: [String])
    /// `suggestion` is an address: `Components/buttons`, `CLI/statusCard`,
    /// `Components/buttons --tweak red`.
    case unknownDemo(String, group: String, suggestion: String?, available: [String])
    case ambiguousDemo(String, group: String, candidates: [String])
    case unknownTweak(String, demo: String, suggestion: String?, available: [String])
    case ambiguousTweak(String, demo: String, candidates: [String])
    case demoHasNoTweaks(String)

    package var description: String {
        switch self {
        case .malformedAddress(let address, let example, let suggestions):
            if !suggestions.isEmpty {
                let quoted = suggestions.map { "'\($0)'" }
                let shown = quoted.count == 1
                    ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
                return "'\(address)' is not a demo address; write GROUP/DEMO. Did you mean \(shown)?"
            }
            let hint = example.map { ", e.g. '\($0)'" } ?? ""
            return "'\(address)' is not a demo address; write GROUP/DEMO\(hint)"
        case .unknownGroup(let group, let suggestion, let available):
            return "unknown group '\(group)'. "
                + Self.hint(suggestion, available: available, kind: "Groups")
        case .ambiguousGroup(let group, let candidates):
            return "'\(group)' matches several groups (\(candidates.joined(separator: ", "))); "
                + "type more of its name"
        case .unknownDemo(let demo, let group, let suggestion, let available):
            return "unknown demo '\(demo)' in group '\(group)'. "
                + Self.hint(suggestion, available: available, kind: "Demos")
        case .ambiguousDemo(let demo, let group, let candidates):
            return "'\(demo)' matches several demos in '\(group)' "
                + "(\(candidates.joined(separator: ", "))); type more of its name"
        case .unknownTweak(let tweak, let demo, let suggestion, let available):
            return "unknown tweak '\(tweak)' for \(demo). "
                + Self.hint(suggestion, available: available, kind: "Tweaks")
        case .ambiguousTweak(let tweak, let demo, let candidates):
            return "'\(tweak)' matches several tweaks of \(demo) "
                + "(\(candidates.joined(separator: ", "))); type more of its name"
        case .demoHasNoTweaks(let demo):
            return "\(demo) has no tweaks; leave out '--tweak'"
        }
    }

    private static func hint(_ suggestion: String?, available: [String], kind: String) -> String {
        if let suggestion { return "Did you mean '\(suggestion)'?" }
        let shown = available.prefix(6).joined(separator: ", ")
        let more = available.count > 6 ? ", …" : ""
        return available.isEmpty ? "There are none." : "\(kind): \(shown)\(more)."
    }
}
