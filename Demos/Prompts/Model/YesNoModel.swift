import DemoKitCore

/// A yes-or-no question with a default answer.
///
/// ←/→ (h/l, Tab/Shift-Tab) switch the answer; `y` or `n` answer at once;
/// Enter confirms the highlighted answer; Escape or Ctrl-C cancel.
struct YesNoModel: Sendable, Hashable {
    let defaultAnswer: Bool
    /// The highlighted answer.
    private(set) var answer: Bool
    /// `yes`, `no`, `.cancelled`, or `nil` while the prompt is open.
    private(set) var outcome: DemoOutcome?

    init(defaultAnswer: Bool) {
        self.defaultAnswer = defaultAnswer
        self.answer = defaultAnswer
    }

    static func outcome(for answer: Bool) -> DemoOutcome { .value(answer ? "yes" : "no") }

    mutating func handle(_ input: DemoInput) {
        guard outcome == nil else { return }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        switch input {
        case .key(.left), .key(.right), .key(.tab), .key(.backTab), .key(.character("h")), .key(.character("l")):
            answer.toggle()
        case .key(.character("y")), .key(.character("Y")):
            answer = true
            outcome = Self.outcome(for: true)
        case .key(.character("n")), .key(.character("N")):
            answer = false
            outcome = Self.outcome(for: false)
        case .key(.enter):
            outcome = Self.outcome(for: answer)
        default: break
        }
    }

    /// Reads a line typed at the non-interactive prompt: `y`, `yes`, `n`,
    /// `no` in any case, or nothing for the default.
    func answer(line: String) -> LineAnswer {
        switch line.trimmingSpaces().lowercased() {
        case "": .accepted(Self.outcome(for: defaultAnswer))
        case "y", "yes": .accepted(Self.outcome(for: true))
        case "n", "no": .accepted(Self.outcome(for: false))
        default: .rejected("Answer y or n.")
        }
    }
}
