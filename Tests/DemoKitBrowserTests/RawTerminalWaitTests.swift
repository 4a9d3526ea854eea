import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitTerminal

/// The browser's wait for a key, with `poll(2)` and with the `select(2)`
/// it falls back to where `poll` cannot watch the terminal (macOS).
@Suite struct RawTerminalWaitTests {
    @Test(arguments: [false, true])
    func bytesWritten_areInput_thenTheWaitTimesOut_thenAClosedWriterEndsIt(select: Bool) throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        // Close-on-exec at once: a child that another test spawns meanwhile
        // must not inherit the write end, or closing it would not end input.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer { close(descriptors[0]) }
        let terminal = RawTerminal(input: descriptors[0], output: descriptors[1], watchesWithSelect: select)
        _ = Array("ab".utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, 2) }
        #expect(terminal.waitForEvent(timeoutMilliseconds: 1000) == .input(Array("ab".utf8)))
        #expect(terminal.waitForEvent(timeoutMilliseconds: 20) == .timedOut)
        close(descriptors[1])
        #expect(terminal.waitForEvent(timeoutMilliseconds: 1000) == .closed)
    }
}

@Suite struct FaultSignalTests {
    /// A fault the kernel raises is told from the same signal sent by a
    /// process, with the `si_code` values of the system it runs on.
    @Test func sentSignals_areToldFromFaults() {
        #expect(TerminalRestorer.isSentByProcess(signal: SIGSEGV, code: Int32(SI_USER)))
        #expect(TerminalRestorer.isSentByProcess(signal: SIGABRT, code: Int32(SI_QUEUE)))
        #expect(!TerminalRestorer.isSentByProcess(signal: SIGSEGV, code: Int32(SEGV_MAPERR)))
        #expect(!TerminalRestorer.isSentByProcess(signal: SIGILL, code: Int32(ILL_ILLOPC)))
        #expect(!TerminalRestorer.isSentByProcess(signal: SIGBUS, code: Int32(BUS_ADRALN)))
    }
}
