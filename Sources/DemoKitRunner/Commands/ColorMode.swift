/// When to use colour, as chosen with `--color`.
package enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour when the environment and the output allow it.
    case auto
    /// Colour even when the output is not a terminal.
    case always
    /// Plain text.
    case never
}
