import DemoKitCore
import Foundation

/// A JUnit XML report of a snapshot run, in the form CI systems (GitHub
/// Actions reporters, GitLab, Jenkins) read: one `<testsuite>` per group, one
/// `<testcase>` per golden file, a `<failure>` with the message and diff.
///
/// ```xml
/// <testsuites name="demo-runner snapshot" tests="2" failures="1" errors="0" skipped="0" time="0.004">
///   <testsuite name="Components" tests="2" failures="1" errors="0" skipped="0" time="0.004">
///     <testcase classname="Components.buttons" name="red.txt" time="0.002">
///       <failure message="Components/buttons (tweak red) does not match its golden …">…</failure>
///     </testcase>
/// ```
package enum JUnitWriter {
    package static func xml(results: [SnapshotResult], name: String) -> String {
        var suites: [(name: String, results: [SnapshotResult])] = []
        var suiteIndex: [String: Int] = [:]
        for result in results {
            let suite = String(result.path.prefix { $0 != "/" })
            if let index = suiteIndex[suite] {
                suites[index].results.append(result)
            } else {
                suiteIndex[suite] = suites.count
                suites.append((suite, [result]))
            }
        }
        // A crash or a timeout is an `<error>`, not a `<failure>`: the
        // golden was never compared.
        func isError(_ result: SnapshotResult) -> Bool { result.crash != nil || result.timeout != nil }
        func failures(_ results: [SnapshotResult]) -> Int {
            results.filter { $0.isFailure && !isError($0) }.count
        }
        func errors(_ results: [SnapshotResult]) -> Int { results.filter(isError).count }
        func time(_ results: [SnapshotResult]) -> String { format(results.reduce(0) { $0 + $1.duration }) }

        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append(
            #"<testsuites name="\#(escape(name))" tests="\#(results.count)" failures="\#(failures(results))" "#
                + #"errors="\#(errors(results))" skipped="0" time="\#(time(results))">"#)
        for suite in suites {
            lines.append(
                #"  <testsuite name="\#(escape(suite.name))" tests="\#(suite.results.count)" "#
                    + #"failures="\#(failures(suite.results))" errors="\#(errors(suite.results))" skipped="0" "#
                    + #"time="\#(time(suite.results))">"#)
            for result in suite.results {
                let directory = (result.path as NSString).deletingLastPathComponent
                let file = (result.path as NSString).lastPathComponent
                let className = directory.replacingOccurrences(of: "/", with: ".")
                let open = #"    <testcase classname="\#(escape(className))" name="\#(escape(file))" "#
                    + #"file="\#(escape(result.path))" time="\#(format(result.duration))""#
                switch result.status {
                case .passed:
                    lines.append(open + "/>")
                case .recorded:
                    lines.append(open + ">")
                    let message = escape(result.message ?? "recorded", isAttribute: false)
                    lines.append("      <system-out>\(message)</system-out>")
                    lines.append("    </testcase>")
                case .failed:
                    let message = result.message ?? "failed"
                    let summary = String(message.prefix { $0 != "\n" })
                    let (element, type) =
                        result.crash != nil ? ("error", "crash")
                        : result.timeout != nil ? ("error", "timeout") : ("failure", "snapshot")
                    lines.append(open + ">")
                    lines.append(
                        #"      <\#(element) message="\#(escape(summary))" type="\#(type)">"#
                            + escape(message, isAttribute: false) + "</\(element)>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML-escapes text. Every scalar a terminal would act on
    /// (`TerminalSafeText.isActedOn(_:)`, the one predicate the JSON reports
    /// use too) is written as a character reference (`&#x202E;`, `&#x9;`),
    /// which keeps the data and prints harmlessly; but a line feed in text
    /// content is the report's own layout and stays. The C0 controls XML 1.0
    /// cannot hold at all, even as references (escape, BEL, …), are shown as
    /// `TerminalSafeText` shows them (`␛`), and U+FFFE and U+FFFF as `�`.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - isAttribute: Whether `text` is an attribute value, where a reader
    ///     would turn a literal line feed into a space: it is a reference there.
    static func escape(_ text: String, isAttribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n" where !isAttribute: result.unicodeScalars.append(scalar)
            case "\n", "\t", "\r": result += reference(scalar)
            default:
                if scalar.value < 0x20 {
                    result += TerminalSafeText.oneLine(String(scalar))
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"  // not characters, not even as references
                } else if TerminalSafeText.isActedOn(scalar) {
                    result += reference(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `&#x202E;`.
    private static func reference(_ scalar: Unicode.Scalar) -> String {
        "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    }

    private static func format(_ seconds: Double) -> String {
        String(format: "%.6f", seconds)
    }
}
