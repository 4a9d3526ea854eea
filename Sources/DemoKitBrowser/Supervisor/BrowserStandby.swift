import DemoKitProcess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a new build's browser does when ``BrowserSupervisor`` starts it
/// while the last browser still has the terminal (``BrowserLaunch/standby``):
/// it has started and read its catalog by now; it says it is ready and
/// waits, without touching the terminal, until it is told to take it.
package enum BrowserStandby {
    /// Reports ``BrowserReport/ready`` on `channel`, then reads the
    /// supervisor's messages until ``SupervisorMessage/start(launchFile:)``.
    ///
    /// - Parameters:
    ///   - channel: The browser's channel to the supervisor.
    ///   - messages: The descriptor the supervisor's messages come on.
    /// - Returns: The launch file the message names, read; `nil` when the
    ///   messages end first: the supervisor no longer needs this browser.
    package static func waitForStart(channel: BrowserChannel, messages: Int32) -> BrowserLaunch? {
        channel.send(.ready)
        var line: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = SystemCall.retrying { read(messages, &byte, 1) }
            guard count == 1 else { return nil }
            guard byte == 10 else {
                line.append(byte)
                continue
            }
            // One byte at a time: what follows the line is the next
            // browser's to read, not this wait's.
            if case .start(let launchFile)? = SupervisorMessage(line: Substring(String(decoding: line, as: UTF8.self))) {
                return BrowserLaunch.read(from: launchFile)
            }
            line = []
        }
    }
}
