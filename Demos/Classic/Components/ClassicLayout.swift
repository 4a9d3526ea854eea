/// The look the classic components share with DemoKit's prompts, rebuilt
/// by hand: lines that never pass the terminal's width, a mark beside
/// wrapped text, the `✔ message [1.2s]` ending.
///
/// A team that wrote its components before DemoKit had helpers like these;
/// they are kept apart from DemoKit's text model on purpose.
struct ClassicLayout: Sendable {
    /// The terminal's width in columns.
    var width: Int

    /// Parts one space apart after `indent` columns, each cut to the room
    /// left so that the line never passes the width.
    func line(indent: Int = 0, _ parts: [ClassicLine]) -> ClassicLine {
        var room = max(0, width - indent)
        var kept: [ClassicLine] = []
        for part in parts where !part.isEmpty {
            let gap = kept.isEmpty ? 0 : 1
            guard room > gap else { break }
            let cut = part.truncated(to: room - gap)
            guard !cut.isEmpty else { break }
            room -= cut.width + gap
            kept.append(cut)
        }
        guard !kept.isEmpty else { return ClassicLine() }
        var result = ClassicLine(indent > 0 && indent < width ? String(repeating: " ", count: indent) : "")
        for (position, part) in kept.enumerated() {
            if position > 0 { result.append(" ") }
            result.append(part)
        }
        return result
    }

    /// Text wrapped to the room after `indent` columns.
    func paragraph(_ text: ClassicLine, indent: Int) -> [ClassicLine] {
        let room = max(1, width - indent)
        return text.wrapped(to: room).map { line(indent: room < width ? indent : 0, [$0]) }
    }

    /// A one-column mark, then text wrapped beside it; later lines line up
    /// with the text.
    func marked(_ mark: ClassicLine, _ text: ClassicLine) -> [ClassicLine] {
        let room = max(1, width - mark.width - 1)
        return text.wrapped(to: room).enumerated().map { index, part in
            index == 0 ? line([mark, part]) : line(indent: mark.width + 1, [part])
        }
    }

    /// `✔ message [1.2s]` or `✖ message [1.2s]`.
    func ending(success: Bool, _ message: String, elapsed: Duration? = nil) -> [ClassicLine] {
        let mark = success ? ClassicLine("✔", ClassicANSI.success) : ClassicLine("✖", ClassicANSI.danger)
        var text = ClassicLine(message)
        if let elapsed { text.append(" [\(Self.elapsedLabel(elapsed))]", [ClassicANSI.secondaryText]) }
        return marked(mark, text)
    }

    /// Seconds with tenths, rounded down: `0.4s`, `12.5s`.
    static func elapsedLabel(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = max(0, seconds) * 10 + max(0, attoseconds) / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
