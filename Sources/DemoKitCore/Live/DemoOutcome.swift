/// How an interactive demo ended.
///
/// <!-- not compiled: the values, each alone -->
/// ```swift
/// outcome = .value("Banana")            // a single choice, a text field
/// outcome = .values(["Tuist", "Noora"]) // a multiple choice
/// outcome = .cancelled                  // Escape or Ctrl-C
/// .failed("Network unreachable")         // a step that failed
/// ```
public enum DemoOutcome: Sendable, Hashable, CustomStringConvertible {
    /// One value: the chosen option, the typed text, `yes` or `no`.
    case value(String)
    /// Several values, in the order the demo lists them.
    case values([String])
    /// The person cancelled.
    case cancelled
    /// The component ended with an error (a step that failed), with its
    /// message.
    case failed(String)
    /// The interaction finished without a value (a confirmation, a step
    /// that ran to its end).
    case completed

    /// `value "Banana"`, `values ["a", "b"]`, `cancelled`, `failed "…"`, `completed`: how
    /// goldens, `open` and failure messages show it.
    public var description: String {
        switch self {
        case .value(let value): "value \(Self.quoted(value))"
        case .values(let values): "values [" + values.map(Self.quoted).joined(separator: ", ") + "]"
        case .cancelled: "cancelled"
        case .failed(let message): "failed \(Self.quoted(message))"
        case .completed: "completed"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
