import DemoKitCore

/// A ``Recording`` as an asciicast v2 file, the format asciinema 2 plays and
/// `agg` turns into a GIF: a header line, then one event per line.
///
/// The header gives the size, the title, a fixed `timestamp` (0: no wall
/// clock, so the same recording gives the same bytes on every run and
/// machine), `env` with `TERM`, and `idle_time_limit` when one is asked
/// for; a demo on the real clock says so in its title and in
/// `env.DEMOKIT_TIME`. Each screen is an output event (`"o"`) at its time,
/// holding the bytes that turn the terminal's previous screen into it,
/// styles included: ``FrameWriter``'s, as the browser writes them, so only
/// changed lines are redrawn (without the synchronized update around them:
/// an event is drawn at once). The first event also hides the cursor. Input
/// that led to a screen is a marker event (`"m"`) just before it, labelled
/// as the golden's step header labels it.
///
/// ```swift
/// let cast = Asciicast.encode(recording, idleTimeLimit: .seconds(2))
/// ```
package enum Asciicast {
    /// The terminal type a cast declares: what the bytes are written for.
    package static let terminalType = "xterm-256color"

    /// `recording` as an asciicast v2 file, ending with a newline.
    ///
    /// - Parameters:
    ///   - recording: The screens and their times.
    ///   - idleTimeLimit: Written to the header as `idle_time_limit`, so that
    ///     players shorten longer pauses to it; `nil` leaves it out.
    package static func encode(_ recording: Recording, idleTimeLimit: Duration? = nil) -> String {
        // By hand: JSONValue writes no numbers with decimals.
        var output = "{\"version\":2,\"width\":\(recording.size.columns),\"height\":\(recording.size.rows),\"timestamp\":0"
        if let idleTimeLimit { output += ",\"idle_time_limit\":" + seconds(idleTimeLimit) }
        output += ",\"title\":"
        JSONValue.writeString(recording.realTime ? recording.title + " (real time)" : recording.title, to: &output)
        var environment: [(String, JSONValue)] = [("TERM", .string(terminalType))]
        if recording.realTime { environment.append(("DEMOKIT_TIME", .string("real"))) }
        output += ",\"env\":" + JSONValue.object(environment).serialized() + "}\n"
        var writer = FrameWriter(colorSupport: recording.allowsColor ? .trueColor : .none)
        let size = recording.size
        for (index, frame) in recording.frames.enumerated() {
            let time = seconds(frame.time)
            if let input = frame.input {
                output += "[" + time + ",\"m\","
                JSONValue.writeString(input, to: &output)
                output += "]\n"
            }
            var lines = frame.screen.lines
            if lines.count < size.rows { lines += Array(repeating: StyledText(), count: size.rows - lines.count) }
            var bytes = writer.output(for: lines, size: size)
            // An event is drawn at once: the synchronized update around it,
            // for a terminal that shows output as it comes, is left out.
            let begin = ControlSequence.beginSynchronizedUpdate
            let end = ControlSequence.endSynchronizedUpdate
            if bytes.hasPrefix(begin), bytes.hasSuffix(end) {
                bytes = String(bytes.dropFirst(begin.count).dropLast(end.count))
            }
            if index == 0 { bytes = ControlSequence.hideCursor + bytes }
            guard !bytes.isEmpty else { continue }
            output += "[" + time + ",\"o\","
            JSONValue.writeString(bytes, to: &output)
            output += "]\n"
        }
        return output
    }

    /// A time in seconds as a JSON number, to the microsecond, without
    /// trailing zeros: `0`, `0.08`, `12.5`.
    package static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let micros = whole * 1_000_000 + attoseconds / 1_000_000_000_000
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
