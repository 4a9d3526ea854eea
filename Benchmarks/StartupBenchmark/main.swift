import BenchmarkSupport
import Foundation

// How long `demo-runner open GROUP/DEMO --tweak T` takes on a catalog of
// 1,000 demos × 10 tweaks (`startup-runner`), against a hello-world Swift
// program with Foundation (`startup-floor`), alternating, in the same run:
//
//     DEMOKIT_BENCHMARKS=1 swift build -c release --product startup-runner
//     DEMOKIT_BENCHMARKS=1 swift build -c release --product startup-floor
//     DEMOKIT_BENCHMARKS=1 swift run -c release startup-benchmark [--runs N]

let arguments = Array(CommandLine.arguments.dropFirst())

var runs = 40
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = value
}
let products = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).deletingLastPathComponent()
let floor = products.appendingPathComponent("startup-floor")
let runner = products.appendingPathComponent("startup-runner")
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
        exit(1)
    }
    return elapsed
}

let commands: [(label: String, program: URL, arguments: [String])] = [
    ("hello world (Foundation)", floor, []),
    ("runner --version (no catalog)", runner, ["--version"]),
    ("open Tables/table50 --tweak wide", runner, ["open", "Tables/table50", "--tweak", "wide"]),
    ("list (every title)", runner, ["list"]),
]
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
print("Start-up on a catalog of 1,000 demos × 10 tweaks; \(runs) alternating runs, medians")
for (index, command) in commands.enumerated() {
    let value = median(samples[index])
    let label = command.label + String(repeating: " ", count: max(0, 40 - command.label.count))
    print(label + String(format: "%7.2f ms   %.2f× hello world", value * 1000, value / hello))
}
let ratio = median(samples[2]) / hello
print(String(format: "open: %.2f× the hello-world floor (aim ≤ 1.5×): %@", ratio, ratio <= 1.5 ? "met" : "MISSED"))
