/// The readable difference between a golden and the rendering: a unified
/// diff with line numbers on both sides and invisible characters shown.
///
/// ```text
/// --- golden  Demos/__Snapshots__/Components/buttons/red.txt
/// +++ actual  .build/demokit-snapshots/Components/buttons/red.txt
/// @@ -2,3 +2,3 @@
///     2     2 │ ┃ Delete account ┃
/// -   3       │ ┗━━━━━━━━━━━━━━━━┛␠
/// +         3 │ ┗━━━━━━━━━━━━━━━━┛
///     4     4 │
/// ```
package enum GoldenDiff {
    /// The diff of two texts, each split at `\n` (a final newline ends the
    /// last line, it does not start another).
    ///
    /// - Parameters:
    ///   - golden: The golden's normalised content.
    ///   - actual: The rendering, as it would be written.
    ///   - goldenLabel: Shown after `--- golden`.
    ///   - actualLabel: Shown after `+++ actual`.
    ///   - context: Unchanged lines shown around each change.
    package static func text(
        golden: String, actual: String, goldenLabel: String, actualLabel: String, context: Int = 3
    ) -> String {
        let old = lines(of: golden)
        let new = lines(of: actual)
        let hunks = LineDiff.hunks(LineDiff.operations(old: old, new: new), context: context)
        let width = String(max(old.count, new.count)).count
        func number(_ value: Int?) -> String {
            let text = value.map { String($0 + 1) } ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        var output = ["--- golden  \(goldenLabel)", "+++ actual  \(actualLabel)"]
        var showsInvisible = false
        for hunk in hunks {
            output.append(hunk.header)
            // A changed line that looks like a line on the other side would
            // hide its difference (a joiner, a variation selector): show
            // those lines with every invisible character as a code.
            var deletedLooks: Set<String> = []
            var insertedLooks: Set<String> = []
            for operation in hunk.operations {
                switch operation {
                case .equal: break
                case .delete(let o): deletedLooks.insert(InvisibleCharacters.appearance(old[o]))
                case .insert(let n): insertedLooks.insert(InvisibleCharacters.appearance(new[n]))
                }
            }
            let looksAlike = deletedLooks.intersection(insertedLooks)
            for operation in hunk.operations {
                let sign: String
                let text: Substring
                let oldNumber: Int?
                let newNumber: Int?
                switch operation {
                case .equal(let o, let n): (sign, text, oldNumber, newNumber) = (" ", old[o], o, n)
                case .delete(let o): (sign, text, oldNumber, newNumber) = ("-", old[o], o, nil)
                case .insert(let n): (sign, text, oldNumber, newNumber) = ("+", new[n], nil, n)
                }
                var shown = InvisibleCharacters.visible(text)
                if sign != " ", looksAlike.contains(InvisibleCharacters.appearance(text)) {
                    shown = InvisibleCharacters.visible(text, showingJoiners: true)
                }
                if shown != text { showsInvisible = true }
                let gutter = "\(sign) \(number(oldNumber)) \(number(newNumber)) │"
                output.append(shown.isEmpty ? gutter : gutter + " " + shown)
            }
        }
        if hunks.isEmpty {
            output.append("(the lines are the same; the files differ in line endings or the final newline)")
        }
        if showsInvisible { output.append(InvisibleCharacters.legend) }
        return output.joined(separator: "\n")
    }

    static func lines(of text: String) -> [Substring] {
        // Split on the scalar, not the Character: "\r\n" is one Character,
        // and a stray CR must show up in the diff rather than hide a line break.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Substring($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
