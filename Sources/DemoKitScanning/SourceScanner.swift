#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import Dispatch

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
    ///
    /// Files are read and parsed on as many threads as there are processors,
    /// up to four, when there are enough of them to be worth it; the result
    /// does not depend on it.
    package func scan(paths: [String]) -> ScanResult {
        let classes = ByteClassTable()
        let workers = paths.count >= 64 ? min(max(Self.processorCount, 1), 4) : 1
        var files = [FileDeclarations](repeating: FileDeclarations(), count: paths.count)
        files.withUnsafeMutableBufferPointer { buffer in
            let slots = FileSlots(buffer: buffer)
            // Each worker takes every `workers`-th file, which spreads the
            // large ones, and writes only its own slots.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var reader = FileReader()
                var index = worker
                while index < paths.count {
                    let declarations = reader.withContents(ofFile: paths[index]) { bytes in
                        Self.declarations(in: bytes, file: index, classes: classes)
                    }
                    slots.buffer[index] = declarations ?? FileDeclarations(errors: [
                        LexicalError(line: 0, message: "could not read the file; check that it exists and is readable"),
                    ])
                    index += workers
                }
            }
        }
        return resolve(files, paths: paths)
    }

    private static var processorCount: Int {
        #if os(Windows)
        return 1
        #else
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #endif
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
        let (groups, warnings, resolvedCount) = GroupResolver.resolve(files, paths: paths, moduleName: moduleName)
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
        return ScanResult(
            groups: groups, diagnostics: diagnostics, fileCount: files.count,
            resolvedDeclarationCount: resolvedCount
        )
    }
}

/// The result slots that the scanning threads fill, each thread its own.
private struct FileSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<FileDeclarations>
}
