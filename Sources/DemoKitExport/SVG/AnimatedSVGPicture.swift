import DemoKitCore

/// A ``Recording`` as one self-contained animated SVG: every distinct screen
/// drawn as ``SVGPicture`` draws a still one, in a group of its own, shown
/// in turn by CSS animations at the recording's times. No script and no
/// font file, so a README shows it in an `<img>`.
///
/// The animation loops: after the last screen has been shown for
/// ``finalHold`` it starts again. Each screen's group has a keyframe rule
/// that makes it opaque from its time to the next screen's (to the
/// thousandth of a percent of the loop, rounded down), with
/// `step-end` timing, so screens switch at once, as in a terminal. Without
/// animations, and when the reader prefers reduced motion
/// (`prefers-reduced-motion: reduce`), only the last screen shows. A
/// recording on the real clock says so in a comment after the background:
/// its times are those the demo ran at.
///
/// ```swift
/// let svg = AnimatedSVGPicture.render(recording)
/// ```
package enum AnimatedSVGPicture {
    /// What a recording on the real clock says after the background.
    package static let realTimeComment = "<!-- recorded in real time: the times are those the demo ran at -->"

    /// How long the last screen stays before the animation starts again.
    package static let finalHold = Duration.seconds(2)

    /// The animated picture of `recording`.
    ///
    /// - Parameters:
    ///   - recording: The screens and their times.
    ///   - idleTimeLimit: The longest pause shown, as a cast's player
    ///     applies its `idle_time_limit` (``Recording/times(idleTimeLimit:)``);
    ///     `nil` keeps the recorded times.
    /// - Returns: A standalone SVG document, ending with a newline.
    package static func render(_ recording: Recording, idleTimeLimit: Duration? = nil) -> String {
        let times = recording.times(idleTimeLimit: idleTimeLimit)
        var shown: [(time: Duration, screen: TextBlock)] = []
        for (frame, time) in zip(recording.frames, times) {
            let screen = recording.allowsColor ? frame.screen : frame.screen.withoutStyles
            // Of screens at one time, a viewer sees the last.
            if shown.last?.time == time { shown.removeLast() }
            if shown.last?.screen == screen { continue }
            shown.append((time, screen))
        }
        let size = recording.size
        var output = SVGPicture.start(columns: size.columns, rows: size.rows, appearance: recording.appearance)
        if recording.realTime { output += realTimeComment + "\n" }
        // From the recording's end, which may show no new screen (a wait).
        let total = (times.last ?? .zero) + finalHold
        var style = ""
        if shown.contains(where: { SVGPicture.blinks($0.screen) }) { style += StyledHTML.blinkCSS }
        if shown.count > 1 {
            style += ".f{opacity:0;animation-duration:\(Asciicast.seconds(total))s;"
                + "animation-timing-function:step-end;animation-iteration-count:infinite}"
                + ".l{opacity:1}"
                + "@media (prefers-reduced-motion:reduce){.f{animation:none}}"
            for (index, frame) in shown.enumerated() {
                let from = percent(frame.time, of: total)
                let to = index + 1 < shown.count ? percent(shown[index + 1].time, of: total) : "100"
                style += ".f\(index){animation-name:f\(index)}@keyframes f\(index){"
                style += from == "0" ? "0%{opacity:1}" : "0%{opacity:0}\(from)%{opacity:1}"
                style += to == "100" ? "100%{opacity:1}}" : "\(to)%{opacity:0}}"
            }
        }
        if !style.isEmpty { output += "<style>" + style + "</style>\n" }
        for (index, frame) in shown.enumerated() {
            if shown.count > 1 {
                output += "<g class=\"f f\(index)\(index == shown.count - 1 ? " l" : "")\">\n"
            }
            output += SVGPicture.cells(of: frame.screen, appearance: recording.appearance)
            if shown.count > 1 { output += "</g>\n" }
        }
        output += "</svg>\n"
        return output
    }

    /// `time` as a percentage of `total`, rounded down to the thousandth,
    /// so that at its time a screen already shows.
    private static func percent(_ time: Duration, of total: Duration) -> String {
        let thousandths = Int((time / total * 100_000).rounded(.down))
        let fraction = thousandths % 1000
        guard fraction > 0 else { return String(thousandths / 1000) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(thousandths / 1000).\(digits)"
    }
}
