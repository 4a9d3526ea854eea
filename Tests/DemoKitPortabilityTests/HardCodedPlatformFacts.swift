import Foundation

/// Finds what a test writes about this machine that differs between Linux
/// and macOS, outside the one table that says it (`PlatformFacts`, in
/// `Tests/Support`): a shared library's file name (`libswiftCore.so`,
/// `.dylib`), a signal by number (`signal 11`, `signal: 11`,
/// `*** Signal 11`) or a shell status that stands for one (`status-139`).
///
/// Comments are not read, nor the lines of a multi-line string literal (a
/// report recorded on some machine, fed to a parser as text). A line that
/// quotes such a recording on one line says so with `// recorded on`.
enum HardCodedPlatformFacts {
    /// The file that may say these things.
    static let table = "Tests/Support/PlatformFacts.swift"

    private static let patterns: [(NSRegularExpression, String)] = [
        (#"\blib[A-Za-z0-9_+-]*\.(so|dylib)\b"#, "a shared library's file name"),
        (#"\b[Ss]ignal:? [0-9]+\b"#, "a signal by number"),
        (#"\bstatus[- ]?(129|1[3-5][0-9])\b"#, "a shell status for a signal (128 + its number)"),
    ].map { pattern, what in
        // The patterns are literals: a failure here is a typo in this file.
        (try! NSRegularExpression(pattern: pattern), what)
    }

    /// `path:line: …` for each hard-coded platform fact in `text`.
    static func findings(path: String, text: String) -> [String] {
        guard path != table else { return [] }
        var findings: [String] = []
        // The delimiter that ends the multi-line literal the line is in:
        // `"""`, or `"""#` for a raw one, whose text may hold `"""`.
        var closing: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let end = closing {
                if line.contains(end) { closing = nil }
                continue
            }
            if line.contains("#\"\"\""), !line.contains("\"\"\"#") {
                closing = "\"\"\"#"
            } else if (line.components(separatedBy: "\"\"\"").count - 1) % 2 == 1 {
                closing = "\"\"\""
            }
            if line.contains("// recorded on ") { continue }
            let code = withoutComment(String(line))
            let range = NSRange(code.startIndex..., in: code)
            for (pattern, what) in patterns {
                for match in pattern.matches(in: code, range: range) {
                    guard let found = Range(match.range, in: code) else { continue }
                    findings.append(
                        "\(path):\(index + 1): '\(code[found])' is \(what), which differs between Linux and macOS: "
                            + "take it from PlatformFacts (\(table)), or end a line that quotes a recording with "
                            + "'// recorded on Linux'")
                }
            }
        }
        return findings
    }

    /// `line` up to a `//` that is not in a string literal.
    static func withoutComment(_ line: String) -> String {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
        }
        return line
    }
}
