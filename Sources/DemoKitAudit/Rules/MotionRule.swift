import DemoKitCore
import DemoKitSnapshots

/// Motion: an animation honours the reduced-motion flag (WCAG 2.2.2: Pause,
/// Stop, Hide), a golden pins that look, and nothing flashes more than
/// three times a second (WCAG 2.3.1).
package enum MotionRule {
    /// How long 2.2.2 lets moving content run before it must be still: 5 s.
    package static let allowance = Duration.seconds(5)
    /// How long after the allowance a reduced-motion rendering is watched.
    static let watched = Duration.seconds(2)
    /// How much of an animation the flash check samples.
    static let flashSpan = Duration.seconds(3)
    /// The most frames sampled per check.
    static let frameLimit = 120

    /// The times an animation draws a new frame from `start` up to `end`,
    /// `start` included (at most ``frameLimit``).
    static func frameTimes(of demo: any AnimatedDemo, from start: Duration, to end: Duration) -> [Duration] {
        var times = [start]
        var time = start
        while times.count < frameLimit, let next = demo.nextFrame(after: time), next > time, next <= end {
            times.append(next)
            time = next
        }
        return times
    }

    /// The reduced-motion checks of `demo`: rendered with the flag set, its
    /// screen must not change after ``allowance`` and must not blink.
    package static func checkReducedMotion(
        _ demo: any AnimatedDemo, in context: RenderContext
    ) throws -> [AuditFinding] {
        var still = context
        still.reduceMotion = true
        var findings: [AuditFinding] = []
        let times = frameTimes(of: demo, from: allowance, to: allowance + watched)
        var previous: TextBlock?
        var changed: [(row: Int, column: Int, width: Int)] = []
        var changes = 0
        var blinking: [(row: Int, column: Int, width: Int)] = []
        for time in [Duration.zero] + times {
            let screen = try demo.render(in: still.with(time: time))
            let cells = ScreenCells(screen)
            for (row, line) in cells.rows.enumerated() {
                for cell in line where cell.style.attributes.contains(.blink) && !cell.text.isWhitespace {
                    blinking.append((row, cell.column, cell.width))
                }
            }
            guard time >= allowance else { continue }
            if let previous, previous != screen {
                changes += 1
                let marks = cells.changes(against: ScreenCells(previous))
                for (row, line) in marks.enumerated() {
                    for (offset, mark) in line.enumerated() where mark {
                        let cell = cells.rows[row][offset]
                        changed.append((row, cell.column, cell.width))
                    }
                }
            }
            previous = screen
        }
        if changes > 0 {
            findings.append(
                AuditFinding(
                    rule: .reducedMotion, cells: Array(CellSpan.spans(of: changed).prefix(20)),
                    message: "with reduced motion it still moves after 5 s: \(changes) of the "
                        + "\(times.count - 1) frames from 5 s to 7 s changed; show a still look when "
                        + "context.reduceMotion is set"))
        }
        if !blinking.isEmpty {
            findings.append(
                AuditFinding(
                    rule: .reducedMotion, cells: CellSpan.spans(of: blinking),
                    message: "with reduced motion it still blinks (SGR 5); leave blink out when "
                        + "context.reduceMotion is set"))
        }
        return findings
    }

    /// The flash check of `demo` in `context`: each cell's luminance over
    /// the first ``flashSpan`` of frames (ink coverage of its character
    /// between its colour and its background, in the appearance's first
    /// built-in theme); a flash is a pair of opposing changes of 0.1 or
    /// more where the darker state is below 0.8 (WCAG's general flash
    /// definition). More than three flashes in any second is a finding.
    /// The area a flash covers is not weighed (WCAG 2.3.1 allows small
    /// ones), since a cell's size depends on the reader's font: this is
    /// the stricter 2.3.2 reading.
    package static func checkFlashing(_ demo: any AnimatedDemo, in context: RenderContext) throws -> [AuditFinding] {
        let times = frameTimes(of: demo, from: .zero, to: flashSpan)
        guard times.count > 2 else { return [] }
        let theme = TerminalTheme.builtIn(context.appearance)[0]
        let backgroundLuminance = WCAGContrast.luminance(theme.background)
        var series: [CellKey: [(time: Duration, luminance: Double)]] = [:]
        var widths: [CellKey: Int] = [:]
        for (index, time) in times.enumerated() {
            let cells = ScreenCells(try demo.render(in: context.with(time: time)))
            var seen: Set<CellKey> = []
            for (row, line) in cells.rows.enumerated() {
                for cell in line {
                    let key = CellKey(row: row, column: cell.column)
                    seen.insert(key)
                    widths[key] = cell.width
                    let luminance = Self.luminance(of: cell, theme: theme)
                    if series[key] == nil {
                        series[key] = index == 0 ? [] : [(times[0], backgroundLuminance)]
                    }
                    series[key, default: []].append((time, luminance))
                }
            }
            for key in series.keys where !seen.contains(key) {
                series[key, default: []].append((time, backgroundLuminance))
            }
        }
        var flashing: [(row: Int, column: Int, width: Int)] = []
        var worst = 0
        for (key, values) in series {
            let count = maximumFlashesPerSecond(values)
            if count > 3 {
                flashing.append((key.row, key.column, widths[key] ?? 1))
                worst = max(worst, count)
            }
        }
        guard !flashing.isEmpty else { return [] }
        return [
            AuditFinding(
                rule: .flashing, cells: CellSpan.spans(of: flashing),
                message: "flashes \(worst) times in one second (more than 3): slow it down or draw the change "
                    + "without switching between light and dark")
        ]
    }

    struct CellKey: Hashable {
        var row: Int
        var column: Int
    }

    /// The luminance a cell shows: its character's ink between its colours.
    static func luminance(of cell: ScreenCells.Cell, theme: TerminalTheme) -> Double {
        var foreground = cell.style.foreground.map(theme.rgb) ?? theme.foreground
        var background = cell.style.background.map(theme.rgb) ?? theme.background
        if cell.style.attributes.contains(.inverse) { swap(&foreground, &background) }
        let coverage = DecorativeGlyphs.coverage(cell.text)
        return coverage * WCAGContrast.luminance(foreground) + (1 - coverage) * WCAGContrast.luminance(background)
    }

    /// The most flashes (pairs of opposing changes) within any one second
    /// of `values`.
    static func maximumFlashesPerSecond(_ values: [(time: Duration, luminance: Double)]) -> Int {
        // The changes that count: 0.1 or more, the darker side below 0.8,
        // each opposite to the one before.
        var transitions: [Duration] = []
        var lastDirection = 0
        var level = values.first?.luminance ?? 0
        for value in values.dropFirst() {
            let difference = value.luminance - level
            guard abs(difference) >= 0.1, min(value.luminance, level) < 0.8 else { continue }
            let direction = difference > 0 ? 1 : -1
            if direction != lastDirection { transitions.append(value.time) }
            lastDirection = direction
            level = value.luminance
        }
        var best = 0
        var start = 0
        for end in transitions.indices {
            while transitions[end] - transitions[start] >= .seconds(1) { start += 1 }
            best = max(best, (end - start + 1) / 2)
        }
        return best
    }
}
