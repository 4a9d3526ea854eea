import Foundation
import Testing

@Suite struct DemoRunnerEndToEndTests {
    @Test func open_buttonsRed_rendersTheREADMEExample() throws {
        let result = try RunnerProcess.run(
            ["open", "Components/buttons", "--tweak", "red", "--width", "60"], preferences: temporaryPreferences())
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("╭─ Buttons · Red ") == true)
        #expect(result.standardOutput.contains("Delete account"))
        #expect(!result.standardOutput.contains("\u{1B}"), "no escape sequence when stdout is a pipe")
    }

    @Test func open_colorAlways_writesSGR() throws {
        let result = try RunnerProcess.run(
            ["open", "Components/buttons", "--tweak", "red", "--color", "always"],
            preferences: temporaryPreferences())
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\u{1B}["))
    }

    @Test func open_noColor_winsOverForceColorAndAuto() throws {
        let result = try RunnerProcess.run(
            ["open", "Components/buttons"], preferences: temporaryPreferences(),
            environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"])
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    /// The lines inside `open`'s frame, without the frame's borders and
    /// padding: what the demo's golden holds.
    static func framedContent(_ output: String) -> [String] {
        output.split(separator: "\n").drop { !$0.hasPrefix("╭") }.dropFirst().prefix { !$0.hasPrefix("╰") }.map { line in
            var inner = line.dropFirst(2).dropLast(2)
            while inner.last == " " { inner.removeLast() }
            return String(inner)
        }
    }

    /// The showcase's goldens, beside this file's package.
    static func golden(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent("Demos/__Snapshots__").appendingPathComponent(path), encoding: .utf8)
    }

    /// `open X | cat`, with `NO_COLOR` or with `TERM=dumb` prints what the
    /// terminal and the golden show, only without colour: the accessible
    /// look (nine log lines for one, `ℹ` for a spinner) is `--screen-reader`'s.
    @Test func open_intoAPipe_withNoColorOrADumbTerminal_printsWhatTheGoldenPins() throws {
        let still = try Self.golden("Prompts/collapsibleStep/succeeds.txt").split(separator: "\n").map(String.init)
        let script = try Self.golden("Prompts/collapsibleStep/succeeds+runToEnd.txt")
        let lastStep = try #require(script.components(separatedBy: "\n\n── ").dropLast().last)
        let end = lastStep.split(separator: "\n").dropFirst().map(String.init)
        #expect(end == ["✔ Build succeeded [2.1s]"])
        for environment in [[:], ["NO_COLOR": "1"], ["TERM": "dumb"], ["NO_COLOR": "1", "TERM": "dumb"]] {
            let start = try RunnerProcess.run(
                ["open", "Prompts/collapsibleStep"], preferences: temporaryPreferences(), environment: environment)
            #expect(start.status == 0)
            #expect(Self.framedContent(start.standardOutput) == still, "\(environment)")
            let ended = try RunnerProcess.run(
                ["open", "Prompts/collapsibleStep", "--at", "600s"], preferences: temporaryPreferences(),
                environment: environment)
            #expect(ended.status == 0)
            #expect(Self.framedContent(ended.standardOutput) == end, "\(environment)")
            #expect(ended.standardOutput.hasSuffix("outcome: completed\n"))
        }
        // Asked for, the accessible look: every log line, append-only.
        let reader = try RunnerProcess.run(
            ["open", "Prompts/collapsibleStep", "--at", "600s", "--screen-reader"], preferences: temporaryPreferences())
        #expect(Self.framedContent(reader.standardOutput).count == 8, "\(reader.standardOutput)")
        #expect(reader.standardOutput.contains("Signing App.app"))
    }

    /// `NO_COLOR=1` changes the colour of `open`'s output and nothing else:
    /// its text is the text `--color always` prints, less escape sequences.
    @Test func open_noColor_changesOnlyTheColour() throws {
        let coloured = try RunnerProcess.run(
            ["open", "Prompts/collapsibleStep", "--at", "1s", "--color", "always"], preferences: temporaryPreferences())
        let plain = try RunnerProcess.run(
            ["open", "Prompts/collapsibleStep", "--at", "1s"], preferences: temporaryPreferences(),
            environment: ["NO_COLOR": "1"])
        #expect(coloured.standardOutput.contains("\u{1B}["))
        #expect(!plain.standardOutput.contains("\u{1B}"))
        let stripped = coloured.standardOutput.replacingOccurrences(
            of: "\u{1B}\\[[0-9;:]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.standardOutput)
    }

    @Test func open_widthFromColumns() throws {
        let result = try RunnerProcess.run(
            ["open", "Components/callout"], preferences: temporaryPreferences(), environment: ["COLUMNS": "44"])
        #expect(result.status == 0)
        let widths = result.standardOutput.split(separator: "\n").map { $0.unicodeScalars.count }
        #expect(widths.allSatisfy { $0 <= 44 })
        #expect(widths.first == 44)
    }

    @Test func open_thenReopen_remembersDemoAndTweakByIdentifier() throws {
        let preferences = try temporaryPreferences()
        _ = try RunnerProcess.run(["open", "components/progress", "--tweak", "3"], preferences: preferences)
        let saved = try String(contentsOf: preferences, encoding: .utf8)
        #expect(saved.contains("\"demo\" : \"progressBar\""))
        #expect(saved.contains("\"tweak\" : \"almostDone\""))
        let reopened = try RunnerProcess.run(["open"], preferences: preferences)
        #expect(reopened.status == 0)
        #expect(reopened.standardOutput.contains("Progress bar · Almost Done"))
    }

    @Test func open_typedPreferencesThatAreNotDemoKits_warnOpenAndLeaveTheFileAsItWas() throws {
        let preferences = try temporaryPreferences()
        let notes = Data("{\"schemaVersion\": 1, \"lastDemo\": {\"gro".utf8)
        try notes.write(to: preferences)
        let result = try RunnerProcess.run(["open", "Components/badges"], preferences: preferences)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("warning: preferences file '\(preferences.path)' is not valid JSON; left it as it is"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: preferences) == notes)
    }

    @Test func open_corruptPreferencesAtTheDefaultLocation_areKeptAsideAndReplaced() throws {
        let state = try temporaryPreferences().deletingLastPathComponent()
        let file = state.appendingPathComponent("demokit/demo-runner.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"schemaVersion\": 1, \"lastDemo\": {\"gro".utf8).write(to: file)
        let result = try RunnerProcess.run(
            ["open", "Components/badges"], environment: ["XDG_STATE_HOME": state.path])
        #expect(result.status == 0)
        #expect(result.standardError == "warning: preferences file '\(file.path)' is not valid JSON; "
            + "kept it as '\(file.path).corrupt' and started afresh\n")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"badges\""))
        #expect(try String(contentsOf: file.appendingPathExtension("corrupt"), encoding: .utf8).hasPrefix("{\"schemaVersion\": 1"))
    }

    /// A warning that cannot be written changes nothing: with standard
    /// error closed, the corrupt file is still kept aside and replaced, and
    /// the demo printed as with standard error open.
    @Test func open_corruptPreferences_withStandardErrorClosed_areStillRepaired() throws {
        var outputs: [String] = []
        for closed in [false, true] {
            let state = try temporaryPreferences().deletingLastPathComponent()
            let file = state.appendingPathComponent("demokit/demo-runner.json")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"schemaVersion\": 1, \"lastDemo\": {\"gro".utf8).write(to: file)
            let result = try RunnerProcess.run(
                ["open", "Components/badges", "--width", "40"], environment: ["XDG_STATE_HOME": state.path],
                closingStandardError: closed)
            #expect(result.status == 0, "standard error closed: \(closed)")
            #expect(result.standardError == (closed ? "" : "warning: preferences file '\(file.path)' is not "
                + "valid JSON; kept it as '\(file.path).corrupt' and started afresh\n"))
            let saved = try String(contentsOf: file, encoding: .utf8)
            #expect(saved.contains("\"demokit-preferences\"") && saved.contains("\"badges\""), "\(saved)")
            #expect(
                try String(contentsOf: file.appendingPathExtension("corrupt"), encoding: .utf8)
                    == "{\"schemaVersion\": 1, \"lastDemo\": {\"gro")
            outputs.append(result.standardOutput)
        }
        #expect(outputs[0].contains("Badges"))
        #expect(outputs[1] == outputs[0])
    }

    @Test func open_unknownTweak_suggestsNearestAndExits64() throws {
        let result = try RunnerProcess.run(
            ["open", "Components/buttons", "--tweak", "rde"], preferences: temporaryPreferences())
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: unknown tweak 'rde' for Components/buttons. Did you mean 'red'?\n")
    }

    @Test func open_unknownGroup_exits64() throws {
        let result = try RunnerProcess.run(["open", "Componets/buttons"], preferences: temporaryPreferences())
        #expect(result.status == 64)
        #expect(result.standardError == "error: unknown group 'Componets'. Did you mean 'Components'?\n")
    }

    @Test func open_bareDemoOrTweak_suggestsTheFullAddressAndExits64() throws {
        let bare = try RunnerProcess.run(["open", "buttons"], preferences: temporaryPreferences())
        #expect(bare.status == 64)
        #expect(
            bare.standardError
                == "error: 'buttons' is not a demo address; write GROUP/DEMO. Did you mean 'Components/buttons'?\n")
        let tweak = try RunnerProcess.run(["open", "Components/red"], preferences: temporaryPreferences())
        #expect(tweak.status == 64)
        #expect(
            tweak.standardError
                == "error: unknown demo 'red' in group 'Components'. Did you mean 'Components/buttons --tweak red'?\n")
    }

    @Test func unknownFlag_exits64() throws {
        let result = try RunnerProcess.run(["list", "--filtr", "x"])
        #expect(result.status == 64)
        #expect(result.standardError == "error: unknown option '--filtr' for 'list'; did you mean '--filter'?\n")
    }

    @Test func list_showsGroupsDemosAndTweaks() throws {
        let result = try RunnerProcess.run(["list"])
        #expect(result.status == 0)
        // Groups are listed in the registry's order, so look for the line rather than the first one.
        #expect(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("Components ") })
        #expect(result.standardOutput.contains("├── Buttons"))
        #expect(result.standardOutput.contains("--tweak red"))
        #expect(result.standardOutput.contains("Components/buttons"))
    }

    @Test func list_json_hasTheDocumentedSchema() throws {
        let result = try RunnerProcess.run(["list", "--json", "--filter", "buttons"])
        #expect(result.status == 0)
        struct Listing: Decodable {
            struct Group: Decodable { var identifier: String; var title: String; var demos: [Demo] }
            struct Demo: Decodable {
                var identifier, address, title, presentation: String
                var snapshotTested: Bool
                var tweaks: [Tweak]
            }
            struct Tweak: Decodable { var number: Int; var identifier, title: String }
            var schemaVersion: Int
            var groups: [Group]
        }
        let listing = try JSONDecoder().decode(Listing.self, from: Data(result.standardOutput.utf8))
        #expect(listing.schemaVersion == 1)
        #expect(listing.groups.flatMap(\.demos).map(\.address).contains("Components/buttons"))
    }

    @Test func noArguments_printsHelpAndExits0() throws {
        let result = try RunnerProcess.run([])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardOutput.contains("SUBCOMMANDS:"))
    }

    @Test func version_printsTheVersion() throws {
        let result = try RunnerProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test(arguments: ["list", "open", "help"])
    func everyCommand_hasHelp(command: String) throws {
        let arguments = command == "help" ? ["help", "open"] : [command, "--help"]
        let result = try RunnerProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardOutput.contains("USAGE: demo-runner "))
    }
}

@Suite struct OutputFailureEndToEndTests {
    /// `/dev/full` exists on Linux only: elsewhere the test says it was skipped.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func fullStandardOutput_failsWithOneLineNotATrap() throws {
        let process = Process()
        process.executableURL = RunnerProcess.executable
        process.arguments = ["list"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(message == "error: cannot write to standard output (no space left on device)\n")
    }

    /// `demo-runner list | true`: the reader is gone before the first write.
    /// The runner must not die of SIGPIPE (status 141, no message).
    @Test(arguments: [
        ["list"], ["open", "Components/buttons"], ["--help"], ["snapshot", "--record", "never"],
    ])
    func readerThatQuit_failsWithStatus1AndOneLine(arguments: [String]) throws {
        let process = Process()
        process.executableURL = RunnerProcess.executable
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path,
            "DEMO_RUNNER_PREFERENCES": try temporaryPreferences().path,
        ]
        let output = Pipe()
        try output.fileHandleForReading.close()
        process.standardOutput = output
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
        #expect(message == "error: cannot write to standard output (broken pipe)\n")
    }

    @Test func corruptPreferences_reopenWithoutAddress_warnsOnceThenSaysNothingToReopen() throws {
        let state = try temporaryPreferences().deletingLastPathComponent()
        let file = state.appendingPathComponent("demokit/demo-runner.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"schemaVersion\":1,\"lastDemo\":{".utf8).write(to: file)
        let first = try RunnerProcess.run(["open"], environment: ["XDG_STATE_HOME": state.path])
        #expect(first.status == 64)
        #expect(first.standardError.hasPrefix("warning: preferences file '"))
        let second = try RunnerProcess.run(["open"], environment: ["XDG_STATE_HOME": state.path])
        #expect(second.standardError.hasPrefix("error: no demo to reopen yet"))
    }
}
