import DemoKitCore
import DemoKitSnapshots

/// What the runner and a render worker say to each other, inside
/// ``WorkerFrames``. The runner names cases by their place in the catalog
/// (``GoldenCase/Location``) and by their golden's path without extension,
/// which the catalog keeps unique (keys are not: a tweak `x@dark` and tweak
/// `x` in the dark variation share one); the worker finds a case by its
/// place and checks the path, so a worker whose catalog is not the runner's
/// says so rather than render the wrong demo.
package enum WorkerMessage: Equatable {
    /// A case, as the runner names it to a worker.
    package struct CaseName: Hashable {
        /// ``GoldenCase/location``.
        package var location: GoldenCase.Location
        /// ``GoldenCase/basePath``.
        package var path: String
        /// ``GoldenCase/probe``: `stress`'s width and settings, or `nil`.
        package var probe: StressProbe?

        package init(location: GoldenCase.Location, path: String, probe: StressProbe? = nil) {
            self.location = location
            self.path = path
            self.probe = probe
        }
    }

    /// Runner to worker: render these cases, in order, and answer each.
    case render([CaseName])
    /// Runner to worker: the snapshot root, whose goldens the worker compares
    /// its renderings with, to answer ``matched(hasStyles:)`` for those that
    /// pass.
    case goldens(String)
    /// Worker to runner: the next case rendered.
    case rendered(GoldenRenderer.Rendering)
    /// Worker to runner: the next case rendered exactly its goldens
    /// (``GoldenRenderOutcome/matched(hasStyles:)``).
    case matched(hasStyles: Bool)
    /// Worker to runner: the next case's demo threw this.
    case threw(String)
    /// Worker to runner: the next case is not one the worker can render;
    /// why.
    case unavailable(String)

    /// The message is not one of these.
    package struct Malformed: Error, Equatable {}

    private enum Kind: UInt8 {
        case render = 1, rendered = 3, threw, unavailable, goldens, matched
    }

    /// The message's bytes, without the frame's length.
    package func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        switch self {
        case .render(let cases):
            bytes.append(Kind.render.rawValue)
            WorkerFrames.appendLength(cases.count, to: &bytes)
            for name in cases {
                let location = name.location
                // Tweak and script are -1 for none: sent one up.
                WorkerFrames.appendLength(location.group, to: &bytes)
                WorkerFrames.appendLength(location.demo, to: &bytes)
                WorkerFrames.appendLength(location.tweak + 1, to: &bytes)
                WorkerFrames.appendLength(location.script + 1, to: &bytes)
                WorkerFrames.appendLength(location.variation, to: &bytes)
                Self.append(Array(name.path.utf8), to: &bytes)
                // The probe's width, 0 for none, then its settings.
                WorkerFrames.appendLength(name.probe?.width ?? 0, to: &bytes)
                let settings = name.probe?.settings ?? []
                WorkerFrames.appendLength(settings.count, to: &bytes)
                for setting in settings {
                    Self.append(Array(setting.name.utf8), to: &bytes)
                    Self.append(Array(setting.value.utf8), to: &bytes)
                }
            }
        case .rendered(let rendering):
            bytes.reserveCapacity(rendering.plain.count + (rendering.styles?.count ?? 0) + 16)
            bytes.append(Kind.rendered.rawValue)
            Self.append(rendering.plain, to: &bytes)
            Self.appendOptional(rendering.styles, to: &bytes)
            Self.appendOptional(rendering.outcomeFailure.map { Array($0.utf8) }, to: &bytes)
            // 0 for none: an overflow is always wider than its width, at least 1.
            WorkerFrames.appendLength(rendering.overflowWidth ?? 0, to: &bytes)
        case .goldens(let root):
            bytes.append(Kind.goldens.rawValue)
            Self.append(Array(root.utf8), to: &bytes)
        case .matched(let hasStyles):
            bytes.append(Kind.matched.rawValue)
            bytes.append(hasStyles ? 1 : 0)
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
            var cases: [CaseName] = []
            for _ in 0..<count {
                let location = GoldenCase.Location(
                    group: try reader.length(), demo: try reader.length(), tweak: try reader.length() - 1,
                    script: try reader.length() - 1, variation: try reader.length())
                let path = String(decoding: try reader.field(), as: UTF8.self)
                let width = try reader.length()
                var settings: [DemoControlSetting] = []
                for _ in 0..<(try reader.length()) {
                    settings.append(
                        DemoControlSetting(
                            name: String(decoding: try reader.field(), as: UTF8.self),
                            value: String(decoding: try reader.field(), as: UTF8.self)))
                }
                let probe = width > 0 ? StressProbe(width: width, settings: settings) : nil
                cases.append(CaseName(location: location, path: path, probe: probe))
            }
            self = .render(cases)
        case .rendered:
            let plain = try reader.field()
            let styles = try reader.optionalBytes()
            let failure = try reader.optionalBytes().map { String(decoding: $0, as: UTF8.self) }
            let overflow = try reader.length()
            self = .rendered(
                GoldenRenderer.Rendering(
                    plain: plain, styles: styles, outcomeFailure: failure, overflowWidth: overflow > 0 ? overflow : nil))
        case .goldens:
            self = .goldens(String(decoding: try reader.field(), as: UTF8.self))
        case .matched:
            switch try reader.byte() {
            case 0: self = .matched(hasStyles: false)
            case 1: self = .matched(hasStyles: true)
            default: throw Malformed()
            }
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
