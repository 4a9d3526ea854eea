import DemoKitCore

/// A one-line text prompt with validation rules and an optional default.
///
/// Characters, pastes, Backspace, Delete, ←/→ and Home/End edit the line;
/// Tab fills in the default when the line is empty; Enter submits the line
/// (or the default, when the line is empty) and either ends the prompt or
/// shows every rule it breaks until the text changes; Escape or Ctrl-C cancel.
struct TextInputModel: Sendable, Hashable {
    let rules: [TextRule]
    let defaultValue: String?
    private(set) var entry = TextEntry()
    /// The errors of the last submitted line; cleared by the next edit.
    private(set) var errors: [String] = []
    /// The accepted text, `.cancelled`, or `nil` while the prompt is open.
    private(set) var outcome: DemoOutcome?

    init(rules: [TextRule], defaultValue: String? = nil) {
        self.rules = rules
        self.defaultValue = defaultValue
    }

    /// What Enter would submit now.
    var submission: String {
        entry.text.isEmpty ? defaultValue ?? "" : entry.text
    }

    /// Every rule's error for `text`, in the rules' order.
    func validate(_ text: String) -> [String] {
        rules.compactMap { $0.error(for: text) }
    }

    mutating func handle(_ input: DemoInput) {
        guard outcome == nil else { return }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        switch input {
        case .key(.enter):
            let text = submission
            errors = validate(text)
            if errors.isEmpty { outcome = .value(text) }
        case .key(.tab):
            if entry.text.isEmpty, let defaultValue {
                entry = TextEntry(defaultValue)
                errors = []
            }
        default:
            let before = entry.text
            if entry.edit(with: input), entry.text != before { errors = [] }
        }
    }

    /// Reads a line typed at the non-interactive prompt: the same rules, an
    /// empty line taking the default.
    func answer(line: String) -> LineAnswer {
        let text = line.isEmpty ? defaultValue ?? "" : line
        let errors = validate(text)
        return errors.isEmpty ? .accepted(.value(text)) : .rejected(errors.joined(separator: " "))
    }
}
