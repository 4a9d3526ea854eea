import Foundation
import Testing

/// The classic components, run through the headless terminal, must look
/// exactly like their twins written with DemoKit's text model: every golden
/// of `Classic/<demo>` that has a counterpart in the twin's folder (same
/// tweak, same script) is the same bytes, text and styles.
@Suite("Classic components look exactly like their twins")
struct ClassicTwinGoldenTests {
    static let snapshots = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Demos/__Snapshots__")

    static let twins = [
        "progressBar": "Prompts/progressBar",
        "progressStep": "Prompts/progressStep",
        "table": "Components/table",
        "singleChoice": "Prompts/singleChoice",
    ]

    @Test("Each classic golden equals its twin's", arguments: twins.keys.sorted())
    func sameGoldens(demo: String) throws {
        let classic = Self.snapshots.appending(path: "Classic/\(demo)")
        let twin = Self.snapshots.appending(path: Self.twins[demo] ?? "")
        let names = try FileManager.default.contentsOfDirectory(atPath: classic.path(percentEncoded: false)).sorted()
        var compared = 0
        for name in names {
            let twinFile = twin.appending(path: name)
            guard FileManager.default.fileExists(atPath: twinFile.path(percentEncoded: false)) else { continue }
            let ours = try String(contentsOf: classic.appending(path: name), encoding: .utf8)
            let theirs = try String(contentsOf: twinFile, encoding: .utf8)
            #expect(ours == theirs, "Classic/\(demo)/\(name) differs from \(Self.twins[demo] ?? "")/\(name)")
            compared += 1
        }
        // Every tweak and script the twin shares: still goldens and stories,
        // .txt and .ansi.
        #expect(compared >= 10, "only \(compared) goldens of Classic/\(demo) have a twin")
    }
}
