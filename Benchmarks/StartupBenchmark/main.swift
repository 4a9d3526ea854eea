import BenchmarkSupport
import Foundation

// How long `demo-runner open GROUP/DEMO --tweak T` and `list` take on a
// catalog of 1,000 demos × 10 tweaks, against a hello-world Swift program
// with Foundation (`startup-floor`), alternating, in the same run. Two
// catalogs of that size: `startup-runner`, whose demos are one generic
// type, and `startup-types-runner`, 1,000 distinct demo types with their
// own tweak enums, as real catalogs are written (each type a first
// conformance lookup for the runtime, which the other never sees):
//
//     DEMOKIT_BENCHMARKS=1 swift build -c release --product startup-runner
//     DEMOKIT_BENCHMARKS=1 swift build -c release --product startup-types-runner
//     DEMOKIT_BENCHMARKS=1 swift build -c release --product startup-floor
//     DEMOKIT_BENCHMARKS=1 swift run -c release startup-benchmark [--runs N] [--before DIR]
//
// `--before DIR` times the runners of an earlier build too (copies of
// startup-runner and startup-types-runner in DIR), in the same alternation,
// so that a change is measured before and after under the same load.

let arguments = Array(CommandLine.arguments.dropFirst())

var runs = 40
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = value
}
let products = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).deletingLastPathComponent()
let floor = products.appendingPathComponent("startup-floor")
let runner = products.appendingPathComponent("startup-runner")
let typesRunner = products.appendingPathComponent("startup-types-runner")
let before = arguments.firstIndex(of: "--before").flatMap { index in
    index + 1 < arguments.count ? URL(fileURLWithPath: arguments[index + 1]) : nil
}
let environment = ["PATH": "/usr/bin:/bin", "DEMO_RUNNER_PREFERENCES": "/dev/null"]

/// Seconds from launch to exit of one run; exits when the run fails.
func time(_ program: URL, _ arguments: [String]) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let outcome: ChildProcess.Outcome
    do {
        outcome = try ChildProcess.run(program.path, arguments, environment: environment)
    } catch {
        print(error)
        exit(1)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if outcome.status != 0 {
        print("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed (\(outcome.status))")
        print(outcome.standardError)
        exit(1)
    }
    return elapsed
}

struct Command {
    var label: String
    var program: URL
    var arguments: [String]
    /// The most this command may take, in hello worlds, when the issue sets it.
    var aim: Double?
}

var commands = [
    Command(label: "hello world (Foundation)", program: floor, arguments: []),
    Command(label: "one type: runner --version", program: runner, arguments: ["--version"]),
    Command(
        label: "one type: open Tables/table50 --tweak wide", program: runner,
        arguments: ["open", "Tables/table50", "--tweak", "wide"], aim: 1.5),
    Command(label: "one type: list", program: runner, arguments: ["list"], aim: 3),
    Command(label: "distinct types: runner --version", program: typesRunner, arguments: ["--version"]),
    Command(
        label: "distinct types: open Tables/table050 --tweak wide", program: typesRunner,
        arguments: ["open", "Tables/table050", "--tweak", "wide"], aim: 1.5),
    Command(label: "distinct types: list", program: typesRunner, arguments: ["list"], aim: 3),
]
if let before {
    commands += commands.dropFirst().map { command in
        var earlier = command
        earlier.label = "before: " + command.label
        earlier.program = before.appendingPathComponent(command.program.lastPathComponent)
        return earlier
    }
}
var samples = Array(repeating: [Double](), count: commands.count)
for _ in 0..<3 { for command in commands { _ = time(command.program, command.arguments) } }  // warm the caches
for _ in 0..<runs {
    for (index, command) in commands.enumerated() {
        samples[index].append(time(command.program, command.arguments))
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let hello = median(samples[0])
print("Start-up on catalogs of 1,000 demos × 10 tweaks; \(runs) alternating runs, medians")
for (index, command) in commands.enumerated() {
    let value = median(samples[index])
    let ratio = value / hello
    let label = command.label + String(repeating: " ", count: max(0, 60 - command.label.count))
    var line = label + String(format: "%7.2f ms   %5.2f× hello world", value * 1000, ratio)
    if let aim = command.aim {
        line += String(format: "   (aim ≤ %.1f×: %@)", aim, ratio <= aim ? "met" : "MISSED")
    }
    print(line)
}
