import DemoKitCore

/// The difference between a styles golden and the rendering, in words, for
/// renderings whose text is unchanged: the cells whose style changed and
/// how, rather than two lines of escape sequences.
///
/// ```text
/// cell 3:7 ‹g›: foreground #0A84FF → #FF453A
/// cells 5:3–8 ‹Delete›: bold on; background default → red
/// ```
///
/// Cells are `row:column`, both from 1, columns counted in display width
/// (``DisplayWidth``); neighbouring cells of one row that changed in the same
/// way are one line.
package enum StyleDiff {
    /// One run of neighbouring cells that changed in the same way.
    package struct Change: Equatable, Sendable {
        /// The row, from 1.
        package var row: Int
        /// The first and last column of the run, from 1.
        package var columns: ClosedRange<Int>
        /// The text of the cells.
        package var text: String
        /// The style in the golden and in the rendering.
        package var old: TextStyle
        package var new: TextStyle

        /// `cell 3:7 ‹g›: foreground #0A84FF → #FF453A`.
        package var line: String {
            let place = columns.count == 1
                ? "cell \(row):\(columns.lowerBound)"
                : "cells \(row):\(columns.lowerBound)–\(columns.upperBound)"
            return "\(place) ‹\(TerminalSafeText.oneLine(text))›: " + StyleDiff.words(from: old, to: new)
        }
    }

    /// The changed cells of two styled goldens (the contents of `.ansi`
    /// files), or `nil` when their text differs: the text diff says more then.
    package static func changes(golden: String, actual: String) -> [Change]? {
        let old = ScreenCells(block(golden))
        let new = ScreenCells(block(actual))
        guard old.rows.map({ $0.map(\.text) }) == new.rows.map({ $0.map(\.text) }) else { return nil }
        var changes: [Change] = []
        for (index, row) in new.rows.enumerated() {
            for (cell, previous) in zip(row, old.rows[index]) where cell.style != previous.style {
                if var last = changes.last, last.row == index + 1, last.old == previous.style,
                    last.new == cell.style, last.columns.upperBound == cell.column
                {
                    last.columns = last.columns.lowerBound...(cell.column + max(cell.width, 1))
                    last.text.append(cell.text)
                    changes[changes.count - 1] = last
                } else {
                    changes.append(
                        Change(
                            row: index + 1, columns: (cell.column + 1)...(cell.column + max(cell.width, 1)),
                            text: String(cell.text), old: previous.style, new: cell.style))
                }
            }
        }
        return changes
    }

    /// The changes as lines, at most `limit` of them, then how many more.
    package static func text(_ changes: [Change], limit: Int? = nil) -> String {
        let shown = limit.map { Array(changes.prefix($0)) } ?? changes
        var lines = shown.map(\.line)
        let rest = changes.count - shown.count
        if rest > 0 { lines.append("… and \(rest) more \(rest == 1 ? "change" : "changes")") }
        return lines.joined(separator: "\n")
    }

    /// `foreground #0A84FF → #FF453A; bold off`.
    static func words(from old: TextStyle, to new: TextStyle) -> String {
        var parts: [String] = []
        if old.foreground != new.foreground {
            parts.append("foreground \(name(old.foreground)) → \(name(new.foreground))")
        }
        if old.background != new.background {
            parts.append("background \(name(old.background)) → \(name(new.background))")
        }
        let attributes: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.blink, "blink"), (.inverse, "inverse"), (.strikethrough, "strikethrough"),
        ]
        for (attribute, word) in attributes where old.attributes.contains(attribute) != new.attributes.contains(attribute) {
            parts.append(new.attributes.contains(attribute) ? "\(word) on" : "\(word) off")
        }
        return parts.joined(separator: "; ")
    }

    /// `#0A84FF`, `bright red`, `palette 208`, `default`.
    static func name(_ color: TextColor?) -> String {
        guard let color else { return "default" }
        switch color.kind {
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        case .indexed(let index):
            return "palette \(index)"
        case .ansi(let index):
            let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            let base = names[Int(index % 8)]
            return index < 8 ? base : "bright " + base
        }
    }

    /// A golden file's text as a block: its one final line feed is not a
    /// line of its own.
    static func block(_ text: String) -> TextBlock {
        TextBlock(ansi: text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }
}
