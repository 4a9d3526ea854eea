import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import DemoKitTerminal

/// Composes the review's screen from its state: a header with the count, the
/// item's address, the golden and the new rendering in colour (side by side
/// when both fit, else one above the other) with changed rows marked, or the
/// plain diff; a message line and the keys.
enum ReviewScreen {
    /// Rows above and below the body.
    static let chromeHeight = 6

    static func lines(_ state: ReviewState, size: TerminalSize) -> [StyledText] {
        let width = max(20, size.columns)
        var lines: [StyledText] = []
        guard let index = state.current else { return [StyledText("Nothing left to review.")] }
        let item = state.items[index]
        let position = index + 1
        lines.append(
            StyledText("Reviewing \(position) of \(state.items.count)").bold()
                + StyledText(" · \(state.remaining) left").dim())
        let status: StyledText
        switch item.status {
        case .new: status = StyledText("new     ").foreground(.green).bold()
        case .changed: status = StyledText("changed ").foreground(.yellow).bold()
        case .orphan: status = StyledText("orphan  ").foreground(.red).bold()
        }
        lines.append(status + StyledText(TerminalSafeText.oneLine(item.key)).bold())
        var note = item.description
        let body = self.body(state, item: item, width: width)
        if let step = body.firstChangedStep {
            note += step.index == 0
                ? " · first change on the start screen, before \(step.count == 1 ? "1 step" : "\(step.count) steps")"
                : " · first change at step \(step.index) of \(step.count)"
        }
        if let extra = body.note { note += " · " + extra }
        lines.append(StyledText(note).dim())
        lines.append(StyledText(String(repeating: "─", count: width)).dim())
        let height = max(1, size.rows - chromeHeight)
        let start = min(state.scroll, max(0, body.lines.count - height))
        for line in body.lines.dropFirst(start).prefix(height) { lines.append(line.columns(0..<width)) }
        while lines.count < 4 + height { lines.append(StyledText()) }
        lines.append(StyledText(state.message.map(TerminalSafeText.oneLine) ?? "").foreground(.yellow))
        let view = state.showsDiff ? "colour" : "diff"
        let keys = "a accept  r reject  s skip  A/R all remaining  d \(view)  ↑↓ scroll  q quit"
        // The short form where the long one would be cut.
        lines.append(StyledText(keys.count <= width ? keys : "a/r/s accept/reject/skip  A/R all  d \(view)  q quit").dim())
        return lines.map { $0.columns(0..<width) }
    }

    struct Body {
        var lines: [StyledText]
        /// The step (0 for the start screen, as in the story's headers) and
        /// how many steps the story has (its start screen not counted).
        var firstChangedStep: (index: Int, count: Int)?
        /// The line a story's first changed step starts on: where the
        /// review opens.
        var focus = 0
        /// What the header says of the body besides (a media file's first change).
        var note: String?
    }

    /// The item's renderings (or diff), and for a story the step where it first changes.
    static func body(_ state: ReviewState, item: PendingReview.Item, width: Int) -> Body {
        guard let contents = state.contents else { return Body(lines: [StyledText("Reading…").dim()]) }
        let text = { (bytes: [UInt8]?) in bytes.map { String(decoding: $0, as: UTF8.self) } }
        // A golden file ends with one line feed, which is not a line of its own.
        let block = { (bytes: [UInt8]) in
            TextBlock(ansi: String(decoding: bytes.last == 0x0A ? bytes.dropLast() : bytes[...], as: UTF8.self))
        }
        if state.showsDiff {
            let diff = GoldenDiff.text(
                golden: text(contents.goldenPlain) ?? "", actual: text(contents.plain) ?? "",
                goldenLabel: "golden", actualLabel: "pending")
            return Body(lines: diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let shown = StyledText(String(line))
                if line.hasPrefix("+") { return shown.foreground(.green) }
                if line.hasPrefix("-") { return shown.foreground(.red) }
                if line.hasPrefix("@@") { return shown.foreground(.cyan) }
                return shown
            })
        }
        if item.entry.isMedia { return mediaBody(contents, path: item.entry.basePath, width: width) }
        let new = block(contents.styles ?? contents.plain)
        // The styled golden, unless it no longer tells the plain golden's
        // story (a hand-edited `.txt`): then the plain one.
        let plainOld = contents.goldenPlain.map(block)
        let styledOld = contents.goldenStyles.map(block)
        let old = styledOld.flatMap { styled in
            plainOld.map { $0.plainText == styled.plainText } ?? true ? styled : nil
        } ?? plainOld
        var step: (index: Int, count: Int)?
        var focus = 0
        if item.isStory {
            let newPlain = new.lines.map(\.plainText)
            let oldPlain = old?.lines.map(\.plainText) ?? []
            let headers = ScriptFrame.headerLines(inStory: newPlain)
            if let changed = newPlain.indices.first(where: { $0 >= oldPlain.count || oldPlain[$0] != newPlain[$0] }) {
                let index = headers.lastIndex { $0 <= changed } ?? 0
                step = (index, max(0, headers.count - 1))
                focus = headers.isEmpty ? 0 : headers[index]
            }
        }
        let shown = comparison(old: old, new: new, width: width)
        return Body(lines: shown.lines, firstChangedStep: step, focus: focus == 0 ? 0 : focus + shown.newStart)
    }

    /// The golden and the new rendering, side by side when both fit, else
    /// one above the other, changed rows marked; and the line of the new
    /// rendering's first row.
    static func comparison(
        old: TextBlock?, new: TextBlock, width: Int, labels: (old: String, new: String) = ("golden", "now")
    ) -> (lines: [StyledText], newStart: Int) {
        let marks = rowsChanged(old: old, new: new)
        var lines: [StyledText] = []
        let oldWidth = old?.width ?? 0
        if let old, oldWidth + new.width + 7 <= width {
            let column = max(oldWidth, labels.old.count)
            let header = "  " + labels.old.padding(toLength: column, withPad: " ", startingAt: 0) + "   " + labels.new
            lines.append(StyledText(header).dim())
            for row in 0..<max(old.lines.count, new.lines.count) {
                let left = row < old.lines.count ? old.lines[row] : StyledText()
                let right = row < new.lines.count ? new.lines[row] : StyledText()
                let pad = String(repeating: " ", count: max(0, column - left.displayWidth))
                lines.append(marker(marks[row]) + left + StyledText(pad + " │ ").dim() + right)
            }
            return (lines, 1)
        }
        if let old {
            lines.append(StyledText(labels.old).dim())
            lines += old.lines.map { StyledText("  ") + $0 }
            lines.append(StyledText())
        } else {
            lines.append(StyledText("\(labels.old): none yet, accepting adds it").dim())
        }
        let newStart = lines.count + 1
        lines.append(StyledText(labels.new).dim())
        for (row, line) in new.lines.enumerated() { lines.append(marker(marks[row]) + line) }
        return (lines, newStart)
    }

    /// A pinned media file as the frames that changed: at each time either
    /// file shows a new screen, the old and the new screen where they
    /// differ (``MediaFrames``), and one line for each run of equal frames.
    /// Two files recorded in real time are compared as the check compares
    /// them: screen by screen in order (``MediaFrames/screens``), since
    /// their times were measured.
    static func mediaBody(_ contents: PendingContents, path: String, width: Int) -> Body {
        var new = MediaFrames(bytes: contents.plain, path: path)
        var old = contents.goldenPlain.map { MediaFrames(bytes: $0, path: path) }
        let byScreen = new.realTime && old?.realTime == true
        if byScreen {
            // The n-th distinct screen of each file, at a time of n ms, so
            // that the comparison below pairs them in order.
            func numbered(_ frames: MediaFrames) -> [MediaFrames.Frame] {
                frames.screens.enumerated().map { index, screen in
                    var frame = screen
                    frame.time = .milliseconds(index)
                    return frame
                }
            }
            new.frames = numbered(new)
            if let was = old { old?.frames = numbered(was) }
        }
        let times = Set((old?.frames ?? []).map(\.time) + new.frames.map(\.time)).sorted()
        var lines: [StyledText] = []
        var focus: Int?
        var note: String?
        var equal: [Int] = []
        let flush = {
            guard let first = equal.first, let last = equal.last else { return }
            let unit = byScreen ? "screen" : "frame"
            let range = first == last ? "\(unit) \(first)" : "\(unit)s \(first)–\(last)"
            lines.append(StyledText("\(range) unchanged").dim())
            equal = []
        }
        for (index, time) in times.enumerated() {
            let was = old?.screen(at: time)
            let now = new.screen(at: time)
            if old != nil, was == now {
                equal.append(index + 1)
                continue
            }
            flush()
            let at = byScreen
                ? "screen \(index + 1) of \(times.count) (real time: screens in order)"
                : "frame \(index + 1) of \(times.count), at \(Asciicast.seconds(time)) s"
            if focus == nil {
                focus = lines.count
                note = "first change: " + at
            }
            lines.append(StyledText(at).bold())
            lines += comparison(
                old: old.map { _ in was?.screen ?? TextBlock([]) }, new: now?.screen ?? TextBlock([]), width: width,
                labels: (old == nil ? "file" : "file now", "pending")
            ).lines
            lines.append(StyledText())
        }
        flush()
        if times.isEmpty { lines.append(StyledText("neither file shows a screen DemoKit can read").dim()) }
        return Body(lines: lines, focus: focus ?? 0, note: note)
    }

    /// For each row of the longer rendering, whether it differs.
    static func rowsChanged(old: TextBlock?, new: TextBlock) -> [Bool] {
        let oldLines = old?.lines ?? []
        return (0..<max(oldLines.count, new.lines.count)).map { row in
            row >= oldLines.count || row >= new.lines.count || oldLines[row] != new.lines[row]
        }
    }

    private static func marker(_ changed: Bool) -> StyledText {
        changed ? StyledText("▌ ").foreground(.yellow) : StyledText("  ")
    }
}
