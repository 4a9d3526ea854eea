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

/// `audit` renders in its own process too: a demo that calls `exit` fails
/// the run naming it.
@Suite struct AuditExitEndToEndTests {
    @Test func audit_aDemoThatCallsExit_failsNamingIt() throws {
        let result = try RunnerProcess.run(
            ["audit", "--filter", "ExitGroup", "--jobs", "1"], product: "snapshot-fixtures",
            environment: ["SNAPSHOT_FIXTURES": "exits"])
        #expect(result.status == 1, "\(result.standardOutput)\n\(result.standardError)")
        #expect(result.standardError.contains("error: ExitGroup/prompt/exits ended the process (it called exit)"),
                "\(result.standardError)")
    }
}
