import DemoKitTestSupport
import Foundation
import Testing

/// Every command that runs a demo stops one that never finishes, with one
/// default and one message: `open` as `snapshot` does (`--timeout`,
/// `SNAPSHOT_FIXTURES=crashes`).
@Suite struct TimeLimitEndToEndTests {
    private func run(_ arguments: [String], timeout: TimeInterval = 60) throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["SNAPSHOT_FIXTURES"] = "crashes"
        variables["DEMO_RUNNER_PREFERENCES"] = folder.appendingPathComponent("preferences.json").path
        return try ProcessResult.run(
            BuiltProducts.directory.appendingPathComponent("snapshot-fixtures"), arguments, environment: variables,
            workingDirectory: folder, timeout: timeout)
    }

    @Test func open_aDemoThatNeverFinishes_isStoppedWithSnapshotsMessage() throws {
        let started = Date()
        let result = try run(["open", "Crashes/hang", "--timeout", "1"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                error: Crashes/hang did not finish rendering within 1 s of real time; it may loop or block.
                Fix the demo, or give it longer with '--timeout SECONDS'.

                """)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func open_aScriptStepThatNeverFinishes_namesTheStep() throws {
        let result = try run(["open", "Crashes/stuckStep", "--script", "run", "--timeout", "0.5"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.hasPrefix(
                "error: Crashes/stuckStep did not finish within 0.5 s of real time (script 'run', step 2); "),
            "\(result.standardError)")
    }

    @Test func open_byDefault_stopsAfterTheDefaultLimit() throws {
        let result = try run(["open", "Crashes/hang"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("did not finish rendering within 5 s of real time"))
    }

    @Test func open_aHealthyDemo_isUntouchedByTheLimit() throws {
        let result = try run(["open", "Crashes/healthy", "--timeout", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("healthy"))
        #expect(result.standardError == "")
    }

    @Test func open_timeoutInvalid_isAUsageError() throws {
        let result = try run(["open", "Crashes/healthy", "--timeout", "soon"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "error: invalid value 'soon' for '--timeout'; give seconds from 0 (no limit) to 86400, "
                    + "e.g. '--timeout 10'\n"))
    }
}
