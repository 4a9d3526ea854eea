import DemoKitCore
import DemoKitSnapshots
import Testing

@testable import DemoKitWorkers

@Suite("Render worker protocol") struct WorkerFramesTests {
    private static let messages: [WorkerMessage] = [
        .render([]),
        .render([
            .init(location: .init(group: 0, demo: 0, tweak: -1, script: -1, variation: 0), path: "Crashes/trap"),
            .init(
                location: .init(group: 2, demo: 70_000, tweak: 9, script: 0, variation: 3),
                path: "Hostile, *group?/tweaks/x+s@dark"),
            .init(location: .init(group: 1, demo: 3, tweak: 0, script: 4, variation: 1), path: "👩‍👩‍👧/é"),
            // `stress`'s probe: a width and settings whose values hold anything.
            .init(
                location: .init(group: 0, demo: 1, tweak: 0, script: -1, variation: 0), path: "Components/buttons/red",
                probe: StressProbe(
                    width: 1,
                    settings: [
                        .init(name: "label", value: ""), .init(name: "label", value: "a=b\u{1B}[31m\t👩‍👩‍👧"),
                        .init(name: "count", value: "-3"),
                    ])),
            .init(
                location: .init(group: 0, demo: 1, tweak: 0, script: -1, variation: 0), path: "Components/buttons/red",
                probe: StressProbe(width: 200)),
        ]),
        .rendered(GoldenRenderer.Rendering(plain: Array("a\nb\n".utf8), styles: nil, outcomeFailure: nil)),
        .rendered(GoldenRenderer.Rendering(plain: [], styles: [0x1B, 0x5B, 0x31, 0x6D], outcomeFailure: "ended with no outcome")),
        .rendered(GoldenRenderer.Rendering(plain: Array("wide\n".utf8), styles: nil, outcomeFailure: nil, overflowWidth: 98)),
        .threw("Failure(reason: \"x\")"),
        .unavailable("the render worker has no golden a.txt"),
        .goldens("/tmp/snap shots/👩‍👩‍👧"),
        .matched(hasStyles: true),
        .matched(hasStyles: false),
    ]

    @Test func everyMessage_survivesEncodingAndDecoding() throws {
        for message in Self.messages {
            #expect(try WorkerMessage(decoding: message.encoded()) == message)
        }
    }

    @Test func framesSplitAnywhere_comeOutWholeAndInOrder() throws {
        let stream = Self.messages.flatMap { WorkerFrames.framed($0.encoded()) }
        for chunkSize in [1, 2, 3, 7, 64, stream.count] {
            var frames = WorkerFrames()
            var decoded: [WorkerMessage] = []
            var offset = 0
            while offset < stream.count {
                let end = min(stream.count, offset + chunkSize)
                frames.append(stream[offset..<end])
                offset = end
                while let bytes = try frames.next() { decoded.append(try WorkerMessage(decoding: bytes)) }
            }
            #expect(decoded == Self.messages, "chunks of \(chunkSize)")
            #expect(!frames.hasPartialFrame)
        }
    }

    @Test func lengthIsFourBytesBigEndian() {
        #expect(WorkerFrames.framed([9, 8]) == [0, 0, 0, 2, 9, 8])
        #expect(WorkerFrames.framed(Array(repeating: 0, count: 0x0102)).prefix(4) == [0, 0, 1, 2])
    }

    @Test func impossibleLength_isRefused() {
        var frames = WorkerFrames()
        frames.append([0x7F, 0xFF, 0xFF, 0xFF, 0])
        #expect(throws: WorkerFrames.Oversized(length: 0x7FFF_FFFF)) { try frames.next() }
    }

    @Test func truncatedOrTrailingBytes_areMalformed() {
        let encoded = WorkerMessage.render([
            .init(location: .init(group: 0, demo: 1, tweak: -1, script: -1, variation: 0), path: "a")
        ]).encoded()
        #expect(throws: WorkerMessage.Malformed()) { try WorkerMessage(decoding: Array(encoded.dropLast())) }
        #expect(throws: WorkerMessage.Malformed()) { try WorkerMessage(decoding: encoded + [0]) }
        #expect(throws: WorkerMessage.Malformed()) { try WorkerMessage(decoding: [99]) }
        #expect(throws: WorkerMessage.Malformed()) { try WorkerMessage(decoding: []) }
        // A matched answer says yes or no to styles, nothing else.
        #expect(throws: WorkerMessage.Malformed()) { try WorkerMessage(decoding: [7, 2]) }
    }
}
