import Foundation

// Times demokit-scanner, debug and release builds, against `grep -rl DemoGroup`
// on the same generated tree, in alternation so that all three see the same
// machine load. Run it with Scripts/benchmark-scanner.sh, which builds both.
//
//   scanner-benchmark --debug <scanner> --release <scanner> [--rounds 15] [--files 1000]

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst(), let value = arguments.popFirst() {
    options[String(name.drop { $0 == "-" })] = value
}
let rounds = Int(options["rounds"] ?? "") ?? 15
let fileCount = Int(options["files"] ?? "") ?? 1_000
let scanners = ["release": options["release"], "debug": options["debug"]].compactMapValues { $0 }

let work = FileManager.default.temporaryDirectory.appending(path: "demokit-scanner-benchmark")

/// Times grep and the scanners on `tree`, in alternation, and prints the
/// figures; with `holdsToTargets`, also the two figures the scanner is held to.
func measure(_ tree: BenchmarkTree, title: String, holdsToTargets: Bool) throws {
    let paths = try tree.write()
    let list = work.appending(path: "sources.txt")
    try paths.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
    let lines = try paths.reduce(0) { $0 + (try String(contentsOfFile: $1, encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    let mentioning = (0..<tree.fileCount).filter(tree.hasDecoys).count + 1
    print("\(title): \(paths.count) files (\(mentioning) mention DemoGroup), \(lines) lines, "
        + "\(tree.ordinaryTypeCount) ordinary types and \(tree.groupFileCount) groups, in \(tree.directory.path())")

    var commands = [TimedCommand(label: "grep", executable: "/usr/bin/grep", arguments: ["-rl", "DemoGroup", tree.directory.path()])]
    for (label, scanner) in scanners.sorted(by: { $0.key > $1.key }) {
        let output = work.appending(path: "DemoRegistry-\(label).swift").path()
        commands.append(TimedCommand(
            label: "scanner (\(label))", executable: scanner,
            arguments: ["--module", "Bench", "--output", output, "@\(list.path())"]
        ))
        // Check the answer before timing it.
        var check = commands[commands.count - 1]
        try check.run()
        let registry = try String(contentsOfFile: output, encoding: .utf8)
        let found = registry.split(separator: "\n").filter { $0.hasSuffix(".self,") }
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ".self,", with: "") }
        guard found == tree.expectedGroups else {
            throw BenchmarkError("\(label) scanner found \(found.count) groups, expected \(tree.expectedGroups.count)")
        }
    }
    for _ in 0..<rounds {
        for index in commands.indices { try commands[index].run() }
    }
    let grep = commands[0].median
    print("\(rounds) rounds, alternating; median (min) wall time, ratio of medians to grep:")
    for command in commands {
        let name = command.label.padding(toLength: 18, withPad: " ", startingAt: 0)
        let ratio = String(format: "%.1f×", command.median / grep)
        print("  \(name) \(String(format: "%7.1f ms (%6.1f ms)", command.median * 1000, command.minimum * 1000))  \(ratio)")
    }
    guard holdsToTargets else { return }
    // The two figures the scanner is held to.
    for command in commands.dropFirst() {
        if command.label.contains("release") {
            let ratio = command.median / grep
            let verdict = ratio <= 3 ? "met" : "NOT MET"
            print(String(format: "release: %.2f× grep (target ≤ 3×): ", ratio) + verdict)
        } else {
            let milliseconds = command.median * 1000
            let verdict = milliseconds < 150 ? "met" : "NOT MET"
            print(String(format: "debug: %.1f ms (target < 150 ms): ", milliseconds) + verdict)
        }
    }
}

do {
    var tree = BenchmarkTree(
        directory: work.appending(path: "Tree"), fileCount: fileCount, groupFileCount: fileCount * 3 / 10
    )
    try measure(tree, title: "Tree", holdsToTargets: true)
    // The worst case, for the record: every file mentions DemoGroup, so every
    // file is lexed, and grep stops at the first line of each.
    tree.decoysEverywhere = true
    print("")
    try measure(tree, title: "Worst case, DemoGroup in every file", holdsToTargets: false)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
