#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An alternate signal stack for the calling thread while `body` runs.
///
/// A component's thread runs the team's own code; if it recurses without
/// end, the fault comes with no stack left on the thread, and a handler
/// installed with `SA_ONSTACK` (the browser's, which gives the terminal
/// back, and the Swift runtime's backtracer) can only run on a stack of its
/// own. Without one, the kernel ends the process on the spot: a raw
/// terminal and no report. The stack is taken away and freed when `body`
/// returns.
func withAlternateSignalStack<Result>(_ body: () throws -> Result) rethrows -> Result {
    let size = 128 * 1024
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    var previous = stack_t()
    let installed = sigaltstack(&stack, &previous) == 0
    defer {
        if installed { _ = sigaltstack(&previous, nil) }
        memory.deallocate()
    }
    return try body()
}
