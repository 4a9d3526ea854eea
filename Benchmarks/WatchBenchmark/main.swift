import BenchmarkSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Issue 29's first figure: the time from saving a one-line change to a
// demo file to its new frame on screen under `browse --watch`, for the
// first edit after launch and for later ones, with `swift build` of the
// same change beside it, and the time for a compile error to appear.
//
// Two copies of the README's package (`swift package init --type
// executable`, DemoKit by path) in `/tmp/demokit watch bench`: `MyDemos`
// runs `swift run MyDemos browse --watch` in tmux; `reference/MyDemos`
// gets the same edit just before, timed with `swift build`, so each pair
// is measured under the same load. Both run in one explicit environment
// (`env -i`): SwiftPM plans a build again, for seconds, when the
// environment differs from the last build's. Each part of the loop comes
// from the runner's own marks (`DEMOKIT_WATCH_TRACE`): the change seen,
// the build's start and end, the next runner started, the hand-over and
// its first frame; once the build has ended (the trace says so), the screen
// is read with `tmux capture-pane` every 2 ms.
// The packages are built once before the first figure (minutes, the
// first time).
//
//   DEMOKIT_BENCHMARKS=1 swift build -c release --product watch-benchmark
//   .build/release/watch-benchmark [--sessions N] [--edits N] [--workspace PATH] [--demokit PATH]
//       [--baseline PATH [--baseline-workspace PATH]]
//
// With `--baseline`, a second pair of packages depends on that DemoKit
// checkout (an earlier version), and the sessions alternate between the
// two, so both are measured in one run, under the same load.

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let sessions = option("sessions").flatMap(Int.init).map { max(1, $0) } ?? 3
let laterEdits = option("edits").flatMap(Int.init).map { max(1, $0) } ?? 5
let workspace = URL(fileURLWithPath: option("workspace") ?? "/tmp/demokit watch bench")
/// The DemoKit the packages depend on: this checkout, or another one
/// (`--demokit PATH`, to measure an earlier version side by side).
let repository = option("demokit").map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let baseline = option("baseline").map { URL(fileURLWithPath: $0) }
let baselineWorkspace = URL(fileURLWithPath: option("baseline-workspace") ?? workspace.path + " baseline")
let trace = workspace.appendingPathComponent("trace.txt")

/// One DemoKit measured: the package watched, the package `swift build`
/// is timed in, and the samples.
final class Variant {
    let label: String
    let repository: URL
    let watched: UserPackage
    let reference: UserPackage
    var firsts: [Sample] = []
    var laters: [Sample] = []
    var errors: [Sample] = []
    var fixes: [Sample] = []

    init(label: String, repository: URL, workspace: URL) {
        self.label = label
        self.repository = repository
        watched = UserPackage(workspace: workspace)
        reference = UserPackage(workspace: workspace.appendingPathComponent("reference"))
    }
}

let variants = [Variant(label: "this DemoKit", repository: repository, workspace: workspace)]
    + (baseline.map { [Variant(label: "baseline", repository: $0, workspace: baselineWorkspace)] } ?? [])
/// The one environment of every `swift` the benchmark runs.
let environment: [String: String] = {
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    for name in ["HOME", "PATH"] { environment[name] = inherited[name] }
    environment["DEMO_RUNNER_PREFERENCES"] = workspace.appendingPathComponent("preferences.json").path
    environment["DEMOKIT_WATCH_TRACE"] = trace.path
    return environment
}()
/// Time to let the loop come to rest between two saves, as a person reads
/// the frame before the next edit.
let restMilliseconds = 1000

func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "?" }
    return loads.map { String(format: "%.1f", $0) }.joined(separator: " ")
}

func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }

func format(_ value: Double?) -> String {
    value.map { String(format: "%6.0f", $0) } ?? "     -"
}

/// The milliseconds `swift build` takes in `package`; `failing` builds
/// are expected to fail.
func timedBuild(_ package: UserPackage, failing: Bool = false) throws -> Double {
    let start = monotonicNow()
    let outcome = try Program.run(
        "env", ["-i"] + environment.map { "\($0.key)=\($0.value)" } + ["swift", "build", "--package-path", package.root.path])
    let elapsed = milliseconds(monotonicNow() - start)
    guard (outcome.status == 0) != failing else {
        throw Program.Failure(description: "swift build exited with \(outcome.status):\n" + outcome.output.suffix(2000))
    }
    return elapsed
}

/// One save and what followed: each phase's time after the save, in
/// milliseconds, when the text was on screen, and `swift build` of the
/// same change in the reference package just before.
struct Sample {
    var phases: [String: Double]
    var screen: Double
    var build: Double

    /// The loop's own time beyond its build.
    var overhead: Double? {
        guard let start = phases["build-start"], let end = phases["build-end"] else { return nil }
        return screen - (end - start)
    }
}

let phaseOrder = [
    "change", "build-start", "build-end", "runner-start", "reload-sent", "browser-end", "hand-over",
    "first-frame", "errors-shown",
]

func run(_ variants: [Variant]) throws {
    var version = 0

    /// Makes the same edit to the reference package and times its build,
    /// then saves it in the watched package and waits for it on screen.
    func edit(_ variant: Variant, _ session: WatchSession, error: Bool = false) throws -> Sample {
        version += 1
        let text = "Greeting #\(version)."
        let source = UserPackage.greetings(text, appending: error ? "missingName\(version)" : nil)
        try variant.reference.writeDemo(source)
        let build = try timedBuild(variant.reference, failing: error)
        pause(milliseconds: restMilliseconds)
        let start = monotonicNow()
        try variant.watched.writeDemo(source)
        // The screen cannot change before the build ends: read it from then on.
        try session.waitForMark("build-end", from: start, timeout: 600)
        let shown = try session.waitFor(error ? "cannot find 'missingName\(version)'" : text, timeout: 600)
        // The marks of the frame come in as it is drawn: read them once the
        // screen showed it.
        pause(milliseconds: 50)
        let phases = session.marks(from: start).mapValues { milliseconds($0 - start) }
        return Sample(phases: phases, screen: milliseconds(shown - start), build: build)
    }

    /// One session of `variant`: launch, the first edit, later edits, a
    /// compile error and its fix.
    func measure(_ variant: Variant, session index: Int) throws {
        // Both packages start from the text of this session, so that the
        // watched one opens on it.
        let opening = UserPackage.greetings("Greeting #\(version).")
        try variant.watched.writeDemo(opening)
        try variant.reference.writeDemo(opening)
        _ = try timedBuild(variant.reference)
        let launched = monotonicNow()
        let session = try WatchSession(package: variant.watched, environment: environment, trace: trace)
        defer { session.close() }
        let opened = try session.waitFor("Greeting #\(version).", timeout: 600)
        pause(milliseconds: restMilliseconds)
        let first = try edit(variant, session)
        variant.firsts.append(first)
        for _ in 0..<laterEdits {
            pause(milliseconds: restMilliseconds)
            variant.laters.append(try edit(variant, session))
        }
        pause(milliseconds: restMilliseconds)
        variant.errors.append(try edit(variant, session, error: true))
        pause(milliseconds: restMilliseconds)
        variant.fixes.append(try edit(variant, session))
        let laters = variant.laters.suffix(laterEdits)
        print(String(
            format: "%@, session %d: opened in %.0f ms; first edit %.0f (swift build %.0f), later %@ (swift build %@), "
                + "error %.0f (%.0f), fix %.0f (%.0f) ms; load %@",
            variant.label, index + 1, milliseconds(opened - launched), first.screen, first.build,
            laters.map { format($0.screen) }.joined(), laters.map { format($0.build) }.joined(),
            variant.errors.last?.screen ?? 0, variant.errors.last?.build ?? 0, variant.fixes.last?.screen ?? 0,
            variant.fixes.last?.build ?? 0, loadAverage()))
    }

    print("watch-benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())")
    for variant in variants {
        print("\(variant.label): DemoKit \(variant.repository.path); packages \(variant.watched.root.path) and "
            + "\(variant.reference.root.path)")
        for package in [variant.watched, variant.reference] {
            try package.prepare(repository: variant.repository)
            let setup = try timedBuild(package)
            print(String(format: "  setup: swift build %.1f s (load %@)", setup / 1000, loadAverage()))
        }
        let nothing = Measurement.median((0..<3).compactMap { _ in try? timedBuild(variant.reference) })
        print(String(format: "  swift build with nothing to build: %.0f ms", nothing))
    }
    for index in 0..<sessions {
        for variant in variants { try measure(variant, session: index) }
    }

    func median(_ samples: [Sample], _ value: (Sample) -> Double?) -> Double? {
        let values = samples.compactMap(value)
        return values.count == samples.count && !values.isEmpty ? Measurement.median(values) : nil
    }
    for variant in variants {
        let groups = [variant.firsts, variant.laters, variant.errors, variant.fixes]
        print("")
        print("\(variant.label) (\(variant.repository.path))")
        print("ms after the save (median)   first edit   later edits   compile error   fix after it")
        for phase in phaseOrder {
            let row = groups.map { median($0, { $0.phases[phase] }) }
            guard row.contains(where: { $0 != nil }) else { continue }
            print(phase.padding(toLength: 28, withPad: " ", startingAt: 0) + row.map { format($0) + "        " }.joined())
        }
        let rows: [(String, (Sample) -> Double?)] = [
            ("on screen (tmux)", { $0.screen }),
            ("swift build, same change", { $0.build }),
            ("on screen - swift build", { $0.screen - $0.build }),
            ("loop beyond its own build", { $0.overhead }),
        ]
        for (label, value) in rows {
            print(label.padding(toLength: 28, withPad: " ", startingAt: 0)
                + groups.map { format(median($0, value)) + "        " }.joined())
        }
        for (label, samples) in [
            ("first edit", variant.firsts), ("later edits", variant.laters), ("compile error", variant.errors),
        ] {
            guard let screen = median(samples, { $0.screen }), let build = median(samples, { $0.build }) else { continue }
            print(String(
                format: "%@: %.0f ms on screen, swift build %.0f ms: %+.0f ms (%.2f×), n = %d",
                label, screen, build, screen - build, screen / build, samples.count))
        }
    }
    print("load average at the end: \(loadAverage())")
}

do {
    try run(variants)
} catch {
    print("watch-benchmark: \(error)")
    exit(1)
}
