#if canImport(Testing)
import Testing
#endif
import XCTest

/// Reports a failure to whichever test framework is running the caller:
/// Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
///
/// Swift Testing is used only where the toolchain has it
/// (`#if canImport(Testing)`), as swift-snapshot-testing does, so that
/// DemoKitTesting builds with XCTest alone too.
enum DemoSnapshotReporter {
    static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
