import DemoKitSnapshots

/// What the runner and a render worker say to each other, inside
/// ``WorkerFrames``. The runner names cases by their plain golden's path,
/// which the catalog keeps unique (keys are not: a tweak `x@dark` and tweak
/// `x` in the dark variation share one).
package enum WorkerMessage: Equatable {
    /// Runner to worker: render these cases, in order, and answer each.
    case render([String])
    /// Worker to runner: the next case rendered.
    case rendered(GoldenRenderer.Rendering)
    /// Worker to runner: the next case's demo threw this.
    case threw(String)
    /// Worker to runner: the next case is not one the worker can render;
    /// why.
    case unavailable(String)

    /// The message is not one of these.
    package struct Malformed: Error, Equatable {}

    private enum Kind: UInt8 {
        case render = 1, rendered = 3, threw, unavailable
    }

    /// The message's bytes, without the frame's length.
    package func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        switch self {
        case .render(let paths):
            bytes.append(Kind.render.rawValue)
            WorkerFrames.appendLength(paths.count, to: &bytes)
            for path in paths { Self.append(Array(path.utf8), to: &bytes) }
        case .rendered(let rendering):
            bytes.reserveCapacity(rendering.plain.count + (rendering.styles?.count ?? 0) + 16)
            bytes.append(Kind.rendered.rawValue)
            Self.append(rendering.plain, to: &bytes)
            Self.appendOptional(rendering.styles, to: &bytes)
            Self.appendOptional(rendering.outcomeFailure.map { Array($0.utf8) }, to: &bytes)
        case .threw(let message):
            bytes.append(Kind.threw.rawValue)
            Self.append(Array(message.utf8), to: &bytes)
        case .unavailable(let message):
            bytes.append(Kind.unavailable.rawValue)
            Self.append(Array(message.utf8), to: &bytes)
        }
        return bytes
    }

    /// Reads a message made by ``encoded()``.
    ///
    /// - Throws: ``Malformed`` for anything else.
    package init(decoding bytes: [UInt8]) throws(Malformed) {
        var reader = Reader(bytes: bytes)
        guard let kind = Kind(rawValue: try reader.byte()) else { throw Malformed() }
        switch kind {
        case .render:
            let count = try reader.length()
            var paths: [String] = []
            for _ in 0..<count { paths.append(String(decoding: try reader.field(), as: UTF8.self)) }
            self = .render(paths)
        case .rendered:
            let plain = try reader.field()
            let styles = try reader.optionalBytes()
            let failure = try reader.optionalBytes().map { String(decoding: $0, as: UTF8.self) }
            self = .rendered(GoldenRenderer.Rendering(plain: plain, styles: styles, outcomeFailure: failure))
        case .threw:
            self = .threw(String(decoding: try reader.field(), as: UTF8.self))
        case .unavailable:
            self = .unavailable(String(decoding: try reader.field(), as: UTF8.self))
        }
        guard reader.isAtEnd else { throw Malformed() }
    }

    private static func append(_ field: [UInt8], to bytes: inout [UInt8]) {
        WorkerFrames.appendLength(field.count, to: &bytes)
        bytes.append(contentsOf: field)
    }

    private static func appendOptional(_ field: [UInt8]?, to bytes: inout [UInt8]) {
        guard let field else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        append(field, to: &bytes)
    }

    /// Reads fields front to back, refusing to read past the end.
    private struct Reader {
        let bytes: [UInt8]

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() throws(Malformed) -> UInt8 {
            guard offset < bytes.count else { throw Malformed() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func length() throws(Malformed) -> Int {
            guard bytes.count - offset >= 4 else { throw Malformed() }
            var value = 0
            for _ in 0..<4 { value = value << 8 | Int(try byte()) }
            return value
        }

        mutating func field() throws(Malformed) -> [UInt8] {
            let count = try length()
            guard bytes.count - offset >= count else { throw Malformed() }
            defer { offset += count }
            return Array(bytes[offset..<(offset + count)])
        }

        mutating func optionalBytes() throws(Malformed) -> [UInt8]? {
            switch try byte() {
            case 0: return nil
            case 1: return try field()
            default: throw Malformed()
            }
        }
    }
}
