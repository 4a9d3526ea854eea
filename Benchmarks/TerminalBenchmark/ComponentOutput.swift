/// Byte streams like the ones command-line components write, made
/// deterministically (a fixed-seed generator), so every run measures the
/// same bytes.
enum ComponentOutput {
    /// Typical output: log lines with coloured status marks, a progress bar
    /// redrawn in place with `\r` and EL, a spinner with a status line
    /// redrawn with cursor-up and erase, a coloured table with box-drawing
    /// borders, and a prompt that redraws its options in place.
    static func typical(bytes target: Int) -> [UInt8] {
        var random = SplitMix64(seed: 14)
        var output = ""
        output.reserveCapacity(target + 4096)
        let words = ["Compiling", "module", "DemoKitCore", "linking", "resolved", "package", "fetching",
                     "https://github.com/apple/swift-collections", "warning:", "unused", "variable", "Build",
                     "complete!", "(12.34s)", "Sources/App/main.swift:42:7", "note:", "value", "tests", "passed"]
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words[random.next(below: words.count)] }.joined(separator: " ")
        }
        while output.utf8.count < target {
            switch random.next(below: 5) {
            case 0:  // Log lines.
                for _ in 0..<20 {
                    let mark = random.next(below: 4) == 0 ? "\u{1B}[1;33m!\u{1B}[0m" : "\u{1B}[32m✔\u{1B}[0m"
                    output += "\(mark) \(sentence(3 + random.next(below: 8)))\r\n"
                }
            case 1:  // A progress bar redrawn in place.
                for step in 0...50 {
                    let filled = step * 40 / 50
                    output += "\r\u{1B}[K\u{1B}[36mDownloading\u{1B}[0m ["
                        + String(repeating: "=", count: filled) + ">" + String(repeating: " ", count: 40 - filled)
                        + "] \u{1B}[1m\(step * 2)%\u{1B}[22m \(random.next(below: 100)).\(random.next(below: 10)) MB/s"
                }
                output += "\r\n"
            case 2:  // A spinner above a status line.
                let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧"]
                output += "\r\n\r\n"
                for frame in 0..<40 {
                    output += "\u{1B}[2A\r\u{1B}[2K\u{1B}[35m\(frames[frame % 8])\u{1B}[0m Resolving packages "
                        + "\u{1B}[2m(\(frame) of 40)\u{1B}[22m\r\n\u{1B}[2K  \(sentence(4))\r\n"
                }
            case 3:  // A coloured table.
                output += "┌──────────────┬────────┬──────────┐\r\n"
                for _ in 0..<12 {
                    let status = random.next(below: 3) == 0 ? "\u{1B}[31mfailed\u{1B}[0m" : "\u{1B}[32mpassed\u{1B}[0m"
                    output += "│ \u{1B}[1m\(words[random.next(below: words.count)].prefix(12))\u{1B}[0m"
                        + "\u{1B}[20G│ \(status) │ \u{1B}[38;5;244m\(random.next(below: 1000)) ms\u{1B}[0m\u{1B}[37G│\r\n"
                }
                output += "└──────────────┴────────┴──────────┘\r\n"
            default:  // A prompt redrawing its options.
                let options = ["Create a new project", "Open an existing project", "Clone a repository", "Quit"]
                output += "\u{1B}[?25l\u{1B}[1mWhat do you want to do?\u{1B}[0m\r\n" + String(repeating: "\r\n", count: 4)
                for selected in 0..<12 {
                    output += "\u{1B}[4A"
                    for (index, option) in options.enumerated() {
                        output += index == selected % 4
                            ? "\r\u{1B}[K\u{1B}[36m❯ \(option)\u{1B}[0m\r\n" : "\r\u{1B}[K  \(option)\r\n"
                    }
                }
                output += "\u{1B}[?25h"
            }
        }
        return Array(output.utf8)
    }

    /// The worst case: one escape sequence before every character (a
    /// colour change, or a cursor move to the next cell).
    static func escapePerCharacter(bytes target: Int, columns: Int, rows: Int) -> [UInt8] {
        var random = SplitMix64(seed: 1414)
        var output = ""
        output.reserveCapacity(target + 64)
        var column = 0
        var row = 0
        while output.utf8.count < target {
            let letter = Character(Unicode.Scalar(UInt8(0x61 + random.next(below: 26))))
            switch random.next(below: 4) {
            case 0: output += "\u{1B}[3\(random.next(below: 8))m"
            case 1: output += "\u{1B}[38;5;\(random.next(below: 256))m"
            case 2: output += "\u{1B}[\(row + 1);\(column + 1)H"
            default: output += "\u{1B}[C"
            }
            output.append(letter)
            column += 2
            if column >= columns {
                column = 0
                row = (row + 1) % rows
            }
        }
        return Array(output.utf8)
    }
}

/// A small, fast, seeded generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
