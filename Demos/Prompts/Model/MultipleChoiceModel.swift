import DemoKitCore

/// Several options chosen among many, with a maximum and a minimum.
///
/// ↑/↓ (k/j, Shift-Tab/Tab) move the cursor, wrapping around; Space toggles
/// the option under it; Enter confirms the selection; Escape or Ctrl-C
/// cancel. Selecting past the maximum, or confirming below the minimum,
/// leaves the selection as it is and shows the limit's message until the
/// next change.
struct MultipleChoiceModel: Sendable, Hashable {
    /// A limit on how many options may be chosen, with what to say when it
    /// is reached.
    struct Limit: Sendable, Hashable {
        var count: Int
        var message: String
    }

    let options: [String]
    let maximum: Limit?
    let minimum: Limit?
    /// The option under the cursor.
    private(set) var cursor = 0
    /// The chosen options' indices.
    private(set) var selected: Set<Int> = []
    /// The message of the limit the last action ran into, if any.
    private(set) var error: String?
    /// The chosen options, `.cancelled`, or `nil` while the prompt is open.
    private(set) var outcome: DemoOutcome?

    init(options: [String], maximum: Limit? = nil, minimum: Limit? = nil) {
        self.options = options
        self.maximum = maximum
        self.minimum = minimum
    }

    /// The chosen options in the order the prompt lists them.
    var selection: [String] {
        options.indices.filter(selected.contains).map { options[$0] }
    }

    mutating func handle(_ input: DemoInput) {
        guard outcome == nil, !options.isEmpty else { return }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        switch input {
        case .key(.up), .key(.backTab), .key(.character("k")): move(by: -1)
        case .key(.down), .key(.tab), .key(.character("j")): move(by: 1)
        case .key(.home): cursor = 0
        case .key(.end): cursor = options.count - 1
        case .key(.character(" ")): toggle(cursor)
        case .key(.enter):
            if let error = refusal(forCount: selected.count, confirming: true) {
                self.error = error
            } else {
                outcome = .values(selection)
            }
        default: break
        }
    }

    private mutating func move(by offset: Int) {
        cursor = ((cursor + offset) % options.count + options.count) % options.count
    }

    private mutating func toggle(_ index: Int) {
        if selected.contains(index) {
            selected.remove(index)
            error = nil
        } else if let maximum, selected.count >= maximum.count {
            error = maximum.message
        } else {
            selected.insert(index)
            error = nil
        }
    }

    /// The limit's message that `count` chosen options break, or `nil`.
    private func refusal(forCount count: Int, confirming: Bool) -> String? {
        if let maximum, count > maximum.count { return maximum.message }
        if confirming, let minimum, count < minimum.count { return minimum.message }
        return nil
    }

    /// Reads a line typed at the non-interactive prompt: option numbers
    /// separated by commas or spaces (`1, 3`), checked against the limits.
    func answer(line: String) -> LineAnswer {
        var chosen: Set<Int> = []
        for word in line.split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard let number = Int(word), options.indices.contains(number - 1) else {
                return .rejected("'\(word)' is not an option; type numbers from 1 to \(options.count).")
            }
            chosen.insert(number - 1)
        }
        if let error = refusal(forCount: chosen.count, confirming: true) { return .rejected(error) }
        return .accepted(.values(options.indices.filter(chosen.contains).map { options[$0] }))
    }
}
