import DemoKitProcess
import Foundation
import Testing
@testable import DemoKitTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `browse --watch` asks of the terminal supervisor beside its one
/// child: waking on the caller's own descriptors, and a second child
/// started, talked to and then adopted or ended. Children are `/bin/sh`
/// scripts that use the channel (3) and the messages (4) as a browser does;
/// no terminal is needed.
@Suite struct TerminalSupervisorChildTests {
    /// Waits until `descriptor` can be read.
    private func waitReadable(_ descriptor: Int32) {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 10_000)
    }

    @Test func aReadableDescriptorOfTheCallers_wakesTheWait() throws {
        let supervisor = TerminalSupervisor()
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        #expect(supervisor.waitForEvent(timeoutMilliseconds: 0, wakingOn: [descriptors[0]]) == .timedOut)
        var byte: UInt8 = 1
        #expect(write(descriptors[1], &byte, 1) == 1)
        #expect(supervisor.waitForEvent(timeoutMilliseconds: 10_000, wakingOn: [descriptors[0]]) == .woken)
        #expect(supervisor.waitForEvent(timeoutMilliseconds: 0) == .timedOut)
    }

    @Test func aSpawnedChild_reportsAndReads_beforeItIsAdopted_andThenIsFollowed() throws {
        let supervisor = TerminalSupervisor()
        let script = #"echo ready >&3; read line <&4; echo "got $line" >&3; read line <&4; echo "then $line" >&3; exit 7"#
        let child = try supervisor.spawn(path: "/bin/sh", arguments: ["-c", script], environment: [:])
        waitReadable(child.channel)
        #expect(supervisor.readChannel(of: child) == Array("ready\n".utf8))
        #expect(supervisor.readChannel(of: child) == nil, "nothing more waits")
        supervisor.send("start /tmp/launch.json\n", to: child)
        waitReadable(child.channel)
        #expect(supervisor.readChannel(of: child) == Array("got start /tmp/launch.json\n".utf8))

        supervisor.adopt(child)
        supervisor.send("reload\n")
        var reports: [UInt8] = []
        var ending: TerminalSupervisor.Event?
        // Short waits: without begin(), no SIGCHLD wakes a wait at the end.
        for _ in 0..<1000 where ending == nil {
            switch supervisor.waitForEvent(timeoutMilliseconds: 10) {
            case .channel(let bytes): reports += bytes
            case .timedOut, .woken: break
            case let end: ending = end
            }
        }
        #expect(String(decoding: reports, as: UTF8.self) == "then reload\n")
        #expect(ending == .exited(7))
    }

    @Test func aDiscardedChild_isEndedAndWaitedFor() throws {
        let supervisor = TerminalSupervisor()
        let child = try supervisor.spawn(path: "/bin/sh", arguments: ["-c", "echo ready >&3; sleep 60"], environment: [:])
        waitReadable(child.channel)
        supervisor.discard(child)
        // Waited for: no such child any more.
        #expect(child.process.wait(blocking: false) == .gone)
    }
}
