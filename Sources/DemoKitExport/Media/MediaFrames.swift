import DemoKitCore
import DemoKitHeadless
import Foundation

/// The screens a pinned media file shows, each with its time, read back from
/// the file's own bytes: what `review` compares, frame by frame, between the
/// file in the package and the one left pending, and what ``PinnedMedia``
/// compares for a real-time recording (``screens``), whose times are
/// measured and differ on every run.
///
/// Both sides are read the same way, from the bytes alone, since the old
/// file's recording no longer exists. An asciicast is replayed through
/// DemoKit's headless terminal (``VirtualTerminal``, checked cell by cell
/// against tmux) at the header's size, and a screen taken after the output
/// events of each time: exact, styles included. An animated SVG
/// (``AnimatedSVGPicture``) is read group by group: each screen's time from
/// its keyframes (which keep the thousandth of a percent of the loop: the
/// time is rounded to the millisecond), its text
/// put back on the cell grid with its colour, weight, slant and dimness;
/// two SVG screens are equal only when their drawings are, so a change the
/// text does not show (a background) is still a changed frame.
package struct MediaFrames: Equatable {
    /// One screen of the file and the time it appears.
    package struct Frame: Equatable {
        /// When the screen appears.
        package var time: Duration
        /// The screen, styles included.
        package var screen: TextBlock
        /// An SVG screen's markup, compared beside the screen; empty for a cast.
        package var drawing = ""
    }

    /// The screens in time order.
    package var frames: [Frame]
    /// Whether the file says it was recorded on the real clock (a cast's
    /// `DEMOKIT_TIME` is `real`; an SVG has the comment that says so): its
    /// times were measured, and only its ``screens`` are compared.
    package var realTime: Bool

    /// The sequence of distinct screens, without their times: each frame
    /// that differs from the one before it (its text, its styles and, in an
    /// SVG, its drawing). Two files of one real-time script that show the
    /// same screens in the same order have equal sequences, whatever the
    /// clock measured.
    package var screens: [Frame] {
        var screens: [Frame] = []
        for frame in frames {
            var timeless = frame
            timeless.time = .zero
            if screens.last != timeless { screens.append(timeless) }
        }
        return screens
    }

    /// The frames of `bytes`, a file at `path` (`.cast` or `.svg`); none
    /// when the bytes are not a file DemoKit writes.
    package init(bytes: [UInt8], path: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        if path.hasSuffix(".cast") {
            frames = Self.cast(text)
            let header = text.split(separator: "\n", maxSplits: 1).first.flatMap { Self.json($0) } as? [String: Any]
            realTime = (header?["env"] as? [String: Any])?["DEMOKIT_TIME"] as? String == "real"
        } else {
            frames = Self.svg(text)
            realTime = text.contains(AnimatedSVGPicture.realTimeComment)
        }
    }

    /// The screen shown at `time`: the last frame at or before it.
    package func screen(at time: Duration) -> Frame? {
        frames.last { $0.time <= time }
    }

    // MARK: - Asciicast

    private static func cast(_ text: String) -> [Frame] {
        let lines = text.split(separator: "\n")
        guard let first = lines.first, let header = json(first) as? [String: Any],
            let columns = header["width"] as? Int, let rows = header["height"] as? Int, columns > 0, rows > 0
        else { return [] }
        var terminal = VirtualTerminal(columns: columns, rows: rows, scrollbackLimit: 0)
        var frames: [Frame] = []
        var time: Duration?
        let take = {
            guard let time else { return }
            let screen = terminal.screen
            if frames.last?.time == time { frames.removeLast() }
            if frames.last?.screen != screen { frames.append(Frame(time: time, screen: screen)) }
        }
        for line in lines.dropFirst() {
            guard let event = json(line) as? [Any], event.count == 3, let seconds = event[0] as? Double,
                event[1] as? String == "o", let data = event[2] as? String
            else { continue }
            let at = Duration.microseconds(Int64((seconds * 1_000_000).rounded()))
            if at != time { take() }
            time = at
            terminal.write(data)
        }
        take()
        return frames
    }

    private static func json(_ line: Substring) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    }

    // MARK: - Animated SVG

    private static func svg(_ text: String) -> [Frame] {
        let marker = "<rect width=\"100%\" height=\"100%\" fill=\"#"
        guard let start = text.range(of: marker), let close = text[start.upperBound...].range(of: "\"/>\n")
        else { return [] }
        let background = String(text[start.upperBound..<close.lowerBound])
        // The appearance's own text colour is no style: the file draws every character in a colour.
        let plain = Appearance.allCases.map(SVGPicture.colors(for:)).first { $0.background == background }?.text
        let body = text[close.upperBound...]
        let groups = body.components(separatedBy: "<g class=\"f f").dropFirst()
        guard !groups.isEmpty else {
            let drawing = body.replacingOccurrences(of: "</svg>\n", with: "")
            return [Frame(time: .zero, screen: screen(drawing, plain: plain), drawing: drawing)]
        }
        let total = number(after: "animation-duration:", in: text, until: "s") ?? 0
        return groups.compactMap { group in
            guard let index = Int(group.prefix { $0.isNumber }), let open = group.range(of: ">\n") else { return nil }
            let drawing = group[open.upperBound...].components(separatedBy: "</g>")[0]
            // `0%{opacity:1}` starts the loop; `0%{opacity:0}P%{opacity:1}` shows it at P%.
            let rule = text.components(separatedBy: "@keyframes f\(index){").dropFirst().first ?? ""
            let percent = rule.hasPrefix("0%{opacity:1}")
                ? 0 : number(after: "0%{opacity:0}", in: rule, until: "%") ?? 0
            // The file keeps the thousandth of a percent, rounded down: the
            // time to the millisecond, as scripts give times.
            let millis = (percent / 100 * total * 1_000).rounded()
            return Frame(time: .milliseconds(Int64(millis)), screen: screen(drawing, plain: plain), drawing: drawing)
        }
    }

    private static func number(after marker: String, in text: String, until end: Character) -> Double? {
        guard let start = text.range(of: marker) else { return nil }
        return Double(text[start.upperBound...].prefix { $0 != end })
    }

    /// The cells `SVGPicture` drew, put back on the grid: each `<text>`'s
    /// characters at the columns its `x` values name.
    private static func screen(_ drawing: String, plain: String?) -> TextBlock {
        var rows: [Int: [Int: (character: Character, style: TextStyle)]] = [:]
        for element in drawing.components(separatedBy: "<text").dropFirst() {
            guard let close = element.range(of: ">"), let end = element.range(of: "</text>") else { continue }
            let attributes = element[..<close.lowerBound]
            let value = { (name: String) in
                attributes.components(separatedBy: " \(name)=\"").dropFirst().first?.prefix { $0 != "\"" }
            }
            guard let xs = value("x"), let y = value("y").flatMap({ Double($0) }) else { continue }
            let row = Int(((y - SVGPicture.padding) / SVGPicture.lineHeight).rounded(.down))
            var style = TextStyle()
            if let fill = value("fill")?.dropFirst(), String(fill) != plain, let hex = UInt32(fill, radix: 16) {
                style.foreground = .hex(hex)
            }
            if value("font-weight") == "bold" { style.attributes.insert(.bold) }
            if value("font-style") == "italic" { style.attributes.insert(.italic) }
            if value("fill-opacity") != nil { style.attributes.insert(.dim) }
            let columns = xs.split(separator: " ").compactMap { Double($0) }.map { x in
                Int(((x - SVGPicture.padding) / SVGPicture.cellWidth).rounded())
            }
            let characters = unescaped(String(element[close.upperBound..<end.lowerBound]))
            for (column, character) in zip(columns, characters) { rows[row, default: [:]][column] = (character, style) }
        }
        let height = (rows.keys.max() ?? -1) + 1
        return TextBlock((0..<height).map { row in
            var line = StyledText()
            var column = 0
            for (at, cell) in (rows[row] ?? [:]).sorted(by: { $0.key < $1.key }) where at >= column {
                if at > column { line.append(StyledText(String(repeating: " ", count: at - column))) }
                line.append(StyledText(String(cell.character), style: cell.style))
                column = at + DisplayWidth.columns(of: cell.character)
            }
            return line
        })
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
