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

/// Like ``scan(_:module:)``, but lexing every file, not only those that can
/// bear on a group: for tests of the lexer's errors.
func scanLexingEveryFile(_ sources: String..., module: String = "Demos") -> ScanResult {
    var scanner = SourceScanner(moduleName: module)
    scanner.selectsFiles = false
    return scanner.scan(sources: sources, paths: sources.indices.map { "File\($0).swift" })
}
