import Testing
import XCTest

/// Reports a failure to whichever test framework is running the caller:
/// Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum DemoSnapshotReporter {
    static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
