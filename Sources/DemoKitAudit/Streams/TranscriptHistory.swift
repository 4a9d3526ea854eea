import DemoKitCore

/// The history of what a stream wrote, seen as successive transcripts
/// (scrollback and screen): which rows were written again after they were
/// written. Append-only output only ever adds characters to its last row or
/// adds rows; every other change rewrites a row a screen reader has already
/// read.
package struct TranscriptHistory: Sendable {
    private var previous: [String] = []
    /// How many times each row was rewritten, by row (from 0).
    package private(set) var rewrites: [Int: Int] = [:]

    package init() {}

    /// Takes the next transcript.
    package mutating func add(_ transcript: TextBlock) {
        add(lines: transcript.lines.map(\.plainText))
    }

    /// Takes the next transcript's lines.
    package mutating func add(lines: [String]) {
        defer { previous = lines }
        for (row, old) in previous.enumerated() {
            guard row < lines.count else {
                // Rows that are gone were erased (or cleared with the screen).
                if !old.isEmpty { rewrites[row, default: 0] += 1 }
                continue
            }
            let new = lines[row]
            if new == old { continue }
            // The last row may grow; any other change is a rewrite.
            if row == previous.count - 1, new.hasPrefix(old) { continue }
            rewrites[row, default: 0] += 1
        }
    }

    /// The total number of rewrites.
    package var total: Int { rewrites.values.reduce(0, +) }

    /// `rewrote row 3 twelve times, row 4 twice`: the most rewritten rows
    /// first (at most three), rows counted from 1.
    package var summary: String {
        let rows = rewrites.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var parts = rows.prefix(3).map { "row \($0.key + 1) \(Self.times($0.value))" }
        if rows.count > 3 { parts.append("\(rows.count - 3) more rows") }
        return "rewrote " + parts.joined(separator: ", ")
    }

    /// `once`, `twice`, `twelve times`, `40 times`.
    static func times(_ count: Int) -> String {
        let words = ["", "once", "twice", "three times", "four times", "five times", "six times", "seven times",
            "eight times", "nine times", "ten times", "eleven times", "twelve times"]
        return count < words.count ? words[count] : "\(count) times"
    }
}
