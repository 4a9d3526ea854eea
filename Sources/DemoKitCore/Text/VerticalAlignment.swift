/// Where shorter blocks sit when stacked side by side.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
    /// Top edges aligned.
    case top
    /// Centred, with any odd line below.
    case center
    /// Bottom edges aligned.
    case bottom
}
