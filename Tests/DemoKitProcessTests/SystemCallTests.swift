import DemoKitProcess
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one retry of an interrupted system call, and the one write of a
/// whole buffer, with calls that answer as the C library does.
@Suite("System calls a signal interrupts")
struct SystemCallTests {
    @Test func retrying_callsAgainAfterEINTR_andNotAfterOtherErrors() {
        var answers: [(result: Int, error: Int32)] = [(-1, EINTR), (-1, EINTR), (7, 0)]
        var calls = 0
        let result = SystemCall.retrying { () -> Int in
            calls += 1
            let answer = answers.removeFirst()
            errno = answer.error
            return answer.result
        }
        #expect(result == 7)
        #expect(calls == 3)

        answers = [(-1, EBADF), (7, 0)]
        calls = 0
        let failed = SystemCall.retrying { () -> Int32 in
            calls += 1
            let answer = answers.removeFirst()
            errno = answer.error
            return Int32(answer.result)
        }
        #expect(failed == -1)
        #expect(errno == EBADF)
        #expect(calls == 1)
    }

    @Test func writeAll_continuesShortWritesAndInterruptions_inOrder() {
        let bytes: [UInt8] = Array("hello, world".utf8)
        var received: [UInt8] = []
        var interruptions = 2
        let failure = bytes.withUnsafeBytes { buffer in
            SystemCall.writeAll(buffer) { base, count in
                if interruptions > 0 {
                    interruptions -= 1
                    errno = EINTR
                    return -1
                }
                let taken = min(count, 5)
                received += UnsafeRawBufferPointer(start: base, count: taken)
                return taken
            }
        }
        #expect(failure == nil)
        #expect(received == bytes)
    }

    @Test func writeAll_answersTheErrorThatStopsIt_andEAGAINOnlyWhenAsked() {
        let bytes: [UInt8] = [1, 2, 3]
        func write(_ errors: [Int32], retryingWouldBlock: Bool) -> (Int32?, Int) {
            var errors = errors
            var taken = 0
            let failure = bytes.withUnsafeBytes { buffer in
                SystemCall.writeAll(buffer, retryingWouldBlock: retryingWouldBlock) { _, count in
                    if !errors.isEmpty {
                        errno = errors.removeFirst()
                        return -1
                    }
                    taken += count
                    return count
                }
            }
            return (failure, taken)
        }
        #expect(write([EAGAIN], retryingWouldBlock: true) == (nil, 3))
        #expect(write([EAGAIN], retryingWouldBlock: false) == (EAGAIN, 0))
        #expect(write([EPIPE], retryingWouldBlock: true) == (EPIPE, 0))
        // A write that takes nothing would loop for ever: it stops, as 0.
        var calls = 0
        let stalled = bytes.withUnsafeBytes { buffer in
            SystemCall.writeAll(buffer) { _, _ in
                calls += 1
                return 0
            }
        }
        #expect(stalled == 0)
        #expect(calls == 1)
    }
}
