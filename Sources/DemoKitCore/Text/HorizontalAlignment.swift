/// Where content sits across the available width.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
    /// The start of the line: left in left-to-right, right in right-to-left.
    case leading
    /// The middle, with any odd column on the trailing side.
    case center
    /// The end of the line: right in left-to-right, left in right-to-left.
    case trailing
}
