import DemoKitCore

/// An editable line of text with a cursor: what a text prompt, a filter and
/// a line-mode answer type into.
struct TextEntry: Sendable, Hashable {
    /// The text typed so far.
    private(set) var text: String = ""
    /// The cursor, as a count of characters before it (0 … `text.count`).
    private(set) var cursor: Int = 0

    init(_ text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Inserts `typed` at the cursor; line breaks and other control
    /// characters are dropped, as a one-line field drops them.
    mutating func insert(_ typed: String) {
        let kept = typed.filter { character in
            !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }
        guard !kept.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(contentsOf: kept, at: index)
        cursor += kept.count
    }

    /// Deletes the character before the cursor; `false` when there is none.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
        return true
    }

    /// Deletes the character after the cursor; `false` when there is none.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < text.count else { return false }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        return true
    }

    /// Empties the line.
    mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Applies an editing key or a paste: characters, Backspace, Delete,
    /// ←/→, Home/End, Ctrl-A/Ctrl-E, Ctrl-U.
    ///
    /// - Returns: Whether the input was an editing one (even if it changed
    ///   nothing, like Backspace on an empty line).
    mutating func edit(with input: DemoInput) -> Bool {
        switch input {
        case .paste(let pasted): insert(pasted)
        case .key(.character(let character)): insert(String(character))
        case .key(.backspace): deleteBackward()
        case .key(.delete): deleteForward()
        case .key(.left): cursor = max(0, cursor - 1)
        case .key(.right): cursor = min(text.count, cursor + 1)
        case .key(.home), .key(.control("a")): cursor = 0
        case .key(.end), .key(.control("e")): cursor = text.count
        case .key(.control("u")): clear()
        default: return false
        }
        return true
    }
}
