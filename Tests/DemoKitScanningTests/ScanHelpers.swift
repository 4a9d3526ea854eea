import DemoKitScanning

/// Scans in-memory sources named `File0.swift`, `File1.swift`, … in module
/// `Demos`.
func scan(_ sources: String..., module: String = "Demos") -> ScanResult {
    SourceScanner(moduleName: module).scan(
        sources: sources,
        paths: sources.indices.map { "File\($0).swift" }
    )
}

/// The names of the groups found in the sources.
func groupNames(_ sources: String...) -> [String] {
    SourceScanner(moduleName: "Demos").scan(
        sources: sources,
        paths: sources.indices.map { "File\($0).swift" }
    ).groups.map(\.name)
}
