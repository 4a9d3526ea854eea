import DemoKitCore

/// Live demos for the browser benchmark: a prompt that takes keys and a
/// spinner that turns every 80 ms.
enum LiveGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case prompt
    case spinner

    static func demoable(for index: Int) -> any Demoable {
        switch LiveGroup.allCases[index] {
        case .prompt: SyntheticPrompt()
        case .spinner: SyntheticSpinner()
        }
    }
}

/// A single-choice prompt over 200 options: ↑↓ move the cursor, typed
/// letters filter, and the window of 30 options follows the cursor, so
/// every key changes several lines of a framed demo.
struct SyntheticPrompt: InteractiveDemo {
    private let options = (1...200).map { "Option \($0) — a choice with a description" }
    private var cursor = 0
    private var filter = ""
    private(set) var outcome: DemoOutcome?

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.down): cursor = min(cursor + 1, options.count - 1)
        case .key(.up): cursor = max(cursor - 1, 0)
        case .key(.backspace): filter = String(filter.dropLast())
        case .key(.character(let character)): filter.append(character)
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let top = max(0, min(cursor - 15, options.count - 30))
        var lines = [StyledText("Choose an option", style: TextStyle(attributes: .bold))]
        lines.append(StyledText("Filter: \(filter)", style: TextStyle(foreground: palette.secondaryText)))
        for index in top..<(top + 30) {
            let selected = index == cursor
            let mark = StyledText(selected ? "› " : "  ", style: TextStyle(foreground: palette.accent))
            let style = selected ? TextStyle(foreground: palette.accent, attributes: .bold) : TextStyle()
            lines.append(mark + StyledText(options[index], style: style).truncated(to: context.width - 2))
        }
        return TextBlock(lines)
    }
}

/// A spinner and an elapsed-time label that change every 80 ms.
struct SyntheticSpinner: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(80) }

    func render(in context: RenderContext) throws -> TextBlock {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let tick = Int(context.time / frameInterval)
        let tenths = Int(context.time / .milliseconds(100))
        let spinner = StyledText(frames[tick % frames.count], style: TextStyle(foreground: context.palette.accent))
        return TextBlock([
            spinner + StyledText(" Building DemoKit · \(tenths / 10).\(tenths % 10) s"),
            StyledText("Compiling 214 files", style: TextStyle(foreground: context.palette.secondaryText)),
        ])
    }
}
