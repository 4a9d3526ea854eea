/// What scanning a module's sources found: the groups to list and the
/// diagnostics to show.
package struct ScanResult: Sendable, Equatable {
    /// The groups, sorted by name.
    package var groups: [DiscoveredGroup]
    /// Warnings about groups left out, and errors, sorted by file and line.
    package var diagnostics: [ScanDiagnostic]
    package var fileCount: Int

    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
