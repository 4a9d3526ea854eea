import DemoKitProcess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The supervised browser's end of its channel to ``BrowserSupervisor``:
/// writes ``BrowserReport`` lines to a descriptor. A supervisor that has
/// gone (a broken pipe) is not the browser's problem: failures are ignored.
package final class BrowserChannel: Sendable {
    private let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `report`'s line.
    package func send(_ report: BrowserReport) {
        var line = report.line
        line.withUTF8 { buffer in
            _ = SystemCall.writeAll(UnsafeRawBufferPointer(buffer)) { write(descriptor, $0, $1) }
        }
    }
}
