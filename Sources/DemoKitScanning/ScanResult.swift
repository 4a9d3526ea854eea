/// What scanning a module's sources found: the groups to list, the demo
/// types whose kinds to record, and the diagnostics to show.
package struct ScanResult: Sendable, Equatable {
    /// The groups, sorted by name.
    package var groups: [DiscoveredGroup]
    /// Warnings about groups left out, and errors, sorted by file and line.
    package var diagnostics: [ScanDiagnostic]
    package var fileCount: Int
    /// How many of the module's type and typealias declarations resolution
    /// looked at: those that may bear on a group, not every one declared.
    package var resolvedDeclarationCount: Int = 0
    /// How many files were lexed: those that can bear on a group
    /// (``FileSelection``), or every file.
    package var lexedFileCount: Int = 0
    /// The demo types the registry can name, sorted by name: those that
    /// conform to `Demoable` or a protocol that refines it.
    package var demoTypes: [DiscoveredGroup] = []

    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
