import BenchmarkCatalogs
import BenchmarkSupport
import DemoKitCore
import DemoKitSnapshots
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `snapshot-benchmark --scaling`: how `snapshot` should scale with the
/// cores it is given, from its parts measured one by one on one thread, and
/// the model checked against whole runs with `--jobs 1` and `--jobs 2`.
///
/// The parts are processor time, not the wall clock, so that a machine
/// shared with other work still measures them (medians; `N` goldens, `J`
/// jobs, each on a core of its own):
///
/// - serial, once per run: the runner's start (`start`), its catalog
///   (`catalog`) and plan (`plan`); the workers start meanwhile, each
///   `start + catalog` (`worker`), on other threads and cores;
/// - per golden, in a worker: finding the case, rendering it and comparing
///   it with its golden (`render`);
/// - per golden, in the runner: taking the answer and making its result on
///   an engine thread (`answer`: the runner's own processor time in a whole
///   `--jobs 1` run, less its start, catalog and plan; at least what lanes
///   that answer at once take), of which delivering it in order, counting
///   and printing it on the one thread that streams results is `deliver`.
///
/// T(J) = start + max(catalog + plan, worker) + max(N·deliver, N·(render + answer) / J)
///
/// The reference reads the same files in parallel: `J` `diff -r`
/// processes at once, each over a `J`th of the demo folders (links to them)
/// and their copies, as `diff -r` per group folder in parallel does:
/// R(J) = diffStart + N·read / J, `read` measured with one process, and
/// R(1) and R(2) measured as well.
enum Scaling {
    struct Parts {
        var goldens: Int
        var start: Double
        var catalog: Double
        var plan: Double
        var render: Double
        var answer: Double
        var deliver: Double
        var diffStart: Double
        var read: Double

        var worker: Double { start + catalog }
        var serial: Double { start + max(catalog + plan, worker) }

        func predicted(jobs: Int) -> Double {
            let n = Double(goldens)
            return serial + max(n * deliver, n * (render + answer) / Double(jobs))
        }

        func reference(jobs: Int) -> Double {
            diffStart + Double(goldens) * read / Double(jobs)
        }
    }

    /// A lane that answers every case at once as matching its golden: what
    /// the runner does per golden, without a worker.
    final class AnsweringLane: GoldenRenderingLane, GoldenRenderingPool, @unchecked Sendable {
        func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome { .matched(hasStyles: false) }
        func checkOut() -> any GoldenRenderingLane { self }
        func checkIn(_ lane: any GoldenRenderingLane) {}
        func finish() {}
    }

    /// This thread's processor time, in seconds.
    static func threadProcessorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The processor time of the children waited for so far, in seconds.
    static func childrenProcessorSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// The median processor time of `body` on this thread.
    static func processorTime(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let before = threadProcessorSeconds()
            try body()
            samples.append(threadProcessorSeconds() - before)
        }
        return Measurement.median(samples)
    }

    /// The median processor time of the children `body` starts and waits for.
    static func childrenTime(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let before = childrenProcessorSeconds()
            try body()
            samples.append(childrenProcessorSeconds() - before)
        }
        return Measurement.median(samples)
    }

    static func run(
        repetitions: Int, snapshots: String, copy: String, groups: [any DemoGroup.Type],
        runner: ([String]) throws -> ChildProcess.Outcome
    ) throws -> Int32 {
        var failures = 0
        let catalog = try Catalog(groups: groups)
        let plan = try SnapshotPlan(catalog: catalog)
        let cases = plan.cases
        let store = GoldenStore(root: URL(fileURLWithPath: snapshots))
        let n = Double(cases.count)
        func median(_ body: () throws -> Void) rethrows -> Double {
            try processorTime(repetitions: repetitions, body)
        }

        let start = try childrenTime(repetitions: repetitions) {
            if try runner(["--version"]).status != 0 { failures += 1 }
        }
        let catalogTime = try median { blackHole(try Catalog(groups: groups)) }
        let planTime = try median { blackHole(try SnapshotPlan(catalog: catalog)) }

        // A worker's loop per case, without its messages: find the case by
        // its place, render it, compare it with its goldens.
        var finder = GoldenCaseFinder(catalog: catalog)
        let reader = store.makeReader()
        let render = try median {
            for goldenCase in cases {
                let found = try finder.goldenCase(at: goldenCase.location)
                let rendering = try GoldenRenderer.render(found)
                if !reader.matches(found.basePath, plain: rendering.plain, styles: rendering.styles) { failures += 1 }
            }
        } / n

        // Of which the demos' own code: the screens, not encoded, not compared.
        let demoCode = try median {
            for goldenCase in cases {
                blackHole(try GoldenRenderer.screen(of: goldenCase.demo, tweak: goldenCase.tweak, in: goldenCase.variation.context))
            }
        } / n

        // The runner's side: one job (everything on this thread), then two
        // (the results delivered on this thread, whose processor time is
        // the part that does not spread).
        func engine(jobs: Int, deliverTime: inout [Double]) {
            var configuration = SnapshotConfiguration(
                store: store, artifacts: nil, record: .never, isRecordExplicit: true,
                isContinuousIntegration: true, jobs: jobs, rerecordCommand: { _, _ in "" })
            let lane = AnsweringLane()
            configuration.rendering = GoldenRendering { lane }
            var digest = FailureDigest(verbose: false)
            var printed = 0
            let before = threadProcessorSeconds()
            let summary = SnapshotEngine(configuration: configuration).run(plan) { result in
                // What `snapshot`'s own observer does with a result that passed.
                if let overflow = result.overflow { blackHole(overflow) }
                printed += digest.add(result).count
                if let message = result.message { blackHole(message) }
            }
            deliverTime.append(threadProcessorSeconds() - before)
            if !summary.succeeded || printed > 0 { failures += 1 }
        }
        var ignored: [Double] = []
        let answer = median { engine(jobs: 1, deliverTime: &ignored) } / n
        var delivered: [Double] = []
        for _ in 0..<repetitions { engine(jobs: 2, deliverTime: &delivered) }
        let deliver = Measurement.median(delivered) / n

        // The reference: `diff -r` over a `J`th of the demo folders, `J` at once.
        let diffStart = try childrenTime(repetitions: repetitions) {
            _ = try ChildProcess.run("/usr/bin/diff", ["-r", "/dev/null", "/dev/null"])
        }
        let demoFolders = Array(Set(cases.map { ($0.basePath as NSString).deletingLastPathComponent })).sorted()
        let partitions = URL(fileURLWithPath: snapshots).deletingLastPathComponent().appendingPathComponent("partitions").path
        func partition(_ jobs: Int) throws -> [(String, String)] {
            let share = (demoFolders.count + jobs - 1) / jobs
            return try (0..<jobs).map { part in
                let sides = ["golden", "copy"].map { "\(partitions)/\(jobs)/\(part)/\($0)" }
                for (side, root) in zip(sides, [snapshots, copy]) {
                    try FileManager.default.createDirectory(atPath: side, withIntermediateDirectories: true)
                    for folder in demoFolders.dropFirst(part * share).prefix(share) {
                        let link = side + "/" + folder.replacingOccurrences(of: "/", with: "_")
                        if !FileManager.default.fileExists(atPath: link) {
                            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/" + folder)
                        }
                    }
                }
                return (sides[0], sides[1])
            }
        }
        func diffs(_ jobs: Int) throws -> Double {
            let pairs = try partition(jobs)
            let failed = Counter()
            let time = Measurement.time {
                DispatchQueue.concurrentPerform(iterations: jobs) { part in
                    let status = (try? ChildProcess.run("/usr/bin/diff", ["-r", pairs[part].0, pairs[part].1]))?.status
                    if status != 0 { failed.add() }
                }
            }
            failures += failed.value
            return time
        }
        let readOneProcessor = try childrenTime(repetitions: repetitions) { _ = try diffs(1) }
        let readOne = try Measurement.median((0..<repetitions).map { _ in try diffs(1) })
        let readTwo = try Measurement.median((0..<repetitions).map { _ in try diffs(2) })
        var parts = Parts(
            goldens: cases.count, start: start, catalog: catalogTime, plan: planTime, render: render,
            answer: answer, deliver: deliver, diffStart: diffStart, read: max(0, readOneProcessor - diffStart) / n)

        // Whole runs, alternating; with one job, the runner's own processor
        // time (its workers' not included) as well.
        var measured: [Int: [Double]] = [1: [], 2: []]
        var runnerProcessor: [Double] = []
        for _ in 0..<repetitions {
            for jobs in [1, 2] {
                var outcome: ChildProcess.Outcome?
                measured[jobs, default: []].append(try Measurement.time {
                    outcome = try runner(["snapshot", "--snapshots", snapshots, "--jobs", String(jobs)])
                    if outcome?.status != 0 { failures += 1 }
                })
                if jobs == 1, let outcome { runnerProcessor.append(Double(reported("runner-cpu-ms", outcome)) / 1000) }
            }
        }
        // What the runner does per golden with a worker: the answer read from
        // the socket and decoded, asking for the next cases, beside what the
        // lanes that answer at once measured; the rest of its time is its
        // start, catalog and plan.
        let withMessages = (Measurement.median(runnerProcessor) - start - catalogTime - planTime) / n
        parts.answer = max(answer, withMessages)

        func ms(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }
        func us(_ seconds: Double) -> String { String(format: "%6.2f µs", seconds * 1e6) }
        print("Parts, \(cases.count) goldens, processor time, medians of \(repetitions) (\(ProcessInfo.processInfo.activeProcessorCount) cores here):")
        print("  runner start (process, to --version)   " + ms(start) + "   once, and per worker")
        print("  catalog                                " + ms(catalogTime) + "   once, and per worker")
        print("  plan                                   " + ms(planTime) + "   once  " + us(planTime / n) + " per golden")
        print("  worker start (start + catalog)         " + ms(parts.worker) + "   per worker, beside the runner's catalog and plan")
        print("  render + compare, in a worker          " + us(render) + " per golden, spread over the workers")
        print("    of which the demos' render(in:)     " + us(demoCode) + " per golden, the catalog's own code")
        print("  answer → result, in the runner         " + us(answer) + " per golden, lanes that answer at once")
        print("    with a worker's messages, whole run  " + us(parts.answer) + " per golden, spread over the engine threads")
        print("    of which delivered on one thread     " + us(deliver) + " per golden, serial")
        print("  reference: diff -r, both files read    " + us(parts.read) + " per golden; one diff start " + ms(diffStart))
        print("")
        print("T(J) = start + max(catalog + plan, worker) + max(N·deliver, N·(render + answer)/J)")
        print(String(format: "     = %.1f ms + max(%.1f ms, %.1f ms / J)", parts.serial * 1000,
            n * deliver * 1000, n * (render + parts.answer) * 1000))
        print("R(J) = diff start + N·read/J (the same files read in parallel)")
        print("")
        print("jobs   predicted   measured    speedup (predicted)   reference   ratio")
        for jobs in [1, 2, 4, 8, 16, 32] {
            let predicted = parts.predicted(jobs: jobs)
            var measuredText = "          "
            var referenceTime = parts.reference(jobs: jobs)
            if let times = measured[jobs] { measuredText = ms(Measurement.median(times)) + " " }
            if jobs == 1 { referenceTime = readOne }
            if jobs == 2 { referenceTime = readTwo }
            print(
                String(format: "%4d  ", jobs) + ms(predicted) + "  " + measuredText
                    + String(format: "  %5.2f×               ", parts.predicted(jobs: 1) / predicted)
                    + ms(referenceTime) + String(format: "   %.2f×", predicted / referenceTime))
        }
        var load = [0.0, 0.0, 0.0]
        _ = getloadavg(&load, 3)
        print(String(format: "load average at the end: %.2f %.2f %.2f; the reference ran %.2f× faster with 2 processes than with 1 "
            + "(2.00× when two cores are free)", load[0], load[1], load[2], readOne / readTwo))
        let withoutDemos = Parts(
            goldens: parts.goldens, start: parts.start, catalog: parts.catalog, plan: parts.plan,
            render: parts.render - demoCode, answer: parts.answer, deliver: parts.deliver, diffStart: parts.diffStart,
            read: parts.read)
        print("without the demos' own code (what DemoKit adds to reading the files): "
            + [1, 4, 8, 16].map { String(format: "%d jobs %.2f×", $0, withoutDemos.predicted(jobs: $0) / parts.reference(jobs: $0)) }
            .joined(separator: ", "))
        print("(measured: whole runs here, wall clock; reference at 1 and 2 jobs measured, beyond that modelled;")
        print(" a busy machine makes the measured times longer than the parts predict)")
        return failures == 0 ? 0 : 1
    }

    /// A count that threads add to.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func add() {
            lock.lock()
            count += 1
            lock.unlock()
        }

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
