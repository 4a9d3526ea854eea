/// The framing of the conversation between the runner and a render worker:
/// each message is a 4-byte big-endian length, then that many bytes.
///
/// ```swift
/// var frames = WorkerFrames()
/// frames.append(WorkerFrames.framed([1, 2, 3]))
/// let message = try frames.next()  // [1, 2, 3]
/// ```
package struct WorkerFrames {
    /// A length above this is a broken stream, not a message: no rendering
    /// is a gigabyte.
    package static let maximumLength = 1 << 30

    /// The frame's length is larger than ``maximumLength``.
    package struct Oversized: Error, Equatable {
        package var length: Int
    }

    private var bytes: [UInt8] = []
    /// Where the next unread frame starts in `bytes`.
    private var start = 0

    package init() {}

    /// Whether bytes of an incomplete frame are waiting.
    package var hasPartialFrame: Bool { start < bytes.count }

    /// Adds bytes read from the stream.
    package mutating func append<Bytes: Collection<UInt8>>(_ more: Bytes) {
        if start > 0, start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 65_536, start * 2 > bytes.count {
            bytes.removeSubrange(0..<start)
            start = 0
        }
        bytes.append(contentsOf: more)
    }

    /// The next complete message, or `nil` until more bytes arrive.
    ///
    /// - Throws: ``Oversized`` when the stream announces an impossible length.
    package mutating func next() throws(Oversized) -> [UInt8]? {
        guard bytes.count - start >= 4 else { return nil }
        var length = 0
        for offset in 0..<4 { length = length << 8 | Int(bytes[start + offset]) }
        guard length <= Self.maximumLength else { throw Oversized(length: length) }
        guard bytes.count - start - 4 >= length else { return nil }
        let message = Array(bytes[(start + 4)..<(start + 4 + length)])
        start += 4 + length
        return message
    }

    /// `message` with its length in front.
    package static func framed(_ message: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = []
        frame.reserveCapacity(message.count + 4)
        appendLength(message.count, to: &frame)
        frame.append(contentsOf: message)
        return frame
    }

    static func appendLength(_ length: Int, to bytes: inout [UInt8]) {
        let value = UInt32(truncatingIfNeeded: length)
        bytes.append(UInt8(value >> 24))
        bytes.append(UInt8(value >> 16 & 0xFF))
        bytes.append(UInt8(value >> 8 & 0xFF))
        bytes.append(UInt8(value & 0xFF))
    }
}
