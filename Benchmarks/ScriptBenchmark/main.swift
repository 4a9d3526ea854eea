import BenchmarkSupport
import DemoKitCore
import DemoKitDemos
import DemoKitRunner
import Foundation

// What a script costs, on this package's own catalog (the Prompts showcase
// and Components/counter): microseconds per step against one render of the
// same demo, and `snapshot` over the catalog's goldens (still and script)
// against `diff -r` of the same folder and a copy, in the same run.
//
//   DEMOKIT_BENCHMARKS=1 swift run -c release script-benchmark [--repetitions N]
//   script-benchmark runner snapshot ARGS…   (the runner, for timing)

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "runner" {
    // Acts as `demo-runner` over this package's catalog.
    let environment = RunnerEnvironment(
        variables: ProcessInfo.processInfo.environment, commandName: "script-benchmark",
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    exit(DemoRunner.run(arguments: Array(arguments.dropFirst()), groups: DemoRegistry.groups, environment: environment).rawValue)
}

var repetitions = 9
if let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    repetitions = max(1, value)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

// 1. Steps: every script of every tweak of every live demo, played as the
// snapshot engine plays it (80 columns, 24-bit colour), against rendering
// the demo's start screen once.
struct ScriptCase {
    var name: String
    var make: () -> any Demoable
    var script: DemoScript
}

var cases: [ScriptCase] = []
for group in DemoRegistry.groups {
    for index in 0..<group.numberOfDemos {
        let probe = group.demoable(for: index)
        let tweaks = (probe as? any TweakableDemo)?.numberOfTweaks ?? 1
        for tweak in 0..<tweaks {
            let make: () -> any Demoable = {
                var demo = group.demoable(for: index)
                if var tweakable = demo as? any TweakableDemo {
                    tweakable.configure(forTweakAt: tweak)
                    demo = tweakable
                }
                return demo
            }
            for script in (make() as? any LiveDemo)?.scripts ?? [] {
                cases.append(ScriptCase(name: "\(group.groupIdentifier)/\(index)/\(tweak)+\(script.identifier)", make: make, script: script))
            }
        }
    }
}
guard !cases.isEmpty else {
    print("no scripts in the catalog")
    exit(1)
}

let context = RenderContext(width: 80, colorSupport: .trueColor)
var perStep: [Double] = []
var perRender: [Double] = []
var stepCount = 0
var failures = 0
for scriptCase in cases {
    stepCount += scriptCase.script.steps.count
    let demo = scriptCase.make()
    var playTimes: [Double] = []
    var renderTimes: [Double] = []
    for _ in 0..<repetitions {
        playTimes.append(seconds {
            let frames = (try? ScriptPlayback.play(scriptCase.script, with: LivePlayer(demo: demo, context: context))) ?? []
            if frames.count != scriptCase.script.steps.count + 1 { failures += 1 }
            _ = ScriptPlayback.story(of: frames).encoded(for: .trueColor)
        })
        renderTimes.append(seconds { _ = try? demo.render(in: context).encoded(for: .trueColor) })
    }
    // Per screen: the start screen and one per step.
    perStep.append(median(playTimes) / Double(scriptCase.script.steps.count + 1))
    perRender.append(median(renderTimes))
}
let stepMedian = median(perStep)
let renderMedian = median(perRender)
print("\(cases.count) scripts, \(stepCount) steps; \(repetitions) repetitions each; medians over scripts")
print(String(format: "  one screen of a script (step, render, story, encode): %7.1f µs", stepMedian * 1e6))
print(String(format: "  one render + encode of the same demo:                %7.1f µs", renderMedian * 1e6))
print(String(format: "  ratio: %.2f renders per step", stepMedian / renderMedian))

// 2. `snapshot` over this catalog's goldens against `diff -r`.
let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Demos/__Snapshots__").path
let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-script-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let snapshots = work.appendingPathComponent("snapshots").path
let copy = work.appendingPathComponent("copy").path
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
_ = try ChildProcess.run("/bin/cp", ["-R", source, snapshots])
_ = try ChildProcess.run("/bin/cp", ["-R", source, copy])
let check = try ChildProcess.run(executable, ["runner", "snapshot", "--snapshots", snapshots])
guard check.status == 0 else {
    print("snapshot failed on the copied goldens:\n\(check.standardError)")
    exit(1)
}
let plainGoldens = (FileManager.default.enumerator(atPath: snapshots)?.allObjects ?? []).compactMap { $0 as? String }
    .filter { $0.hasSuffix(".txt") }
let scriptGoldens = plainGoldens.filter { ($0.split(separator: "/").last ?? "").contains("+") }.count
let summary = "\(plainGoldens.count) plain goldens, \(scriptGoldens) of them scripts, each with its .ansi when styled"
var diffTimes: [Double] = []
var runnerTimes: [Double] = []
for _ in 0..<repetitions {
    diffTimes.append(try seconds { if try ChildProcess.run("/usr/bin/diff", ["-r", snapshots, copy]).status != 0 { failures += 1 } })
    runnerTimes.append(try seconds {
        if try ChildProcess.run(executable, ["runner", "snapshot", "--snapshots", snapshots]).status != 0 { failures += 1 }
    })
}
print("snapshot over this catalog (\(summary))")
print(String(format: "  diff -r:           %6.1f ms", median(diffTimes) * 1000))
print(String(format: "  runner snapshot:   %6.1f ms   %.2f× diff -r", median(runnerTimes) * 1000, median(runnerTimes) / median(diffTimes)))
if failures > 0 {
    print("\(failures) runs failed")
    exit(1)
}
