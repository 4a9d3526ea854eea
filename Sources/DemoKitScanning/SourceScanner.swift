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

/// Finds the types that conform to `DemoGroup` in a module's Swift sources,
/// and the demo types, whose kinds the registry records.
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
    /// Only the files that can bear on a group are lexed (see
    /// ``FileSelection``); the others are searched for the names that matter,
    /// as `grep` would. Files are read and lexed on as many threads as there
    /// are processors, up to four, when there are enough of them to be worth
    /// it; the result does not depend on it.
    package func scan(paths: [String]) -> ScanResult {
        let workers = Self.workers(for: paths.count)
        var contents = [[UInt8]?](repeating: nil, count: paths.count)
        contents.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            // Each worker takes every `workers`-th file and writes only its own slots.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var reader = FileReader()
                for index in stride(from: worker, to: paths.count, by: workers) {
                    slots.buffer[index] = reader.withContents(ofFile: paths[index]) { Array($0) }
                }
            }
        }
        return scan(contents: contents, paths: paths)
    }

    /// Scans source text held in memory; `paths` name the sources in
    /// diagnostics.
    package func scan(sources: [String], paths: [String]) -> ScanResult {
        scan(contents: sources.map { Array($0.utf8) }, paths: paths)
    }

    /// Whether only the files that can bear on a group are lexed. `false`
    /// lexes every file, as a check of the lexer over a whole code base.
    package var selectsFiles = true

    private func scan(contents: [[UInt8]?], paths: [String]) -> ScanResult {
        let classes = ByteClassTable()
        var files = [FileDeclarations](repeating: FileDeclarations(), count: contents.count)
        for index in contents.indices where contents[index] == nil {
            files[index] = FileDeclarations(errors: [
                LexicalError(line: 0, message: "could not read the file; check that it exists and is readable"),
            ])
        }
        var isLexed = contents.map { $0 == nil }
        var selection = FileSelection()
        var words: NameSet?  // nil: the seed names, found by a plain search
        while true {
            let chosen = contents.indices.filter { index in
                guard !isLexed[index], let bytes = contents[index] else { return false }
                guard selectsFiles else { return true }
                return bytes.withUnsafeBufferPointer { bytes in
                    guard let words else { return FileSelection.mentionsSeed(bytes) }
                    return FileSelection.mentions(bytes, anyOf: words)
                }
            }
            if chosen.isEmpty { break }
            lex(chosen, of: contents, into: &files, classes: classes)
            for index in chosen { isLexed[index] = true }
            let learned = NameSet(selection.learnNames(from: isLexed.indices.filter { isLexed[$0] }.map { files[$0] }))
            if learned.isEmpty || !selectsFiles { break }
            words = learned
        }
        var result = resolve(files, paths: paths)
        result.lexedFileCount = zip(isLexed, contents).filter { $0.0 && $0.1 != nil }.count
        return result
    }

    /// Lexes and parses the files at `indices`, on several threads when
    /// there are many.
    private func lex(
        _ indices: [Int], of contents: [[UInt8]?], into files: inout [FileDeclarations], classes: ByteClassTable
    ) {
        let workers = Self.workers(for: indices.count)
        files.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for position in stride(from: worker, to: indices.count, by: workers) {
                    let index = indices[position]
                    guard let bytes = contents[index] else { continue }
                    slots.buffer[index] = bytes.withUnsafeBufferPointer {
                        Self.declarations(in: $0, file: index, classes: classes)
                    }
                }
            }
        }
    }

    private static func workers(for count: Int) -> Int {
        count >= 64 ? min(max(processorCount, 1), 4) : 1
    }

    private static var processorCount: Int {
        #if os(Windows)
        return 1
        #else
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #endif
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
            resolvedDeclarationCount: resolvedCount,
            demoTypes: GroupResolver.resolveDemoTypes(files, paths: paths, moduleName: moduleName)
        )
    }
}

/// The result slots that the scanning threads fill, each thread its own.
private struct Slots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
