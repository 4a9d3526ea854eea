import DemoKitCore
import DemoKitHeadless
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

/// `export --cast`: each script and animation as an asciicast v2 file.
struct AsciicastTests {
    /// The cast of `path` in `MediaTestGroup`'s media, by line: the header,
    /// then the events.
    private func cast(
        _ path: String, idleTimeLimit: Duration? = nil, groups: [any DemoGroup.Type] = [MediaTestGroup.self]
    ) throws -> (header: [String: Any], events: [[Any]]) {
        let media = try DocumentationMedia(catalog: try Catalog(groups: groups), idleTimeLimit: idleTimeLimit)
        let file = try #require(media.files.first { $0.path == path }, "no \(path) in \(media.files.map(\.path))")
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        return (header, events)
    }

    @Test func media_aCastPerScriptAndAnimation_noneForAStillDemo() throws {
        let media = try DocumentationMedia(catalog: try Catalog(groups: [MediaTestGroup.self]))
        #expect(media.files.map(\.path) == ["Media/counter.cast", "Media/counter+press.cast", "Media/forever.cast"])
        #expect(media.recordings == 3)
        #expect(media.failures.isEmpty)
    }

    @Test func header_hasTheSizeTitleAFixedTimestampAndTERM() throws {
        let (header, _) = try cast("Media/counter+press.cast")
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        #expect(header["height"] as? Int == 3)
        #expect(header["timestamp"] as? Int == 0)
        #expect(header["title"] as? String == "Media/counter (script press)")
        #expect((header["env"] as? [String: String]) == ["TERM": "xterm-256color"])
        #expect(header["idle_time_limit"] == nil)
        let (limited, _) = try cast("Media/counter+press.cast", idleTimeLimit: .milliseconds(1500))
        #expect(limited["idle_time_limit"] as? Double == 1.5)
    }

    @Test func events_atTheVirtualTimes_withAMarkerPerInput_andNothingForAnUnchangedScreen() throws {
        let (_, events) = try cast("Media/counter+press.cast")
        let summary = events.map { "\($0[0]) \($0[1])" + ($0[1] as? String == "m" ? " \($0[2])" : "") }
        // 0.25 s (the wait's end) shows what 0.2 s showed: no output.
        #expect(summary == ["0 o", "0.1 o", "0.2 o", "0.25 m '+'", "0.25 o", "0.25 m type \"++\"", "0.25 o", "0.3 o"])
    }

    /// The events, written in turn to a terminal of the cast's size, give
    /// each step's golden screen, styles included, when that step's time
    /// is reached.
    @Test func replayed_eachStepsScreen_isTheGoldens() throws {
        let catalog = try Catalog(groups: [MediaTestGroup.self])
        let goldenCase = try #require(try SnapshotPlan(catalog: catalog).cases.first { $0.basePath == "Media/counter+press" })
        let script = try #require(goldenCase.script)
        let frames = try GoldenRenderer.frames(
            of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: goldenCase.variation.context)
        let (header, events) = try cast("Media/counter+press.cast")
        var terminal = VirtualTerminal(columns: try #require(header["width"] as? Int), rows: try #require(header["height"] as? Int))
        var next = 0
        var markers = 0
        for frame in frames {
            let seconds = Double(frame.time.components.seconds) + Double(frame.time.components.attoseconds) / 1e18
            // Every event up to this step's time and before the next input's marker.
            let inputs = frames.prefix(frame.index + 1).filter { $0.step?.isInput == true }.count
            while next < events.count, let time = events[next][0] as? Double, time <= seconds + 1e-9 {
                if events[next][1] as? String == "m" {
                    if markers == inputs { break }
                    markers += 1
                }
                if events[next][1] as? String == "o", let data = events[next][2] as? String { terminal.write(data) }
                next += 1
            }
            let shown: [String] = terminal.screen.lines.map { TextBlock($0).encoded(for: .trueColor) }
            // The terminal's screen ends at its last line with text, as the golden's does.
            let golden: [String] = frame.screen.lines.map { TextBlock($0).encoded(for: .trueColor) }
            #expect(shown == golden, "step \(frame.index)")
        }
    }

    @Test func anAnimation_isCutAtItsDuration_orAtTheMaximumWhenItNeverEnds() throws {
        // The counter animates for 0.3 s (its animationDuration), a tick each 0.1 s.
        let (_, counter) = try cast("Media/counter.cast")
        #expect(counter.map { "\($0[0])" } == ["0", "0.1", "0.2", "0.3"])
        let (_, events) = try cast("Media/forever.cast")
        #expect(events.map { "\($0[0])" } == (0...10).map { "\($0)" })
        #expect(Recording.maximumDuration == .seconds(10))
    }

    @Test func events_holdTheFrameWritersBytes_withoutTheSynchronizedUpdate() throws {
        let (_, events) = try cast("Media/counter+press.cast")
        let first = try #require(events.first?[2] as? String)
        #expect(first.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1mtick 0"))
        #expect(!events.contains { ($0[2] as? String)?.contains("\u{1B}[?2026") == true })
    }

    /// A demo on the real clock is recorded at the times it ran at, its
    /// redactions applied, and its header says so.
    @Test func aDemoOnTheRealClock_isRecordedAtTheTimesItRanAt_redacted_andSaysSo() throws {
        let (header, events) = try cast("RealTime/build+finish.cast", groups: [RealTimeMediaGroup.self])
        #expect(header["title"] as? String == "RealTime/build (script finish) (real time)")
        #expect((header["env"] as? [String: String]) == ["TERM": "xterm-256color", "DEMOKIT_TIME": "real"])
        let output = events.compactMap { $0[1] as? String == "o" ? $0[2] as? String : nil }.joined()
        #expect(output.contains("Built in ‹time›"), "\(output)")
        #expect(!output.contains("Built in 0"))
        // The build took 0.3 s of real time from the component's start (the
        // recording's clock starts a moment later): the screen showing it
        // comes about that late, not at a virtual time of zero.
        let last = try #require(events.last?[0] as? Double)
        #expect(last >= 0.2)
        #expect(last < 5)
    }

    @Test func theSameCatalog_givesTheSameBytes() throws {
        let catalog = try Catalog(groups: [MediaTestGroup.self])
        let first = try DocumentationMedia(catalog: catalog, jobs: 1)
        let second = try DocumentationMedia(catalog: catalog, jobs: 2)
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
    }

    @Test func seconds_toTheMicrosecond_withoutTrailingZeros() {
        #expect(Asciicast.seconds(.zero) == "0")
        #expect(Asciicast.seconds(.milliseconds(80)) == "0.08")
        #expect(Asciicast.seconds(.milliseconds(12_500)) == "12.5")
        #expect(Asciicast.seconds(.nanoseconds(1_000_001_999)) == "1.000001")
    }
}

extension ScriptStep {
    /// Whether the step is input (a key, typed or pasted text).
    fileprivate var isInput: Bool {
        switch self {
        case .press, .type, .paste: true
        default: false
        }
    }
}
