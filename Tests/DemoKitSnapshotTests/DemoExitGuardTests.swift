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

/// A demo that exits after a moment, while the demos beside it render on
/// the other threads of the same check.
enum ExitingAmongOthersGroup: String, CaseDemoGroup {
    case exits
    case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p

    var demo: any Demoable {
        TextDemo(rawValue) { _ in
            if self == .exits {
                // Long enough for the other threads to start cases after it.
                usleep(400_000)
                exit(0)
            }
            usleep(40_000)
            return TextBlock("fine")
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

extension DemoExitGuardTests {
    /// With four threads rendering, the line names the demo whose code
    /// called `exit`, not the one another thread started last.
    @Test func aDemoThatCallsExit_amongOthersOnOtherThreads_isTheOneNamed() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-exit-among-\(getpid())")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("ExitingAmongOthersGroup"), withIntermediateDirectories: true)
            for demo in ExitingAmongOthersGroup.allCases {
                try "an older rendering\n".write(
                    to: root.appendingPathComponent("ExitingAmongOthersGroup/\(demo.rawValue).txt"), atomically: true,
                    encoding: .utf8)
            }
            _ = verifyDemoSnapshots(
                of: FixtureRegistry<ExitingAmongOthersGroup>.self, record: .never, snapshotDirectory: root.path, jobs: 4)
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains(
            "error: ExitingAmongOthersGroup/exits (checked by DemoKitTesting) ended the process (it called exit)"),
            "\(errors)")
    }
}
#endif
