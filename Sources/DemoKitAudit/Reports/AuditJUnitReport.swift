import DemoKitCore
import DemoKitSnapshots

/// `demo-runner audit --junit`: one test suite per demo, one test case per
/// rendering, a `<failure>` per open finding (waived ones in
/// `<system-out>`), an `<error>` for a rendering that could not be made.
package enum AuditJUnitReport {
    package static func xml(results: [AuditCaseResult], name: String) -> String {
        var suites: [(String, [AuditCaseResult])] = []
        for result in results {
            if suites.last?.0 == result.address {
                suites[suites.count - 1].1.append(result)
            } else {
                suites.append((result.address, [result]))
            }
        }
        func escape(_ text: String, isAttribute: Bool = true) -> String {
            JUnitWriter.escapedXML(text, isAttribute: isAttribute)
        }
        let failures = results.reduce(0) { $0 + $1.openFindings.count }
        let errors = results.filter { $0.error != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(name))\" tests=\"\(results.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\">\n"
        for (address, cases) in suites {
            let suiteFailures = cases.reduce(0) { $0 + $1.openFindings.count }
            let suiteErrors = cases.filter { $0.error != nil }.count
            xml += "  <testsuite name=\"\(escape(address))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" "
                + "errors=\"\(suiteErrors)\">\n"
            for result in cases {
                xml += "    <testcase classname=\"\(escape(address))\" name=\"\(escape(result.key))\""
                let waived = result.findings.filter(\.isWaived)
                if result.failed || !waived.isEmpty {
                    xml += ">\n"
                    // One line each, whatever a demo's text holds: a line
                    // feed in a waiver's reason must not start a line of
                    // its own in system-out.
                    if let error = result.error {
                        xml += "      <error message=\"\(escape(TerminalSafeText.oneLine(error)))\"/>\n"
                    }
                    for finding in result.openFindings {
                        let message = escape(TerminalSafeText.oneLine(AuditText.line(finding)))
                        xml += "      <failure type=\"\(escape(finding.rule.label))\" message=\"\(message)\"/>\n"
                    }
                    if !waived.isEmpty {
                        let text = waived.map { TerminalSafeText.oneLine(AuditText.line($0)) }.joined(separator: "\n")
                        xml += "      <system-out>\(escape(text, isAttribute: false))</system-out>\n"
                    }
                    xml += "    </testcase>\n"
                } else {
                    xml += "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
