#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Reads whole files into one buffer, reused from file to file.
///
/// The scanner does its own file input and output with the C library rather
/// than Foundation: loading Foundation takes longer than scanning a thousand
/// files, and the scanner runs on every build that changes a demo.
///
/// ```swift
/// var reader = FileReader()
/// let size = reader.withContents(ofFile: "Demos/Buttons.swift") { $0.count }
/// ```
struct FileReader {
    private var buffer: [UInt8] = []

    /// Calls `body` with the bytes of the file at `path`.
    ///
    /// - Returns: What `body` returns, or `nil` if the file cannot be read.
    mutating func withContents<Result>(
        ofFile path: String,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        guard let count = load(path) else { return nil }
        return try buffer.withUnsafeBufferPointer { storage in
            try body(UnsafeBufferPointer(rebasing: storage[..<count]))
        }
    }

    /// Reads the file into the buffer and returns its size.
    private mutating func load(_ path: String) -> Int? {
        if buffer.isEmpty {
            // `init(repeating:count:)` is one memset, even in a debug build.
            buffer = [UInt8](repeating: 0, count: 65_536)
        }
        #if os(Windows)
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        #else
        // open, read, close: as few system calls as grep makes.
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        #endif
        var count = 0
        while true {
            if count == buffer.count {
                buffer += [UInt8](repeating: 0, count: buffer.count)
            }
            let received = buffer.withUnsafeMutableBufferPointer { storage -> Int in
                guard let base = storage.baseAddress else { return 0 }
                #if os(Windows)
                let read = fread(base + count, 1, storage.count - count, file)
                return read == 0 && ferror(file) != 0 ? -1 : read
                #else
                return read(descriptor, base + count, storage.count - count)
                #endif
            }
            guard received >= 0 else { return nil }
            count += received
            // A regular file returns less than asked only at its end.
            if received == 0 || count < buffer.count { return count }
        }
    }
}
