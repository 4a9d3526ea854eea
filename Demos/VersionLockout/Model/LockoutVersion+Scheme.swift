extension LockoutVersion {
    /// How a version is numbered.
    enum Scheme: String, Sendable, Hashable {
        /// `major.minor.patch`, like `2.3.1`.
        case semantic
        /// `year.month.day`, like `2022.08.25`.
        case dated
    }
}
