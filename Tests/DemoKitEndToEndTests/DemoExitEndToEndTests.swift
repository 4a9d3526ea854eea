import Foundation
import Testing

/// A demo that ends the process (`exit(0)`, as tuist/Noora does on Ctrl-C)
/// fails `open`, naming the demo, rather than ending it with status 0 and
/// no screen.
@Suite struct DemoExitEndToEndTests {
    @Test func open_aDemoThatCallsExit_failsNamingIt() throws {
        let result = try RunnerProcess.run(
            ["open", "ExitGroup/prompt", "--tweak", "exits"], product: "snapshot-fixtures",
            preferences: temporaryPreferences(), environment: ["SNAPSHOT_FIXTURES": "exits"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains(
            "error: ExitGroup/prompt (tweak exits) ended the process (it called exit) while its code ran"),
            "\(result.standardError)")
    }

    @Test func open_theSameDemoInATweakThatReturns_succeeds() throws {
        let result = try RunnerProcess.run(
            ["open", "ExitGroup/prompt", "--tweak", "renders"], product: "snapshot-fixtures",
            preferences: temporaryPreferences(), environment: ["SNAPSHOT_FIXTURES": "exits"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Deploy now?"))
        #expect(!result.standardError.contains("ended the process"))
    }
}

/// `snapshot --in-process` renders in its own process: a demo that calls
/// `exit` fails the run naming it, never a run that ends with status 0.
@Suite struct SnapshotInProcessExitEndToEndTests {
    @Test func snapshotInProcess_aDemoThatCallsExit_failsNamingIt() throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-exit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: snapshots) }
        let result = try RunnerProcess.run(
            ["snapshot", "--in-process", "--record", "all", "--snapshots", snapshots.path], product: "snapshot-fixtures",
            environment: ["SNAPSHOT_FIXTURES": "exits"])
        #expect(result.status == 1, "\(result.standardOutput)\n\(result.standardError)")
        #expect(result.standardError.contains("error: ExitGroup/prompt/exits ended the process (it called exit)"),
                "\(result.standardError)")
    }
}

/// `audit` renders each case in a render worker first, as `snapshot` does:
/// a demo that calls `exit` fails its own rendering, named, and the audit
/// goes on with the others.
@Suite struct AuditExitEndToEndTests {
    @Test func audit_aDemoThatCallsExit_failsNamingIt_andTheAuditGoesOn() throws {
        let result = try RunnerProcess.run(
            ["audit", "--filter", "ExitGroup", "--jobs", "1"], product: "snapshot-fixtures",
            environment: ["SNAPSHOT_FIXTURES": "exits"])
        #expect(result.status == 1, "\(result.standardOutput)\n\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "✗ ExitGroup/prompt/exits\n  could not be rendered: ExitGroup/prompt (tweak exits) ended the renderer "
                    + "with exit status 0"), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("2 renderings: 0 findings, 0 waived, 1 could not be rendered\n"))
        #expect(result.standardError == "error: 1 of 2 renderings failed the audit\n")
    }
}
