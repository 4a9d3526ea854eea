import DemoKitCore

/// What a line typed at a non-interactive prompt means: an answer, or why
/// it is not one.
enum LineAnswer: Sendable, Hashable {
    case accepted(DemoOutcome)
    case rejected(String)
}

/// A prompt read line by line, as a program reads one when its input is
/// not a terminal (a CI job, `echo 2 | tool`): nothing is redrawn, each
/// attempt and its error stay in the log, and Enter submits the line.
struct LinePromptModel: Sendable, Hashable {
    /// One submitted line and, when it was refused, why.
    struct Attempt: Sendable, Hashable {
        var typed: String
        var error: String?
    }

    /// The line being typed.
    private(set) var entry = TextEntry()
    /// Every line submitted so far, in order.
    private(set) var attempts: [Attempt] = []
    /// The answer, once a line was accepted, or `.cancelled`.
    private(set) var outcome: DemoOutcome?

    /// Edits the line, submits it on Enter (through `answer`), or cancels
    /// on Escape or Ctrl-C. Input after the outcome changes nothing.
    mutating func handle(_ input: DemoInput, answer: (String) -> LineAnswer) {
        guard outcome == nil else { return }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        if input == .key(.enter) {
            let typed = entry.text
            entry.clear()
            switch answer(typed) {
            case .accepted(let result):
                attempts.append(Attempt(typed: typed, error: nil))
                outcome = result
            case .rejected(let error):
                attempts.append(Attempt(typed: typed, error: error))
            }
            return
        }
        _ = entry.edit(with: input)
    }
}
