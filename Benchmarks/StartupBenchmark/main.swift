import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// How long `demo-runner open GROUP/DEMO --tweak T` takes on a catalog of
// 1,000 demos × 10 tweaks (`startup-runner`), against a hello-world Swift
// program with Foundation (`startup-floor`), alternating, in the same run:
//
//     swift build -c release --product startup-runner
//     swift build -c release --product startup-floor
//     swift run -c release startup-benchmark [--runs N]

let arguments = Array(CommandLine.arguments.dropFirst())

var runs = 40
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = value
}
let products = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).deletingLastPathComponent()
let floor = products.appendingPathComponent("startup-floor")
let runner = products.appendingPathComponent("startup-runner")
let environment = ["PATH": "/usr/bin:/bin", "DEMO_RUNNER_PREFERENCES": "/dev/null"]

/// Seconds from launch to exit of one run, with output to /dev/null;
/// exits when the run fails. `posix_spawn` and `waitpid` directly:
/// Foundation's `Process` polls for the exit and would add its own delay.
func time(_ program: URL, _ arguments: [String]) -> Double {
    let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, program.path, &actions, nil, argv, envp)
    guard spawned == 0 else {
        print("cannot run \(program.path): \(String(cString: strerror(spawned)))")
        exit(1)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
    if status & 0x7F != 0 || (status >> 8) & 0xFF != 0 {
        print("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed (wait status \(status))")
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
