import BenchmarkCatalogs
import BenchmarkSupport
import DemoKitCore
import DemoKitRunner
import DemoKitSnapshots
import Foundation

// Times `snapshot` on a generated catalog of 1,000 demos × 10 tweaks
// (10,000 goldens of 40 lines) against `diff -r` of the snapshot folder and a
// copy of it, in the same run; reports medians, ratios and peak memory.
// Render workers (the default) against `--in-process`, on the synthetic
// catalog and on the package's own (the release `demo-runner` beside this
// executable, when it was built).
//
//   DEMOKIT_BENCHMARKS=1 swift run -c release snapshot-benchmark [--repetitions N]
//   snapshot-benchmark --scaling [--repetitions N]   (the parts of a run and the scaling they predict: Scaling.swift)
//   snapshot-benchmark runner --demos 1000|100 snapshot ARGS…   (the runner, for timing)
//   snapshot-benchmark worker-loop SNAPSHOTS demo|render|matches|compare-exists   (a worker's loop, for callgrind)

let arguments = Array(CommandLine.arguments.dropFirst())

func groups(demos: Int) -> [any DemoGroup.Type] {
    demos == HundredDemos.demos ? [SyntheticGroup<HundredDemos>.self] : [SyntheticGroup<ThousandDemos>.self]
}

if arguments.first == "runner" {
    // Acts as `demo-runner` over the synthetic catalog, then reports its peak memory.
    var rest = Array(arguments.dropFirst())
    var demos = ThousandDemos.demos
    if rest.first == "--demos", rest.count > 1, let count = Int(rest[1]) {
        demos = count
        rest.removeFirst(2)
    }
    // This process's own, terminal included: `review` runs here in a pty.
    var environment = RunnerEnvironment.process(commandName: "snapshot-benchmark", catalogName: nil)
    // Render workers are this executable again, in runner mode over the same catalog.
    environment.renderWorkerArguments = ["runner", "--demos", String(demos)]
    let status = DemoRunner.run(arguments: rest, groups: groups(demos: demos), environment: environment)
    FileHandle.standardError.write(Data("peak-rss-kb=\(Measurement.peakResidentKilobytes())\n".utf8))
    // The runner's own share of the processor, its workers' not included.
    FileHandle.standardError.write(Data("runner-cpu-ms=\(Int(Measurement.processorSeconds() * 1000))\n".utf8))
    exit(status.rawValue)
}

if arguments.first == "worker-loop" {
    // A render worker's loop once over the goldens of the 1,000-demo catalog
    // recorded in SNAPSHOTS, without messages, for an instruction count that
    // does not depend on the machine's load
    // (`valgrind --tool=callgrind snapshot-benchmark worker-loop SNAPSHOTS STEP`):
    // STEP `demo` runs the demos' render(in:) only; `render` also finds each
    // case and encodes its goldens; `matches` also compares them as a worker
    // does (GoldenReader.matches); `compare-exists` compares them with a
    // compare of the text golden and a look for the styles golden.
    guard arguments.count == 3, ["demo", "render", "matches", "compare-exists"].contains(arguments[2]) else {
        print("usage: snapshot-benchmark worker-loop SNAPSHOTS demo|render|matches|compare-exists")
        exit(64)
    }
    let step = arguments[2]
    let catalog = try Catalog(groups: groups(demos: ThousandDemos.demos))
    let cases = try SnapshotPlan(catalog: catalog).cases
    var finder = GoldenCaseFinder(catalog: catalog)
    let reader = GoldenStore(root: URL(fileURLWithPath: arguments[1])).makeReader()
    var mismatches = 0
    for goldenCase in cases {
        if step == "demo" {
            blackHole(try GoldenRenderer.screen(of: goldenCase.demo, tweak: goldenCase.tweak, in: goldenCase.variation.context))
            continue
        }
        let found = try finder.goldenCase(at: goldenCase.location)
        let rendering = try GoldenRenderer.render(found)
        switch step {
        case "matches":
            if !reader.matches(found.basePath, plain: rendering.plain, styles: rendering.styles) { mismatches += 1 }
        case "compare-exists":
            let plain = reader.compare(found.plainPath, with: rendering.plain) == .identical
            let styles = rendering.styles.map { reader.compare(found.stylesPath, with: $0) == .identical }
                ?? !reader.exists(found.stylesPath)
            if !(plain && styles) { mismatches += 1 }
        default:
            blackHole(rendering)
        }
    }
    print("\(cases.count) cases, \(mismatches) not matching their goldens (\(step))")
    exit(mismatches == 0 ? 0 : 1)
}

var repetitions = 5
if let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
    let value = Int(arguments[index + 1])
{
    repetitions = value
}

let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
let work = FileManager.default.temporaryDirectory
    .appendingPathComponent("demokit-snapshot-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let snapshots = work.appendingPathComponent("snapshots").path
let copy = work.appendingPathComponent("copy").path
let small = work.appendingPathComponent("small").path
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

func runner(_ demos: Int, _ extra: [String]) throws -> ChildProcess.Outcome {
    try ChildProcess.run(executable, ["runner", "--demos", String(demos), "snapshot"] + extra)
}

/// A number the runner mode reported on standard error as `NAME=VALUE`.
func reported(_ name: String, _ outcome: ChildProcess.Outcome) -> Int {
    outcome.standardError.split(separator: "\n").compactMap { line in
        line.hasPrefix(name + "=") ? Int(line.dropFirst(name.count + 1)) : nil
    }.last ?? 0
}

func peakKilobytes(_ outcome: ChildProcess.Outcome) -> Int {
    reported("peak-rss-kb", outcome)
}

print("Recording 10,000 goldens…")
let recorded = try runner(1000, ["--record", "all", "--snapshots", snapshots])
_ = try runner(100, ["--record", "all", "--snapshots", small])
guard recorded.status == 0 else {
    print("recording failed:\n\(recorded.standardError)")
    exit(1)
}
_ = try ChildProcess.run("/bin/cp", ["-R", snapshots, copy])
// The 22,000 files just written go to disk now, not in the background
// while the runs are timed.
sync()
let goldenCount = (FileManager.default.enumerator(atPath: snapshots)?.allObjects ?? [])
    .compactMap { $0 as? String }.filter { $0.hasSuffix(".txt") }.count
let lineCount = (try? String(contentsOfFile: snapshots + "/Synthetic1000/demo0/t0.txt", encoding: .utf8))?
    .split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
print("\(goldenCount) goldens of \(lineCount - 1) lines; \(repetitions) repetitions of diff -r and the runner, alternating; medians.\n")

// Warm the page cache for both sides.
_ = try ChildProcess.run("/usr/bin/diff", ["-r", snapshots, copy])
_ = try runner(1000, ["--snapshots", snapshots])

if arguments.contains("--scaling") {
    let status = try Scaling.run(
        repetitions: repetitions, snapshots: snapshots, copy: copy, groups: groups(demos: ThousandDemos.demos)
    ) { extra in
        try ChildProcess.run(executable, ["runner", "--demos", String(ThousandDemos.demos)] + extra)
    }
    try? FileManager.default.removeItem(at: work)
    exit(status)
}

var diffTimes: [Double] = []
var runnerTimes: [Double] = []
// The runner's own processor time in a run with workers: what the process
// that plans, asks and reports costs beside the workers that render.
var runnerProcessorTimes: [Double] = []
var runnerOneJobTimes: [Double] = []
var inProcessTimes: [Double] = []
var inProcessOneJobTimes: [Double] = []
var failures = 0
for _ in 0..<repetitions {
    diffTimes.append(try Measurement.time {
        if try ChildProcess.run("/usr/bin/diff", ["-r", snapshots, copy]).status != 0 { failures += 1 }
    })
    var outcome: ChildProcess.Outcome?
    runnerTimes.append(try Measurement.time {
        outcome = try runner(1000, ["--snapshots", snapshots])
        if outcome?.status != 0 { failures += 1 }
    })
    if let outcome { runnerProcessorTimes.append(Double(reported("runner-cpu-ms", outcome)) / 1000) }
    inProcessTimes.append(try Measurement.time {
        if try runner(1000, ["--snapshots", snapshots, "--in-process"]).status != 0 { failures += 1 }
    })
    runnerOneJobTimes.append(try Measurement.time {
        if try runner(1000, ["--snapshots", snapshots, "--jobs", "1"]).status != 0 { failures += 1 }
    })
    inProcessOneJobTimes.append(try Measurement.time {
        if try runner(1000, ["--snapshots", snapshots, "--jobs", "1", "--in-process"]).status != 0 { failures += 1 }
    })
}

// The package's own catalog, through the real release runner: workers
// against in process, alternating, same run.
let packageRunner = URL(fileURLWithPath: executable).deletingLastPathComponent()
    .appendingPathComponent("demo-runner").path
var catalogWorkerTimes: [Double] = []
var catalogInProcessTimes: [Double] = []
// What starting one more process of the runner costs (the Swift runtime and
// Foundation loaded, nothing rendered): a floor under each worker's start.
var processStartTimes: [Double] = []
if FileManager.default.isExecutableFile(atPath: packageRunner) {
    var variables = ProcessInfo.processInfo.environment
    variables["CI"] = "1"
    _ = try ChildProcess.run(packageRunner, ["snapshot"], environment: variables)
    // A run of this small catalog takes 30 to 80 ms here, from run to run
    // (a median of 31 pairs moved by a quarter between runs): many
    // runs, so that the medians say something.
    for _ in 0..<max(repetitions, 81) {
        catalogWorkerTimes.append(try Measurement.time {
            if try ChildProcess.run(packageRunner, ["snapshot"], environment: variables).status != 0 { failures += 1 }
        })
        catalogInProcessTimes.append(try Measurement.time {
            let outcome = try ChildProcess.run(packageRunner, ["snapshot", "--in-process"], environment: variables)
            if outcome.status != 0 { failures += 1 }
        })
        processStartTimes.append(try Measurement.time {
            if try ChildProcess.run(packageRunner, ["--version"], environment: variables).status != 0 { failures += 1 }
        })
    }
}

// In process: rendering alone (what any snapshot tool must do), then the
// whole engine on one thread; the difference is the engine's own cost.
let catalog = try Catalog(groups: groups(demos: ThousandDemos.demos))
let plan = try SnapshotPlan(catalog: catalog)
var renderTimes: [Double] = []
var engineTimes: [Double] = []
var catalogTimes: [Double] = []
var planTimes: [Double] = []
for _ in 0..<repetitions {
    // What every process of a run does before its first render: the runner
    // and each of its workers.
    var built: Catalog?
    catalogTimes.append(try Measurement.time { built = try Catalog(groups: groups(demos: ThousandDemos.demos)) })
    if let built { planTimes.append(try Measurement.time { blackHole(try SnapshotPlan(catalog: built)) }) }
}
var demoTimes: [Double] = []
for _ in 0..<repetitions {
    // The demos' own code: the screens, not encoded.
    demoTimes.append(try Measurement.time {
        for goldenCase in plan.cases {
            blackHole(try GoldenRenderer.screen(of: goldenCase.demo, tweak: goldenCase.tweak, in: goldenCase.variation.context))
        }
    })
    renderTimes.append(try Measurement.time {
        for goldenCase in plan.cases { _ = try GoldenRenderer.render(goldenCase) }
    })
    let configuration = SnapshotConfiguration(
        store: GoldenStore(root: URL(fileURLWithPath: snapshots)), artifacts: nil, record: .never,
        isRecordExplicit: true, isContinuousIntegration: false, jobs: 1,
        rerecordCommand: { _, _ in "" })
    engineTimes.append(Measurement.time {
        let summary = SnapshotEngine(configuration: configuration).run(plan) { _ in }
        if !summary.succeeded { failures += 1 }
    })
}

// The check DemoKitTesting's verifyDemoSnapshots makes, in process (what an
// XCTest or Swift Testing assertion does, minus the framework's own
// bookkeeping), done through DemoKitSnapshots so that XCTest is not linked.
var testingTimes: [Double] = []
for _ in 0..<repetitions {
    testingTimes.append(Measurement.time {
        if TestHelperCheck.failures(of: groups(demos: ThousandDemos.demos), snapshotDirectory: snapshots) != nil {
            failures += 1
        }
    })
}

let largeMemory = peakKilobytes(try runner(1000, ["--snapshots", snapshots]))
let smallMemory = peakKilobytes(try runner(100, ["--snapshots", small]))

let diff = Measurement.median(diffTimes)
let verify = Measurement.median(runnerTimes)
let verifyOneJob = Measurement.median(runnerOneJobTimes)
let inProcess = Measurement.median(inProcessTimes)
let inProcessOneJob = Measurement.median(inProcessOneJobTimes)
let render = Measurement.median(renderTimes)
let engine = Measurement.median(engineTimes)
let testing = Measurement.median(testingTimes)
let goldens = Double(goldenCount)
func perGolden(_ seconds: Double) -> String { String(format: "%6.1f µs", seconds / goldens * 1e6) }
func milliseconds(_ seconds: Double) -> String { String(format: "%6.0f ms", seconds * 1000) }
func ratio(_ seconds: Double) -> String { String(format: "%.2f× diff -r", seconds / diff) }
func row(_ label: String, _ seconds: Double, _ showRatio: Bool = true) {
    let padded = label + String(repeating: " ", count: max(0, 44 - label.count))
    print(padded + milliseconds(seconds) + "  " + perGolden(seconds) + (showRatio ? "   " + ratio(seconds) : ""))
}

print("                                                total     per golden")
row("diff -r snapshots copy", diff, false)
row("demo-runner snapshot, \(SnapshotConfigurationJobs.value) jobs (default, workers)", verify)
row("demo-runner snapshot, \(SnapshotConfigurationJobs.value) jobs, --in-process", inProcess)
row("demo-runner snapshot, 1 job (1 worker)", verifyOneJob)
row("demo-runner snapshot, 1 job, --in-process", inProcessOneJob)
row("in process: catalog", Measurement.median(catalogTimes))
row("in process: plan", Measurement.median(planTimes))
row("in process: the demos' render(in:), 1 job", Measurement.median(demoTimes))
row("in process: rendering only, 1 job", render)
row("in process: engine, 1 job", engine)
row("in process: engine minus rendering", engine - render)
row("in process: verifyDemoSnapshots, \(SnapshotConfigurationJobs.value) jobs", testing)
print(String(
    format: "processor time of the runner itself, beside its workers: %.0f ms", Measurement.median(runnerProcessorTimes) * 1000))
print(String(format: "workers / in process: %.2f× (%d jobs), %.2f× (1 job)", verify / inProcess, SnapshotConfigurationJobs.value, verifyOneJob / inProcessOneJob))
if !catalogWorkerTimes.isEmpty {
    let workers = Measurement.median(catalogWorkerTimes)
    let own = Measurement.median(catalogInProcessTimes)
    print(String(
        format: "package catalog (release demo-runner snapshot, %d runs each): workers %.0f ms, --in-process %.0f ms, %.2f×; "
            + "one process start (demo-runner --version) %.1f ms",
        catalogWorkerTimes.count, workers * 1000, own * 1000, workers / own,
        Measurement.median(processStartTimes) * 1000))
} else {
    print("package catalog: no release demo-runner beside this executable; 'DEMOKIT_BENCHMARKS=1 swift build -c release' first")
}
print(String(format: "peak RSS of demo-runner snapshot: 1,000 goldens %.1f MiB, 10,000 goldens %.1f MiB", Double(smallMemory) / 1024, Double(largeMemory) / 1024))
if failures > 0 {
    print("\(failures) runs failed")
    exit(1)
}
