/// Finds the types that conform to `DemoGroup` in a module's Swift sources.
///
/// ```swift
/// let result = SourceScanner(moduleName: "MyDemos").scan(paths: ["Sources/MyDemos/Buttons.swift"])
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
package struct SourceScanner: Sendable {
    /// The module the sources belong to, which may qualify its own type names.
    package var moduleName: String?

    package init(moduleName: String?) {
        self.moduleName = moduleName
    }

    /// Reads and scans the files at `paths`; a file that cannot be read is an
    /// error in the result.
    package func scan(paths: [String]) -> ScanResult {
        let classes = ByteClassTable()
        var reader = FileReader()
        var files: [FileDeclarations] = []
        files.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            let declarations = reader.withContents(ofFile: path) { bytes in
                Self.declarations(in: bytes, file: index, classes: classes)
            }
            files.append(declarations ?? FileDeclarations(errors: [
                LexicalError(line: 0, message: "could not read the file; check that it exists and is readable"),
            ]))
        }
        return resolve(files, paths: paths)
    }

    /// Scans source text held in memory; `paths` name the sources in
    /// diagnostics.
    package func scan(sources: [String], paths: [String]) -> ScanResult {
        let classes = ByteClassTable()
        let files = sources.enumerated().map { index, source in
            var source = source
            return source.withUTF8 { Self.declarations(in: $0, file: index, classes: classes) }
        }
        return resolve(files, paths: paths)
    }

    private static func declarations(
        in bytes: UnsafeBufferPointer<UInt8>,
        file: Int,
        classes: ByteClassTable
    ) -> FileDeclarations {
        let lexed = SourceLexer.lex(bytes, byteClasses: classes)
        return DeclarationParser.parse(lexed, source: bytes, file: file)
    }

    private func resolve(_ files: [FileDeclarations], paths: [String]) -> ScanResult {
        let (groups, warnings) = GroupResolver.resolve(files, paths: paths, moduleName: moduleName)
        var errors: [ScanDiagnostic] = []
        for (index, file) in files.enumerated() {
            for error in file.errors {
                errors.append(ScanDiagnostic(
                    path: paths[index], line: error.line > 0 ? error.line : nil, column: error.column,
                    severity: .error,
                    message: error.message
                ))
            }
        }
        let diagnostics = (errors + warnings).sorted {
            ($0.path, $0.line ?? 0, $0.message) < ($1.path, $1.line ?? 0, $1.message)
        }
        return ScanResult(groups: groups, diagnostics: diagnostics, fileCount: files.count)
    }
}
