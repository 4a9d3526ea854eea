import BenchmarkSupport
import DemoKitCore
import DemoKitDemos
import DemoKitExport
import DemoKitSnapshots
import Foundation

// Times the documentation media of the package's own catalog (`export --cast
// DIR --svg-animated DIR`: every script and animation recorded in virtual
// time, encoded and written), with and without the demos on the real clock
// (which take the real time their scripts wait), and compares each cast's
// size with the bytes the component wrote: every screen it showed, encoded
// whole with its styles, as a program redrawing itself writes it.
//
//   DEMOKIT_BENCHMARKS=1 swift run -c release media-benchmark [--repetitions N]

let arguments = Array(CommandLine.arguments.dropFirst())
let repetitions: Int = {
    guard let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return 5 }
    return value
}()

let work = FileManager.default.temporaryDirectory
    .appendingPathComponent("demokit-media-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: work) }

let catalog = try Catalog(groups: DemoRegistry.groups)
let cases = try SnapshotPlan(catalog: catalog).cases
let realTime = cases.filter { $0.demo.makeDemoable(tweak: $0.tweak).runsInRealTime }
let virtualPatterns = Set(cases.filter { !$0.demo.makeDemoable(tweak: $0.tweak).runsInRealTime }.map(\.filterPattern))
let virtualFilter = try SnapshotFilter(virtualPatterns.sorted().joined(separator: ","))

func measure(_ name: String, filter: SnapshotFilter?) throws {
    var media: DocumentationMedia?
    let seconds = try Measurement.median(repetitions: repetitions) {
        let made = try DocumentationMedia(catalog: catalog, filter: filter, kinds: [.cast, .animatedSVG])
        try ExportFolder(path: work.appendingPathComponent(name + "-cast").path).write(made.files)
        try ExportFolder(path: work.appendingPathComponent(name + "-svg").path).write(made.pictures)
        media = made
    }
    let castBytes = media?.files.reduce(0) { $0 + $1.bytes.count } ?? 0
    let svgBytes = media?.pictures.reduce(0) { $0 + $1.bytes.count } ?? 0
    print(
        name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(
                format: "%4d recordings  %7.3f s  casts %7.1f KB  animated SVGs %8.1f KB",
                media?.recordings ?? 0, seconds, Double(castBytes) / 1000, Double(svgBytes) / 1000))
}

print("media: medians of \(repetitions) runs, recorded, encoded and written (\(ProcessInfo.processInfo.activeProcessorCount) cores).\n")
try measure("own catalog, virtual time", filter: virtualFilter)
try measure("own catalog, with real-time demos", filter: nil)

// Sizes: each cast (header included) against the bytes the component
// wrote: each screen it showed, once per change, encoded whole as a program
// printing it writes it (a style and a reset per styled run, lines joined by
// a newline), without even the cursor moves that would take it back to the
// top: the least a plain re-print of every frame takes.
var castTotal = 0
var componentTotal = 0
var largest: (ratio: Double, path: String) = (0, "")
var recorded = Duration.zero
for goldenCase in cases where !realTime.contains(where: { $0.basePath == goldenCase.basePath }) {
    guard let recording = try Recording(of: goldenCase) else { continue }
    recorded += recording.duration
    let cast = Asciicast.encode(recording).utf8.count
    var component = 0
    var previous: TextBlock?
    for frame in recording.frames where frame.screen != previous {
        component += frame.screen.encodedBytes(for: recording.allowsColor ? .trueColor : .none).count
        previous = frame.screen
    }
    castTotal += cast
    componentTotal += component
    let ratio = Double(cast) / Double(max(1, component))
    if ratio > largest.ratio { largest = (ratio, goldenCase.basePath) }
}
print(
    String(
        format: "\ncasts %d bytes, the components wrote %d bytes: %.2f×; the largest ratio %.2f× (%@)",
        castTotal, componentTotal, Double(castTotal) / Double(max(1, componentTotal)), largest.ratio, largest.path))
print(
    "the recordings last \(recorded.components.seconds) s of virtual time: a real-time capture (VHS) takes at least "
        + "that, and a terminal and browser start per recording")
print("peak resident memory: \(Measurement.peakResidentKilobytes() / 1024) MB")
