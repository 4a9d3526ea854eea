/// Where shorter blocks sit when stacked side by side.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
    case top
    case center
    case bottom
}
