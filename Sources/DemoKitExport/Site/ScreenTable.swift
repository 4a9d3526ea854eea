import DemoKitCore

/// The renderings of a site, content-addressed: each distinct line of HTML
/// is kept once, and each distinct screen once, as a list of line numbers.
/// Tweaks, widths and appearances that draw the same lines share them, so
/// a catalog's site grows with what it shows, not with how many ways it can
/// be looked at.
struct ScreenTable {
    private(set) var lines: [String] = []
    private(set) var screens: [[Int]] = []
    private(set) var errors: [String] = []
    private(set) var styles: Set<TextStyle> = []
    /// How many renderings were added, shared or not.
    private(set) var renderings = 0
    private var lineNumbers: [String: Int] = [:]
    private var screenNumbers: [[Int]: Int] = [:]
    private var errorNumbers: [String: Int] = [:]

    /// The number of `block`'s screen, adding what is new.
    mutating func add(_ block: TextBlock) -> Int {
        renderings += 1
        var numbers: [Int] = []
        numbers.reserveCapacity(block.lines.count)
        for line in block.lines {
            for run in line.runs where !run.style.isPlain { styles.insert(run.style) }
            let html = StyledHTML.render(line)
            if let number = lineNumbers[html] {
                numbers.append(number)
            } else {
                lineNumbers[html] = lines.count
                numbers.append(lines.count)
                lines.append(html)
            }
        }
        if let number = screenNumbers[numbers] { return number }
        screenNumbers[numbers] = screens.count
        screens.append(numbers)
        return screens.count - 1
    }

    /// A negative number standing for a render error's message: `-1` for
    /// the first message, `-2` for the second.
    mutating func add(error message: String) -> Int {
        renderings += 1
        if let number = errorNumbers[message] { return -1 - number }
        errorNumbers[message] = errors.count
        errors.append(message)
        return -errors.count
    }

    /// A rendering as the page's data holds it: a screen's number, or for
    /// a script `{"steps": [[header, screen], …], "outcome": text or null}`.
    mutating func add(_ rendered: Rendered) -> JSONValue {
        switch rendered {
        case .screen(let block):
            return .int(add(block))
        case .error(let message):
            return .int(add(error: message))
        case .frames(let frames):
            let steps = frames.map { frame -> JSONValue in .array([.string(frame.header), .int(add(frame.screen))]) }
            let outcome = frames.last?.outcome.map { JSONValue.string("── outcome: \($0)") } ?? .null
            return .object([("steps", .array(steps)), ("outcome", outcome)])
        }
    }
}

/// What rendering one view of a demo gave.
enum Rendered: Sendable {
    case screen(TextBlock)
    case frames([ScriptFrame])
    case error(String)
}
