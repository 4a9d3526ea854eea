#if compiler(>=6.3) && (os(macOS) || os(Linux))
import DemoKitCore
import DemoKitTesting
import Foundation
import Testing

/// A demo that calls `exit(0)` while its rendering is checked in process.
enum ExitingGroup: CaseDemoGroup {
    case quits

    var demo: any Demoable {
        TextDemo("Quits") { _ in
            exit(0)
        }
    }
}

/// A demo that ends the process while DemoKitTesting checks it in process
/// fails the run (status 1, naming the demo) rather than ending it as if
/// every test had passed.
@Suite struct DemoExitGuardTests {
    @Test func aDemoThatCallsExit_endsTheTestProcessWithAFailureNamingIt() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            // A golden to compare with, so that the demo is rendered even
            // where CI is set (a missing golden is not rendered there).
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-exit-\(getpid())")
            let golden = root.appendingPathComponent("ExitingGroup/quits.txt")
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "an older rendering\n".write(to: golden, atomically: true, encoding: .utf8)
            _ = verifyDemoSnapshots(of: FixtureRegistry<ExitingGroup>.self, record: .never, snapshotDirectory: root.path)
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains(
            "error: ExitingGroup/quits (checked by DemoKitTesting) ended the process (it called exit)"), "\(errors)")
    }
}
#endif
