import DemoKitSnapshots

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What tests assert about this machine that differs between Linux and
/// macOS: the one table of library file names, signals and shell statuses.
///
/// A test that checks what a real process printed or how it ended names
/// these rather than `libswiftCore.so` or `signal 11`;
/// `PlatformFactsCheckTests` finds such words anywhere else in `Tests/`.
///
/// ```swift
/// #expect(PlatformFacts.stackOverflowSignals.contains { failure.contains(PlatformFacts.words(for: $0)) })
/// ```
package enum PlatformFacts {
    /// The file name suffix of a shared library: `dylib` on Darwin (`dyld`
    /// loads Mach-O dylibs: the SDK's `mach-o/loader.h`, `MH_DYLIB`), `so`
    /// on Linux.
    package static var sharedLibrarySuffix: String {
        #if canImport(Darwin)
        "dylib"
        #else
        "so"
        #endif
    }

    /// The Swift standard library's file name as a backtrace names its
    /// image: `libswiftCore.so` on Linux, `libswiftCore.dylib` on macOS.
    package static var swiftCoreLibrary: String {
        "libswiftCore." + sharedLibrarySuffix
    }

    /// The signals a stack overflow ends a process by. Linux: `SIGSEGV`.
    /// Darwin: a thread's guard page is mapped without access, so running
    /// into it is `EXC_BAD_ACCESS` with `KERN_PROTECTION_FAILURE`, which XNU
    /// turns into `SIGBUS`, while an address with nothing mapped
    /// (`KERN_INVALID_ADDRESS`) is `SIGSEGV` (xnu, `bsd/uxkern/ux_exception.c`,
    /// `ux_exception()`): either, depending on where the stack ran out.
    package static var stackOverflowSignals: [Int32] {
        #if canImport(Darwin)
        [SIGBUS, SIGSEGV]
        #else
        [SIGSEGV]
        #endif
    }

    /// The signal a Swift runtime trap (`fatalError`, a failed
    /// precondition, an index out of range) ends a process by: LLVM's
    /// `llvm.trap` is `ud2` on x86-64, an invalid opcode (`SIGILL`), and
    /// `brk` on arm64, a breakpoint (`SIGTRAP` on Linux; `EXC_BREAKPOINT`,
    /// which XNU's `ux_exception()` makes `SIGTRAP`, on Darwin).
    package static var trapSignal: Int32 {
        #if arch(x86_64) || arch(i386)
        SIGILL
        #else
        SIGTRAP
        #endif
    }

    /// `signal 11 (SIGSEGV)`: how DemoKit's messages name a signal
    /// (`RenderCrash`, `CrashReport`), with this platform's number.
    package static func words(for signal: Int32) -> String {
        "signal \(signal) (\(SignalName.describing(signal)))"
    }

    /// `SIGSEGV` for 11: the name a crash report gives `signal`.
    package static func name(of signal: Int32) -> String {
        SignalName.describing(signal)
    }

    /// `*** Signal 11`: the start of the Swift runtime backtracer's report
    /// of a crash by `signal`.
    package static func backtraceHeading(for signal: Int32) -> String {
        "*** Signal \(signal)"
    }

    /// `$?` in a POSIX shell after a command that `signal` ended: 128 plus
    /// its number (POSIX, "Shell Command Language", 2.8.2 Exit Status for
    /// Commands).
    package static func shellStatus(for signal: Int32) -> Int32 {
        128 + signal
    }
}
