import DemoKitTestSupport
import Foundation
import Testing

/// Every command that runs a demo stops one that never finishes, with one
/// default and one message: `open` and `audit` as `snapshot` does
/// (`--timeout`, `SNAPSHOT_FIXTURES=crashes`); and `open` reports one that
/// crashes in one line, from the crash log, as it reports a hang.
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
            BuiltProducts.productsFolder.appendingPathComponent("snapshot-fixtures"), arguments, environment: variables,
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

    /// The sibling of the time limit: a demo that crashes `open` is one
    /// line, read from the crash log as a render worker's crash is, naming
    /// the demo, the runtime's message, the place in the demo's code and
    /// the input given; exit 1, not the runtime's report and 132.
    @Test func open_aDemoThatCrashes_isOneLine_namingThePlaceAndTheInput_exit1() throws {
        let result = try run(["open", "Crashes/trap", "--set", "reason=no options"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput == "")
        let error = result.standardError
        #expect(error.hasPrefix("error: Crashes/trap crashed the renderer with signal "), "\(error)")
        #expect(error.contains("Fatal error: no options, in TrapDemo.render(in:) at "), "\(error)")
        #expect(error.contains("CrashGroup.swift:"), "\(error)")
        #expect(error.hasSuffix("; fix the demo, or give it other values than '--set reason=no options'\n"), "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1, "\(error)")
        #expect(!error.contains("Backtracing"))
    }

    @Test func open_aDemoThatCrashesInOneTweak_namesTheTweak() throws {
        let result = try run(["open", "Crashes/oneTweak", "--tweak", "second"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("error: Crashes/oneTweak (tweak second) crashed the renderer"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("; fix the demo\n"), "\(result.standardError)")
    }

    @Test func open_timeoutInvalid_isAUsageError() throws {
        let result = try run(["open", "Crashes/healthy", "--timeout", "soon"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "error: invalid value 'soon' for '--timeout'; give seconds from 0 (no limit) to 86400, "
                    + "e.g. '--timeout 10'\n"))
    }

    /// `audit` renders each case in render workers first, as `snapshot`
    /// does: a demo that hangs or traps fails its own rendering with
    /// `snapshot`'s words, and the healthy ones are audited (it used to hang
    /// for ever, or end with the demo's crash).
    @Test func audit_demosThatHangOrTrap_failTheirOwnRenderings_andTheRestIsAudited() throws {
        let started = Date()
        let result = try run(["audit", "--timeout", "1", "--filter", "hang,stuckStep,trap,healthy"])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        let output = result.standardOutput
        #expect(
            output.contains(
                "✗ Crashes/hang\n  could not be rendered: Crashes/hang did not finish rendering within 1 s of real time; "
                    + "it may loop or block.⏎Fix the demo, or give it longer with '--timeout SECONDS'.\n"), "\(output)")
        #expect(output.contains("Crashes/stuckStep (script run) did not finish within 1 s of real time (script 'run', step 2)"))
        #expect(output.contains("✗ Crashes/trap\n  could not be rendered: Crashes/trap crashed the renderer with signal "))
        #expect(!output.contains("Backtrace"), "snapshot shows the backtrace; the audit names the crash")
        #expect(!output.contains("Crashes/healthy"), "audited, with nothing found")
        #expect(output.hasSuffix("5 renderings: 0 findings, 0 waived, 3 could not be rendered\n"), "\(output)")
        #expect(result.standardError == "error: 3 of 5 renderings failed the audit\n")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func audit_timeoutInvalid_isAUsageError() throws {
        let result = try run(["audit", "--timeout", "-1"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: invalid value '-1' for '--timeout'"))
    }
}
