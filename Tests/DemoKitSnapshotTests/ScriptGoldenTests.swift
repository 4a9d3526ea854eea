import DemoKitCore
import Foundation
import Testing

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// Script goldens: every tweak × script of a live demo is one more golden
/// case, a story of screens, with the same paths, keys, filters, shards,
/// record modes, reports and pruning as still goldens.
@Suite struct ScriptGoldenTests {
    static let files = [
        "ScriptGroup/choice/filter+chooseSecond.ansi", "ScriptGroup/choice/filter+chooseSecond.txt",
        "ScriptGroup/choice/filter+chooseSecond@dark.ansi", "ScriptGroup/choice/filter+chooseSecond@dark.txt",
        "ScriptGroup/choice/filter+filterCherry.ansi", "ScriptGroup/choice/filter+filterCherry.txt",
        "ScriptGroup/choice/filter+filterCherry@dark.ansi", "ScriptGroup/choice/filter+filterCherry@dark.txt",
        "ScriptGroup/choice/filter.ansi", "ScriptGroup/choice/filter.txt",
        "ScriptGroup/choice/filter@dark.ansi", "ScriptGroup/choice/filter@dark.txt",
        "ScriptGroup/choice/plain+chooseSecond.ansi", "ScriptGroup/choice/plain+chooseSecond.txt",
        "ScriptGroup/choice/plain+chooseSecond@dark.ansi", "ScriptGroup/choice/plain+chooseSecond@dark.txt",
        "ScriptGroup/choice/plain.ansi", "ScriptGroup/choice/plain.txt",
        "ScriptGroup/choice/plain@dark.ansi", "ScriptGroup/choice/plain@dark.txt",
        "ScriptGroup/still.txt",
        "ScriptGroup/timer+run.ansi", "ScriptGroup/timer+run.txt",
        "ScriptGroup/timer.txt",
    ]

    static let keys = [
        "ScriptGroup/choice/plain", "ScriptGroup/choice/plain@dark",
        "ScriptGroup/choice/plain+chooseSecond", "ScriptGroup/choice/plain+chooseSecond@dark",
        "ScriptGroup/choice/filter", "ScriptGroup/choice/filter@dark",
        "ScriptGroup/choice/filter+chooseSecond", "ScriptGroup/choice/filter+chooseSecond@dark",
        "ScriptGroup/choice/filter+filterCherry", "ScriptGroup/choice/filter+filterCherry@dark",
        "ScriptGroup/still",
        "ScriptGroup/timer", "ScriptGroup/timer+run",
    ]

    static let timerStory = """
        ── 0. start  (t = 0 s)
        ⠋ Building
        elapsed 0 s, 80 columns

        ── 1. wait 0.24 s  (t = 0.24 s)
        ⠸ Building
        elapsed 0.24 s, 80 columns

        ── 2. wait 1 s  (t = 1.24 s)
        ⠴ Building
        elapsed 1.24 s, 80 columns

        ── 3. resize 30 columns  (t = 1.24 s)
        ⠴ Building
        elapsed 1.24 s, 30 columns

        ── 4. wait 1 s  (t = 2.24 s)
        ✔ Built
        elapsed 2.24 s, 30 columns

        """

    func plan(_ groups: [any DemoGroup.Type] = [ScriptGroup.self], filter: String? = nil) throws -> SnapshotPlan {
        try SnapshotPlan(catalog: Catalog(groups: groups), filter: filter.map { try SnapshotFilter($0) })
    }

    // MARK: - Paths, keys, content

    @Test func plan_addsOneCasePerTweakScriptAndVariation_afterTheTweaksStillGoldens() throws {
        let plan = try plan()
        #expect(plan.cases.map(\.key) == Self.keys)
        #expect(plan.isComplete)
        let script = try #require(plan.cases.first { $0.key == "ScriptGroup/choice/filter+chooseSecond@dark" })
        #expect(script.plainPath == "ScriptGroup/choice/filter+chooseSecond@dark.txt")
        #expect(script.stylesPath == "ScriptGroup/choice/filter+chooseSecond@dark.ansi")
        #expect(script.description == "ScriptGroup/choice (tweak filter, script chooseSecond, dark)")
        #expect(script.filterPattern == "=ScriptGroup/choice/filter+chooseSecond@dark")
        let timer = try #require(plan.cases.last)
        #expect(timer.plainPath == "ScriptGroup/timer+run.txt")
        #expect(timer.filterPattern == "=ScriptGroup/timer+run")
    }

    @Test func recordAll_writesScriptGoldensBesideStillOnes_thenVerifyPasses() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        let record = harness.snapshot("--record", "all")
        #expect(record.status == .success, "\(record.output)\(record.error)")
        #expect(harness.files() == Self.files)
        #expect(record.output.hasSuffix("13 renderings: 0 passed, 0 failed, 13 written, 13 missing, 0 obsolete files\n"))
        let verify = harness.snapshot()
        #expect(verify.status == .success, "\(verify.output)")
        #expect(verify.output.hasSuffix("13 renderings: 13 passed, 0 failed, 0 written, 0 missing, 0 obsolete files\n"))
    }

    /// "Accept just this one" under a still golden accepts that golden and
    /// nothing else, though the demo's script golden waits beside it (it
    /// once accepted the still one and every script's); the failure report
    /// names the same command as the terminal.
    @Test func acceptJustThisOne_acceptsThatGoldenAlone_andTheReportNamesTheSameCommand() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("changed\n", to: "ScriptGroup/timer.txt")
        try harness.write("changed\n", to: "ScriptGroup/timer+run.txt")
        let report = harness.snapshots.deletingLastPathComponent().appendingPathComponent("report.html")
        let run = harness.snapshot("--report", report.path)
        #expect(run.status == .failure)
        let folder = " --snapshots " + ShellWord.quoted(harness.snapshots.path)
        let accept = "demo-runner review --accept '=ScriptGroup/timer'" + folder
        #expect(run.output.contains("Review it: demo-runner review\(folder) (or accept just this one: \(accept))"), "\(run.output)")
        #expect(run.output.contains("(or accept just this one: demo-runner review --accept '=ScriptGroup/timer+run'\(folder))"))
        let page = try String(contentsOf: report, encoding: .utf8)
        #expect(page.contains("=ScriptGroup/timer&#39;"), "the report names the review command")
        #expect(!page.contains("--record failed"), "and never another form")

        let accepted = harness.run(["review", "--accept", "=ScriptGroup/timer", "--snapshots", harness.snapshots.path])
        #expect(accepted.status == .success, "\(accepted.output)\(accepted.error)")
        #expect(accepted.output == "accepted ScriptGroup/timer\nAccepted 1 of 1\n")
        #expect(try harness.read("ScriptGroup/timer+run.txt") == "changed\n")
        let left = harness.run(["review", "--list", "--snapshots", harness.snapshots.path])
        #expect(left.output.hasPrefix("changed  ScriptGroup/timer+run\n1 pending"), "\(left.output)")
    }

    @Test func scriptGolden_isTheStoryOfScreens_andTheStillGoldenTheStartScreen() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        #expect(try harness.read("ScriptGroup/timer+run.txt") == Self.timerStory)
        #expect(try harness.read("ScriptGroup/timer.txt") == "⠋ Building\nelapsed 0 s, 80 columns\n")
        #expect(
            try harness.read("ScriptGroup/choice/plain+chooseSecond@dark.txt") == """
                ── 0. start  (t = 0 s)
                Fruit?
                ❯ Apple
                  Banana
                  Cherry
                80 columns, dark

                ── 1. ↓  (t = 0 s)
                Fruit?
                  Apple
                ❯ Banana
                  Cherry
                80 columns, dark

                ── 2. ⏎  (t = 0 s)
                Fruit?
                  Apple
                ❯ Banana
                  Cherry
                80 columns, dark

                ── outcome: value "Banana"

                """)
        #expect(
            try harness.read("ScriptGroup/choice/filter+filterCherry.txt").contains(
                "── 1. type \"ch\"  (t = 0 s)\nFruit? filter: ch\n❯ Cherry\n80 columns, light\n"))
    }

    @Test func ansiCompanion_holdsTheSameSequenceIn24BitColour() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        let styled = try harness.read("ScriptGroup/timer+run.ansi")
        #expect(styled.contains("\u{1B}[2m── 0. start  (t = 0 s)"))
        #expect(styled.contains("\u{1B}[32m✔ Built"))
        let stripped = styled.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == Self.timerStory)
    }

    @Test func scriptGolden_isExactlyThePlayedStory_renderedAsTheStillGolden() throws {
        let plan = try plan()
        for goldenCase in plan.cases where goldenCase.script != nil {
            let script = try #require(goldenCase.script)
            let start = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
            let frames = try ScriptPlayback.play(
                script, with: LivePlayer(demo: start, context: goldenCase.variation.context))
            let expected = GoldenFile.canonical(ScriptPlayback.story(of: frames).encoded(for: .none))
            #expect(try GoldenRenderer.render(goldenCase).plain == expected, "\(goldenCase.key)")
            // The start screen of the story is the tweak's still golden.
            let still = try #require(
                plan.cases.first {
                    $0.script == nil && $0.demo.address == goldenCase.demo.address && $0.tweak == goldenCase.tweak
                        && $0.variation == goldenCase.variation
                })
            let stillText = String(decoding: try GoldenRenderer.render(still).plain, as: UTF8.self)
            let storyText = String(decoding: expected, as: UTF8.self)
            let firstScreen = storyText.components(separatedBy: "\n\n── 1.")[0]
            #expect(firstScreen.split(separator: "\n", maxSplits: 1)[1] + "\n" == stillText)
        }
    }

    @Test func noColorVariation_hasNoAnsiCompanion() throws {
        enum NoColorGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
            case choice
            static func demoable(for index: Int) -> any Demoable { ChoiceDemo(variations: [.noColor]) }
        }
        let harness = try RunnerHarness(groups: [NoColorGroup.self])
        _ = harness.snapshot("--record", "all")
        #expect(harness.files().filter { $0.hasSuffix(".ansi") } == [])
        #expect(harness.files().contains("NoColorGroup/choice/plain+chooseSecond@nocolor.txt"))
    }

    // MARK: - Sanitising and clashes

    @Test func scriptIdentifiers_areSanitisedLikeTweaks() throws {
        let plan = try plan([HostileScriptGroup.self])
        let hostile = try #require(plan.cases.first { $0.script?.identifier == "..:up*" })
        #expect(hostile.plainPath == "HostileScriptGroup/choice/plain+%2E%2E%3Aup%2A.txt")
        #expect(hostile.key == "HostileScriptGroup/choice/plain+..:up*")
        #expect(hostile.filterPattern == #"=HostileScriptGroup/choice/plain+..:up\*"#)
        #expect(try SnapshotFilter(hostile.filterPattern).matches(hostile))
    }

    @Test func scriptGoldensThatWouldShareAFile_areAnErrorNamingBoth() throws {
        #expect {
            try plan([CaseClashScriptGroup.self])
        } throws: { error in
            let message = (error as? SnapshotSetupError)?.message ?? ""
            return message.contains("script 'chooseSecond'") && message.contains("script 'ChooseSecond'")
                && message.contains("differ only by case")
        }
        #expect {
            try plan([PathClashScriptGroup.self])
        } throws: { error in
            let message = (error as? SnapshotSetupError)?.message ?? ""
            return message.contains("demo 'PathClashScriptGroup/timer' script 'run'")
                && message.contains("demo 'PathClashScriptGroup/timer+run'")
                && message.contains("'PathClashScriptGroup/timer+run.txt'")
        }
        let harness = try RunnerHarness(groups: [PathClashScriptGroup.self])
        let run = harness.snapshot("--record", "all")
        #expect(run.status == .failure)
        #expect(run.error.contains("would share the golden path"))
        #expect(harness.files() == [])
    }

    @Test func invalidOrDuplicateScriptIdentifiers_failTheRunNamingThem() throws {
        let invalid = try RunnerHarness(groups: [InvalidScriptGroup.self]).snapshot()
        #expect(invalid.status == .failure)
        #expect(
            invalid.error.contains(
                "the script identifier 'a/b' of InvalidScriptGroup/choice tweak 'plain' cannot be typed"), "\(invalid.error)")
        let duplicate = try RunnerHarness(groups: [DuplicateScriptGroup.self]).snapshot()
        #expect(duplicate.status == .failure)
        #expect(
            duplicate.error.contains(
                "scripts 'Choose Second' and 'Again' of DuplicateScriptGroup/choice tweak 'plain' share the identifier 'chooseSecond'"),
            "\(duplicate.error)")
    }

    // MARK: - Filters and shards

    @Test(arguments: [
        ("chooseSecond", [
            "ScriptGroup/choice/plain+chooseSecond", "ScriptGroup/choice/plain+chooseSecond@dark",
            "ScriptGroup/choice/filter+chooseSecond", "ScriptGroup/choice/filter+chooseSecond@dark",
        ]),
        ("ScriptGroup/choice/filter+chooseSecond", [
            "ScriptGroup/choice/filter+chooseSecond", "ScriptGroup/choice/filter+chooseSecond@dark",
        ]),
        ("ScriptGroup/choice/filter+chooseSecond@dark", ["ScriptGroup/choice/filter+chooseSecond@dark"]),
        ("ScriptGroup/choice/filter", [
            "ScriptGroup/choice/filter", "ScriptGroup/choice/filter@dark",
            "ScriptGroup/choice/filter+chooseSecond", "ScriptGroup/choice/filter+chooseSecond@dark",
            "ScriptGroup/choice/filter+filterCherry", "ScriptGroup/choice/filter+filterCherry@dark",
        ]),
        ("ScriptGroup/timer+run", ["ScriptGroup/timer+run"]),
        ("ScriptGroup/timer", ["ScriptGroup/timer", "ScriptGroup/timer+run"]),
        ("run", ["ScriptGroup/timer+run"]),
        ("*+run", ["ScriptGroup/timer+run"]),
        ("ScriptGroup/*/*+filterCherry@dark", ["ScriptGroup/choice/filter+filterCherry@dark"]),
        ("filter+*@dark", ["ScriptGroup/choice/filter+chooseSecond@dark", "ScriptGroup/choice/filter+filterCherry@dark"]),
    ])
    func filter_selectsScriptGoldensByTheirKey(pattern: String, expected: [String]) throws {
        #expect(try plan(filter: pattern).cases.map(\.key) == expected)
    }

    /// The commands a failure prints ("accept just this one", "re-record
    /// it") select that golden alone: for a still golden, not the demo's
    /// scripts or other variations, which "accept just this" once accepted
    /// with it.
    @Test func filterPattern_ofEveryCase_selectsThatGoldenAlone() throws {
        let plan = try plan()
        for goldenCase in plan.cases {
            let filter = try SnapshotFilter(goldenCase.filterPattern)
            #expect(plan.cases.filter(filter.matches).map(\.basePath) == [goldenCase.basePath], "\(goldenCase.key)")
        }
    }

    @Test(arguments: [
        ("=ScriptGroup/timer", ["ScriptGroup/timer"]),
        ("=ScriptGroup/timer+run", ["ScriptGroup/timer+run"]),
        ("=ScriptGroup/choice/filter", ["ScriptGroup/choice/filter"]),
        ("=ScriptGroup/choice/filter@dark", ["ScriptGroup/choice/filter@dark"]),
        ("=ScriptGroup/choice/filter+*@dark", [
            "ScriptGroup/choice/filter+chooseSecond@dark", "ScriptGroup/choice/filter+filterCherry@dark",
        ]),
        ("=ScriptGroup/choice", []),
        ("=timer", []),
        ("=ScriptGroup/timer, =ScriptGroup/choice/filter", ["ScriptGroup/choice/filter", "ScriptGroup/timer"]),
    ])
    func exactFilter_selectsTheGoldenItNames_andNothingUnderIt(pattern: String, expected: [String]) throws {
        #expect(try plan(filter: pattern).cases.map(\.key).sorted() == expected.sorted())
    }

    @Test func shards_splitScriptGoldensByKey_eachExactlyOnce() throws {
        let full = try plan()
        var seen: [String] = []
        for index in 1...3 {
            let shard = SnapshotShard(index: index, count: 3)
            let cases = try SnapshotPlan(catalog: Catalog(groups: [ScriptGroup.self]), shard: shard).cases
            #expect(cases.allSatisfy { Int(StableHash.fnv1a64($0.key) % 3) == index - 1 })
            seen += cases.map(\.key)
        }
        #expect(seen.sorted() == full.cases.map(\.key).sorted())

        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        var checked: [String] = []
        for index in 1...3 {
            let run = harness.snapshot("--shard", "\(index)/3", "--json")
            #expect(run.status == .success)
            checked += try Self.results(run.output).map { $0["key"] as? String ?? "" }
        }
        #expect(Set(checked) == Set(Self.keys))
        #expect(checked.count == Self.files.count)
    }

    // MARK: - Record modes and CI

    @Test func changedScriptGolden_failsWithADiffAtTheStep_andRecordFailedRewritesIt() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write(
            Self.timerStory.replacingOccurrences(of: "elapsed 1.24 s, 30 columns", with: "elapsed 1.25 s, 30 columns"),
            to: "ScriptGroup/timer+run.txt")

        let never = harness.snapshot("--record", "never")
        #expect(never.status == .failure)
        #expect(never.output.contains("✗ ScriptGroup/timer+run.txt"))
        #expect(never.output.contains("ScriptGroup/timer (script run) does not match its golden"))
        #expect(never.output.contains("── 3. resize 30 columns  (t = 1.24 s)"))
        let lines = never.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("- 15") && $0.hasSuffix("│ elapsed 1.25 s, 30 columns") }, "\(never.output)")
        #expect(lines.contains { $0.hasPrefix("+") && $0.hasSuffix("15 │ elapsed 1.24 s, 30 columns") }, "\(never.output)")
        #expect(never.output.contains("Re-record it: demo-runner snapshot --record failed --filter '=ScriptGroup/timer+run' --snapshots "))
        #expect(never.output.hasSuffix("13 renderings: 12 passed, 1 failed, 0 written, 0 missing, 0 obsolete files\n"))

        let failed = harness.snapshot("--record", "failed")
        #expect(failed.status == .success)
        #expect(failed.output.contains("updated golden"))
        #expect(try harness.read("ScriptGroup/timer+run.txt") == Self.timerStory)
    }

    @Test func missingScriptGoldensInCI_failAndNothingIsWritten() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        let run = harness.snapshot(ci: true)
        #expect(run.status == .failure)
        #expect(run.output.contains("✗ 13 renderings have no golden yet: "))
        #expect(run.output.contains("; CI is set, so nothing is recorded; record them locally and commit them: "))
        #expect(run.output.hasSuffix("13 renderings: 0 passed, 13 failed, 0 written, 13 missing, 0 obsolete files\n"))
        #expect(harness.files() == [])
    }

    @Test func missingScriptGolden_isLeftPendingForReview_andFails() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("ScriptGroup/timer+run.txt"))
        let short = harness.snapshot()
        #expect(short.output.contains("✗ 1 rendering has no golden yet: ScriptGroup/timer+run; record them: "))
        let run = harness.snapshot("--verbose")
        #expect(run.status == .failure)
        #expect(run.output.contains("no golden for ScriptGroup/timer (script run): snapshots/ScriptGroup/timer+run.txt"))
        #expect(run.output.hasSuffix("13 renderings: 12 passed, 1 failed, 0 written, 1 missing, 1 pending, 0 obsolete files\n"))
        #expect(!harness.exists("ScriptGroup/timer+run.txt"))
        #expect(try harness.read(".pending/ScriptGroup/timer+run.txt") == Self.timerStory)
    }

    @Test func recordMissing_writesOnlyTheMissingScriptGolden_andFailsToHaveItReviewed() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("ScriptGroup/timer+run.txt"))
        let run = harness.run(["snapshot", "--snapshots", harness.snapshots.path, "--record", "missing"])
        #expect(run.status == .success)
        #expect(run.output.contains("recorded new golden"))
        #expect(try harness.read("ScriptGroup/timer+run.txt") == Self.timerStory)
    }

    // MARK: - Outcomes

    @Test func wrongOutcome_failsEvenWhenTheTextMatches_andIsNeverRecorded() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        let golden = try harness.read("ScriptGroup/choice/plain+chooseSecond.txt")
        harness.groups = [WrongOutcomeGroup.self]

        let run = harness.snapshot("--record", "all")
        #expect(run.status == .failure)
        #expect(
            run.output.contains(
                #"ScriptGroup/choice (tweak plain, script chooseSecond): script 'chooseSecond' ended with value "Banana"; expected value "Cherry""#),
            "\(run.output)")
        #expect(run.output.hasSuffix("13 renderings: 9 passed, 4 failed, 0 written, 0 missing, 0 obsolete files\n"), "\(run.output)")
        #expect(try harness.read("ScriptGroup/choice/plain+chooseSecond.txt") == golden)
    }

    @Test func wrongOutcome_onAMissingGolden_recordsNothingForIt() throws {
        let harness = try RunnerHarness(groups: [WrongOutcomeGroup.self])
        let run = harness.snapshot("--record", "all")
        #expect(run.status == .failure)
        #expect(!harness.exists("ScriptGroup/choice/plain+chooseSecond.txt"))
        #expect(!harness.exists("ScriptGroup/choice/plain+chooseSecond.ansi"))
        #expect(harness.exists("ScriptGroup/choice/filter+filterCherry.txt"))
        // Its files are accounted for: not reported as obsolete.
        #expect(run.output.hasSuffix("0 obsolete files\n"), "\(run.output)")
    }

    // MARK: - Obsolete goldens and reports

    @Test func removedScript_leavesAnObsoleteGolden_thatPruneDeletes() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        harness.groups = [ScriptRemovedGroup.self]
        let report = harness.snapshot()
        #expect(report.status == .success, "\(report.output)")
        #expect(report.output.hasSuffix("12 renderings: 12 passed, 0 failed, 0 written, 0 missing, 2 obsolete files\n"), "\(report.output)")

        let prune = harness.snapshot("--prune")
        #expect(prune.status == .success)
        #expect(prune.output.contains("deleted obsolete ScriptGroup/timer+run.txt"))
        #expect(prune.output.contains("deleted obsolete ScriptGroup/timer+run.ansi"))
        #expect(!harness.exists("ScriptGroup/timer+run.txt"))
        #expect(harness.exists("ScriptGroup/timer.txt"))
    }

    @Test func jsonAndJUnitReports_haveOneEntryPerScriptGoldenFile() throws {
        let harness = try RunnerHarness(groups: [ScriptGroup.self])
        _ = harness.snapshot("--record", "all")
        harness.groups = [WrongOutcomeGroup.self]
        let junit = harness.directory.appendingPathComponent("junit.xml")
        let run = harness.snapshot("--json", "--junit", junit.path)
        #expect(run.status == .failure)
        let results = try Self.results(run.output)
        let timer = try #require(results.first { $0["path"] as? String == "ScriptGroup/timer+run.ansi" })
        #expect(timer["key"] as? String == "ScriptGroup/timer+run")
        #expect(timer["outcome"] as? String == "passed")
        let wrong = try #require(results.first { $0["path"] as? String == "ScriptGroup/choice/plain+chooseSecond@dark.txt" })
        #expect(wrong["key"] as? String == "ScriptGroup/choice/plain+chooseSecond@dark")
        #expect(wrong["outcome"] as? String == "failed")
        #expect((wrong["message"] as? String)?.contains("expected value \"Cherry\"") == true)

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testcase classname="ScriptGroup" name="timer+run.txt" file="ScriptGroup/timer+run.txt""#))
        #expect(xml.contains(#"<testcase classname="ScriptGroup.choice" name="plain+chooseSecond.txt""#))
        #expect(xml.contains("ended with value &quot;Banana&quot;; expected value &quot;Cherry&quot;"))
    }

    // MARK: - Determinism

    @Test func timedScriptSnapshot_isByteIdentical_whileAnotherThreadBurnsCPU() throws {
        let stop = Capture()
        let burner = Thread {
            var value: UInt64 = 1
            while stop.text.isEmpty {
                for _ in 0..<10_000 { value = value &* 6364136223846793005 &+ 1442695040888963407 }
            }
            if value == 0 { print(value) }
        }
        burner.start()
        defer { stop.append("stop") }

        let plan = try plan()
        let timer = try #require(plan.cases.first { $0.key == "ScriptGroup/timer+run" })
        let first = try GoldenRenderer.render(timer)
        let second = try GoldenRenderer.render(timer)
        #expect(first.plain == second.plain)
        #expect(first.styles == second.styles)
        #expect(String(decoding: first.plain, as: UTF8.self) == Self.timerStory)

        let one = try RunnerHarness(groups: [ScriptGroup.self])
        let two = try RunnerHarness(groups: [ScriptGroup.self])
        _ = one.snapshot("--record", "all", "--jobs", "2")
        _ = two.snapshot("--record", "all", "--jobs", "1")
        #expect(one.files() == two.files())
        for file in one.files() {
            let a = try Data(contentsOf: one.snapshots.appendingPathComponent(file))
            let b = try Data(contentsOf: two.snapshots.appendingPathComponent(file))
            #expect(a == b, "\(file)")
        }
    }

    static func results(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["results"] as? [[String: Any]] ?? []
    }
}
