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
            _ = verifyDemoSnapshots(of: FixtureRegistry<ExitingGroup>.self, record: .never, snapshotDirectory: "/tmp")
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains(
            "error: ExitingGroup/quits (checked by DemoKitTesting) ended the process (it called exit)"), "\(errors)")
    }
}
#endif
