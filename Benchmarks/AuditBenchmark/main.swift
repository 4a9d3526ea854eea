import BenchmarkCatalogs
import BenchmarkSupport
import DemoKitAudit
import DemoKitCore
import DemoKitSnapshots
import Foundation

// Times the accessibility audit against the snapshot run it must stay
// within 2× of, in the same run:
//
// 1. the package's own catalog: the release `demo-runner audit` against
//    `demo-runner snapshot` (render workers, the default), each a child
//    process, medians of N runs;
// 2. linearity: the audit engine in process on the generated catalog of
//    100 demos (1,000 renderings) and of 1,000 demos (10,000 renderings),
//    time per rendering side by side.
//
//   DEMOKIT_BENCHMARKS=1 swift build -c release --product demo-runner
//   DEMOKIT_BENCHMARKS=1 swift run -c release audit-benchmark [--repetitions N]

let arguments = Array(CommandLine.arguments.dropFirst())
let repetitions: Int = {
    guard let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return 5 }
    return max(1, value)
}()

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let runner = executable.deletingLastPathComponent().appendingPathComponent("demo-runner").path
if FileManager.default.isExecutableFile(atPath: runner) {
    func seconds(_ words: [String]) -> Double {
        Measurement.median(repetitions: repetitions) {
            // A finding exits 1; anything else but 0 is a broken run.
            if let outcome = try? ChildProcess.run(runner, words), outcome.status > 1 {
                FileHandle.standardError.write(Data("\(words.joined(separator: " ")): \(outcome.standardError)".utf8))
            }
        }
    }
    let snapshot = seconds(["snapshot", "--record", "never"])
    let audit = seconds(["audit"])
    print(String(format: "package catalog: snapshot %.3f s, audit %.3f s, audit/snapshot %.2f×", snapshot, audit, audit / snapshot))
} else {
    print("package catalog: skipped (build the release demo-runner first)")
}

func auditTime<Size: SyntheticCatalogSize>(_ size: Size.Type, repetitions: Int) throws -> (renderings: Int, seconds: Double) {
    let plan = try SnapshotPlan(catalog: Catalog(groups: [SyntheticGroup<Size>.self]))
    let seconds = Measurement.median(repetitions: max(1, repetitions / 2)) {
        blackHole(AccessibilityAudit().run(plan))
    }
    return (plan.cases.count, seconds)
}

let small = try auditTime(HundredDemos.self, repetitions: repetitions)
let large = try auditTime(ThousandDemos.self, repetitions: repetitions)
let perSmall = small.seconds / Double(small.renderings) * 1e6
let perLarge = large.seconds / Double(large.renderings) * 1e6
print(String(format: "linearity: %d renderings %.3f s (%.1f µs each), %d renderings %.3f s (%.1f µs each), ratio per rendering %.2f×",
    small.renderings, small.seconds, perSmall, large.renderings, large.seconds, perLarge, perLarge / perSmall))
print("peak-rss-kb=\(Measurement.peakResidentKilobytes())")
