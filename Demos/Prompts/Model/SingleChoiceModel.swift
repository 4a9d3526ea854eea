import DemoKitCore

/// A single choice among options: the state and the keys of the prompt.
///
/// ↑/↓ (and k/j, Shift-Tab/Tab) move the highlight, wrapping around; Enter
/// chooses the highlighted option; Escape or Ctrl-C cancel. With a filter,
/// typed text narrows the options to those that contain it (ignoring case)
/// and Backspace deletes; a toggleable filter starts with `/` and Escape
/// leaves it (clearing it) rather than cancelling.
struct SingleChoiceModel: Sendable, Hashable {
    /// Whether, and how, typing filters the options.
    enum FilterMode: Sendable, Hashable {
        /// Letters are keys (k/j move).
        case disabled
        /// `/` starts a filter; Escape leaves it.
        case toggleable
        /// Every typed character filters.
        case enabled
    }

    let options: [String]
    let filterMode: FilterMode
    /// The position of the highlight among ``visibleIndices``.
    private(set) var highlighted = 0
    /// The filter typed so far.
    private(set) var filter = TextEntry()
    /// Whether typed characters go to the filter now.
    private(set) var isFiltering: Bool
    /// The chosen option, `.cancelled`, or `nil` while the prompt is open.
    private(set) var outcome: DemoOutcome?

    init(options: [String], filterMode: FilterMode = .disabled) {
        self.options = options
        self.filterMode = filterMode
        self.isFiltering = filterMode == .enabled
    }

    /// The indices of the options that match the filter, in order.
    var visibleIndices: [Int] {
        let needle = filter.text.lowercased()
        guard !needle.isEmpty else { return Array(options.indices) }
        return options.indices.filter { options[$0].lowercased().contains(needle) }
    }

    /// The index in ``options`` of the highlighted option, or `nil` when the
    /// filter leaves none.
    var highlightedOption: Int? {
        let visible = visibleIndices
        return visible.indices.contains(highlighted) ? visible[highlighted] : nil
    }

    mutating func handle(_ input: DemoInput) {
        guard outcome == nil else { return }
        if isFiltering, filterMode == .toggleable, input == .key(.escape) {
            isFiltering = false
            setFilter { $0.clear() }
            return
        }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        switch input {
        case .key(.up), .key(.backTab): move(by: -1)
        case .key(.down), .key(.tab): move(by: 1)
        case .key(.home): highlighted = 0
        case .key(.end): highlighted = max(0, visibleIndices.count - 1)
        case .key(.enter):
            if let index = highlightedOption { outcome = .value(options[index]) }
        default:
            if isFiltering {
                setFilter { _ = $0.edit(with: input) }
            } else if filterMode == .toggleable, input == .key(.character("/")) {
                isFiltering = true
            } else if input == .key(.character("k")) {
                move(by: -1)
            } else if input == .key(.character("j")) {
                move(by: 1)
            }
        }
    }

    /// Moves the highlight, wrapping from the last option to the first.
    private mutating func move(by offset: Int) {
        let count = visibleIndices.count
        guard count > 0 else { return }
        highlighted = ((highlighted + offset) % count + count) % count
    }

    /// Changes the filter; a new filter puts the highlight on its first match.
    private mutating func setFilter(_ change: (inout TextEntry) -> Void) {
        let before = filter.text
        change(&filter)
        if filter.text != before { highlighted = 0 }
    }

    /// Reads a line typed at the non-interactive prompt: the option's number
    /// (`2`) or its text, ignoring case; an empty line is not an answer.
    func answer(line: String) -> LineAnswer {
        let typed = line.trimmingSpaces()
        if let number = Int(typed), options.indices.contains(number - 1) {
            return .accepted(.value(options[number - 1]))
        }
        if let option = options.first(where: { $0.lowercased() == typed.lowercased() }), !typed.isEmpty {
            return .accepted(.value(option))
        }
        return .rejected("Type a number from 1 to \(options.count), or an option's name.")
    }
}

extension String {
    /// The string without spaces at either end.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
