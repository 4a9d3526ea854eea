import DemoKitCore

extension DemoInput {
    /// Escape or Ctrl-C: what ends a prompt without an answer.
    var isCancel: Bool {
        self == .key(.escape) || self == .key(.control("c"))
    }

    /// The printable character typed, if this is one (not a control key).
    var typedCharacter: Character? {
        guard case .key(.character(let character)) = self else { return nil }
        return character
    }
}
