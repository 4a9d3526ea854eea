import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitWorkers

@Suite("Crash and timeout messages") struct CrashMessageTests {
    private static let linuxTrap = """
        Tests/Fixtures/Crash.swift:41: Fatal error: boom

        *** Signal 4: Backtracing from 0x7f0e4c6f9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f0e4c6f9361 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "snapshot-fixtures" crashed:

          0      0x00007f0e4c6f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra] 0x000055ac220f25b7 TrapDemo.render(in:) + 126 in snapshot-fixtures at Crash.swift:41:9
        ...

        Backtrace took 0.1s
        """

    /// A report begun (the backtracer's first line written, the frames
    /// still to come) is a crash being reported, not a hang; a demo's own
    /// output, or a fatal error alone, is not.
    @Test func isReporting_fromTheBacktracersFirstLine() {
        let begun = String(Self.linuxTrap[..<(Self.linuxTrap.range(of: "... done")?.lowerBound ?? Self.linuxTrap.endIndex)])
        #expect(begun.hasSuffix("Backtracing from 0x7f0e4c6f9361"))
        #expect(CrashLog.isReporting(begun))
        #expect(CrashLog.isReporting("a demo printed this\n" + Self.linuxTrap))
        #expect(!CrashLog.isReporting("Tests/Fixtures/Crash.swift:41: Fatal error: boom\n"))
        #expect(!CrashLog.isReporting("still rendering, frame 3 of 9\n"))
    }

    @Test func crashLog_takesTheFatalErrorAndTheCrashedThreadsFrames() {
        let log = CrashLog("a demo printed this first\n" + Self.linuxTrap)
        #expect(log.message == "Tests/Fixtures/Crash.swift:41: Fatal error: boom")
        #expect(
            log.backtrace == [
                "0 0x00007f0e4c6f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so",  // recorded on Linux
                "1 [ra] 0x000055ac220f25b7 TrapDemo.render(in:) + 126 in snapshot-fixtures at Crash.swift:41:9",
            ])
    }

    @Test func crashLog_withoutAFatalError_takesTheBacktracersLine_andKeepsEightFrames() {
        var text = """
            *** Signal 11: Backtracing from 0x557059d5a0c7... done ***

            *** Program crashed: Bad pointer dereference at 0x00007fff08f4bfe8 ***

            Thread 0 "t" crashed:

            """
        for frame in 0..<20 { text += "\n  \(frame) [ra] 0x0000557059d5a0fd f\(frame)(_:) + 76 in t at t.swift:1:41" }
        let log = CrashLog(text)
        #expect(log.message == "Program crashed: Bad pointer dereference at 0x00007fff08f4bfe8")
        #expect(log.backtrace.count == 8)
        #expect(log.backtrace.first == "0 [ra] 0x0000557059d5a0fd f0(_:) + 76 in t at t.swift:1:41")
    }

    /// A stack overflow's report, as the Swift 6.3 backtracer wrote it on
    /// Linux for the fixture's recursion (paths shortened): thousands of one
    /// frame, with a gap. The lines show the frame once and then the frames
    /// that started the recursion.
    @Test func crashLog_ofARecursion_foldsTheRepeatedFrame_andShowsWhereItBegan() {
        var text = """
            *** Signal 11: Backtracing from 0x555dfcead8e8... done ***

            *** Program crashed: Bad pointer dereference at 0x00007fff224f5ff0 ***

            Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

            Thread 0 "snapshot-fixtur" crashed:

                 0              0x0000555dfcead8e8 static OverflowDemo.depth(_:) + 8 in snapshot-fixtures at CrashGroup.swift:51

            """
        let repeated = "[ra]         0x0000555dfcead92d static OverflowDemo.depth(_:) + 76 in snapshot-fixtures at CrashGroup.swift:52:25"
        for frame in 1...45 { text += "    \(frame) \(repeated)\n" }
        text += "   ...\n"
        for frame in 130_773...130_777 { text += "\(frame) \(repeated)\n" }
        text += """
            130778 [ra]         0x0000555dfceaf2d9 OverflowDemo.render(in:) + 152 in snapshot-fixtures at CrashGroup.swift:47:44
            130779 [ra] [thunk] 0x0000555dfcead9df protocol witness for Demoable.render(in:) in conformance OverflowDemo + 14 in snapshot-fixtures at //<compiler-generated>
            130780 [ra]         0x0000555dfcd45caf static GoldenRenderer.screen(of:in:) + 87 in snapshot-fixtures at GoldenRenderer.swift:94:18
               ...

            Backtrace took 0.54s
            """
        #expect(
            CrashLog(text).backtrace == [
                "0 0x0000555dfcead8e8 static OverflowDemo.depth(_:) + 8 in snapshot-fixtures at CrashGroup.swift:51",
                "1 [ra] 0x0000555dfcead92d static OverflowDemo.depth(_:) + 76 in snapshot-fixtures at CrashGroup.swift:52:25",
                "(the same frame again, down to frame 130777: a recursion)",
                "130778 [ra] 0x0000555dfceaf2d9 OverflowDemo.render(in:) + 152 in snapshot-fixtures at CrashGroup.swift:47:44",
                "130779 [ra] [thunk] 0x0000555dfcead9df protocol witness for Demoable.render(in:) in conformance OverflowDemo + 14 in snapshot-fixtures at //<compiler-generated>",
                "130780 [ra] 0x0000555dfcd45caf static GoldenRenderer.screen(of:in:) + 87 in snapshot-fixtures at GoldenRenderer.swift:94:18",
            ])
        #expect(CrashLog(text).isRecursion)
        #expect(CrashLog(text).cause == "a stack overflow: a recursion that does not end (see the backtrace)")
        #expect(!CrashLog(Self.linuxTrap).isRecursion)
        #expect(CrashLog(Self.linuxTrap).cause == "Tests/Fixtures/Crash.swift:41: Fatal error: boom")
        // The browser's report: the run goes into the gap, and the frames
        // after it are the browser's own, not the recursion's.
        var browser = text.components(separatedBy: "   ...\n")[0] + "   ...\n"
        browser += "130132 [ra] 0x0000555dfce00001 DemoRenderCache.cached(_:render:) + 555 in snapshot-fixtures\n\n"
        #expect(CrashLog(browser).isRecursion)
        #expect(
            CrashLog(browser).backtrace.prefix(4) == [
                "0 0x0000555dfcead8e8 static OverflowDemo.depth(_:) + 8 in snapshot-fixtures at CrashGroup.swift:51",
                "1 [ra] 0x0000555dfcead92d static OverflowDemo.depth(_:) + 76 in snapshot-fixtures at CrashGroup.swift:52:25",
                "(the same frame again, to frame 45 and past what the backtracer shows: a recursion)",
                "...",
            ])
        // A frame that repeats only once is shown twice, as it was.
        let twice = "*** Signal 11: Backtracing from 0x1... done ***\n\nThread 0 \"t\" crashed:\n\n  0 [ra] 0x1 f() + 1 in t\n  1 [ra] 0x1 f() + 1 in t\n  2 [ra] 0x2 g() + 2 in t\n"  // recorded on Linux
        #expect(CrashLog(twice).backtrace == ["0 [ra] 0x1 f() + 1 in t", "1 [ra] 0x1 f() + 1 in t", "2 [ra] 0x2 g() + 2 in t"])
    }

    /// Without the backtracer (a Swift Testing exit test's child), the
    /// runtime's own trace follows its message, and is read the same way.
    @Test func crashLog_readsTheRuntimesOwnTrace_whenNoBacktracerRan() {
        let text = """
            ◇ Test started.
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            Current stack trace:
            0    libswiftCore.so                    0x00007fe2c035f130 swift_reportError + 33
            1    libswiftCore.so                    0x00007fe2c0712b60 _swift_stdlib_reportFatalErrorInFile + 109
            2    DemoKitPackageTests.xctest         0x0000557eafcc451a <unavailable> + 13452570

            """
        let log = CrashLog(text)
        #expect(log.message == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(log.isRuntimeMessage)
        #expect(log.backtrace == [
            "0 libswiftCore.so 0x00007fe2c035f130 swift_reportError + 33",  // recorded on Linux
            "1 libswiftCore.so 0x00007fe2c0712b60 _swift_stdlib_reportFatalErrorInFile + 109",  // recorded on Linux
            "2 DemoKitPackageTests.xctest 0x0000557eafcc451a <unavailable> + 13452570",
        ])
        // Words that are not the runtime's are the last line, and said to be so.
        let quiet = CrashLog("◇ Test started.\n")
        #expect(quiet.message == "◇ Test started.")
        #expect(!quiet.isRuntimeMessage)
    }

    /// `open`'s one line names the first frame whose code has a source,
    /// past the runtime's and the compiler's own frames, a file without a
    /// line included.
    @Test func place_isTheFirstFrameWithASource() {
        #expect(CrashLog.place(in: CrashLog(Self.linuxTrap).backtrace) == "TrapDemo.render(in:) at Crash.swift:41:9")
        let noora = [
            "0 0x00007fc9e096df7f _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so", // recorded on Linux
            "2 [ra] [system] 0x000056412c8c44cb closure #1 in SingleChoicePrompt.run<A>(options:) + 506 in MyDemos at /n/SingleChoicePrompt.swift",
            "3 [ra] [thunk] 0x000056412c8c52a4 partial apply for closure #1 + 67 in MyDemos at //<compiler-generated>",
            "4 [ra] 0x000056412c845c01 HeadlessNooraTerminal.inRawMode(_:) + 80 in MyDemos at /m/HeadlessNoora.swift:25:72",
        ]
        #expect(CrashLog.place(in: noora) == "closure #1 in SingleChoicePrompt.run<A>(options:) at /n/SingleChoicePrompt.swift")
        #expect(CrashLog.place(in: Array(noora.prefix(1))) == nil)
    }

    @Test func crashLog_ofSilence_isEmpty() {
        #expect(CrashLog("") == CrashLog("\n\n"))
        #expect(CrashLog("").message == nil)
        #expect(CrashLog("").backtrace.isEmpty)
    }

    @Test func crashMessage_namesTheCaseSignalMessageAndBacktrace_safeToPrint() throws {
        let goldenCase = try Self.oneCase()
        let crash = RenderCrash(
            signal: SIGILL, signalName: "SIGILL", message: "Fatal error: boom\u{1B}[2J",
            backtrace: ["0 0x1 f() in t", "1 0x2 \u{202E}g() in t"])
        #expect(
            crash.message(for: goldenCase) == """
                Sample/demo crashed the renderer with signal \(SIGILL) (SIGILL): Fatal error: boom␛[2J
                Backtrace of the crashed thread:
                  0 0x1 f() in t
                  1 0x2 ⟨U+202E⟩g() in t
                Fix the demo; the run went on in a fresh render worker.
                """)
        let exited = RenderCrash(signal: nil, signalName: nil, exitStatus: 3, message: nil, backtrace: [])
        #expect(
            exited.message(for: goldenCase)
                == "Sample/demo ended the renderer with exit status 3\nFix the demo; the run went on in a fresh render worker.")
    }

    @Test func timeoutMessage_namesTheLimitAndTheFix() throws {
        let goldenCase = try Self.oneCase()
        #expect(
            RenderTimeout(seconds: 5, step: nil).message(for: goldenCase) == """
                Sample/demo did not finish rendering within 5 s of real time; it may loop or block.
                Fix the demo, or give it longer with '--timeout SECONDS'.
                """)
        #expect(RenderTimeout(seconds: 0.5, step: nil).message(for: goldenCase).contains("within 0.5 s of"))
    }

    @Test func signalNames() {
        #expect(SignalName.of(SIGILL) == "SIGILL")
        #expect(SignalName.of(SIGSEGV) == "SIGSEGV")
        #expect(SignalName.of(SIGKILL) == "SIGKILL")
        #expect(SignalName.of(0) == nil)
    }

    private static func oneCase() throws -> GoldenCase {
        let plan = try SnapshotPlan(catalog: try Catalog(groups: [SampleGroup.self]))
        return try #require(plan.cases.first)
    }
}

private enum SampleGroup: DemoGroup {
    static var groupIdentifier: String { "Sample" }
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { SampleItem() }
    static func demoable(for index: Int) -> any Demoable { SampleDemo() }
}

private struct SampleItem: DemoGroupItem {
    var groupItemTitle: String { "Demo" }
    var groupItemIdentifier: String? { "demo" }
}

private struct SampleDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock(StyledText("x")) }
}
