/// A rebuild of the runner under `browse --watch`, as the browser shows it.
package enum BuildStatus: Codable, Equatable, Sendable {
    /// `swift build` runs; `progress` is its last `12/345`, if any.
    case building(progress: String?)
    /// The build failed with these compiler errors
    /// (`path:line:column: error: message`); the browser is the last good
    /// build.
    case failed(errors: [String])
}
