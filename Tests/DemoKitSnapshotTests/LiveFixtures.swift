import DemoKitCore
import Foundation

/// A single choice among fruit, with a plain tweak and a type-to-filter
/// tweak; the filter tweak has one more script. The selected option is bold,
/// so every script golden has an `.ansi` companion.
struct ChoiceDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case plain, filter
    }

    static let options = ["Apple", "Banana", "Cherry"]

    /// What `chooseSecond` expects; a wrong one makes its golden fail.
    var expected: DemoOutcome? = .value("Banana")
    /// Extra scripts, for clash and validation fixtures.
    var extraScripts: [DemoScript] = []
    var variations: [SnapshotVariation] = [.standard]
    var tweak = Tweaks.plain
    var selected = 0
    var query = ""
    var outcome: DemoOutcome?

    var snapshotVariations: [SnapshotVariation] { variations }

    var scripts: [DemoScript] {
        var scripts = [DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: expected)]
        if tweak == .filter {
            scripts.append(
                DemoScript("filterCherry", title: "Filter to cherry", steps: [.type("ch"), .press(.enter)],
                    expecting: .value("Cherry")))
        }
        return scripts + extraScripts
    }

    var visible: [String] {
        query.isEmpty ? Self.options : Self.options.filter { $0.lowercased().contains(query.lowercased()) }
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.down): selected = min(selected + 1, max(0, visible.count - 1))
        case .key(.up): selected = max(selected - 1, 0)
        case .key(.enter): outcome = visible.indices.contains(selected) ? .value(visible[selected]) : .cancelled
        case .key(.escape): outcome = .cancelled
        case .key(.character(let character)) where tweak == .filter:
            query.append(character)
            selected = 0
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        var lines: [StyledText] = [StyledText("Fruit?" + (tweak == .filter ? " filter: \(query)" : ""))]
        for (index, option) in visible.enumerated() {
            lines.append(index == selected ? StyledText("❯ " + option).bold() : StyledText("  " + option))
        }
        lines.append(StyledText("\(context.width) columns, \(context.appearance.rawValue)"))
        return TextBlock(lines)
    }
}

/// A spinner with an elapsed-time label, done after 2 s; no tweaks. Its
/// script waits, resizes and waits again.
struct TimerDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(80) }

    var animationDuration: Duration? { .seconds(2) }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "run",
                steps: [.wait(.milliseconds(240)), .wait(.seconds(1)), .resize(width: 30, height: nil), .wait(.seconds(1))]
            )
        ]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let tick = Int(context.time / frameInterval)
        let done = context.time >= .seconds(2)
        return TextBlock([
            done ? StyledText("✔ Built").foreground(.green) : StyledText("\(frames[tick % frames.count]) Building"),
            StyledText("elapsed \(context.time.secondsLabel), \(context.width) columns"),
        ])
    }
}

/// The live fixture catalog: an interactive demo with tweaks and a
/// variation, an animated one without tweaks, and a still one.
enum ScriptGroup: String, CaseDemoGroup {
    case choice
    case timer
    case still

    var demo: any Demoable {
        switch self {
        case .choice: ChoiceDemo(variations: [.standard, .dark])
        case .timer: TimerDemo()
        case .still: TextDemo("Still", text: "still")
        }
    }
}

/// The same catalog where `chooseSecond` expects the wrong fruit: its text
/// matches `ScriptGroup`'s goldens, its outcome does not.
enum WrongOutcomeGroup: String, CaseDemoGroup {
    case choice
    case timer
    case still

    static var groupIdentifier: String { "ScriptGroup" }

    var demo: any Demoable {
        switch self {
        case .choice: ChoiceDemo(expected: .value("Cherry"), variations: [.standard, .dark])
        case .timer: TimerDemo()
        case .still: TextDemo("Still", text: "still")
        }
    }
}

/// The same catalog after the timer's script was removed: its golden is
/// obsolete.
enum ScriptRemovedGroup: String, CaseDemoGroup {
    case choice
    case timer
    case still

    static var groupIdentifier: String { "ScriptGroup" }

    var demo: any Demoable {
        switch self {
        case .choice: ChoiceDemo(variations: [.standard, .dark])
        case .timer: TextDemo("Timer", text: "⠋ Building\nelapsed 0 s, 80 columns")
        case .still: TextDemo("Still", text: "still")
        }
    }
}

/// A script identifier with `/`, which no path or filter can hold.
enum InvalidScriptGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case choice
    static func demoable(for index: Int) -> any Demoable {
        ChoiceDemo(extraScripts: [DemoScript("a/b", steps: [])])
    }
}

/// Two scripts of one tweak named alike.
enum DuplicateScriptGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case choice
    static func demoable(for index: Int) -> any Demoable {
        ChoiceDemo(extraScripts: [DemoScript("chooseSecond", title: "Again", steps: [])])
    }
}

/// Two scripts whose goldens differ only by case: one file on macOS.
enum CaseClashScriptGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case choice
    static func demoable(for index: Int) -> any Demoable {
        ChoiceDemo(extraScripts: [DemoScript("ChooseSecond", steps: [])])
    }
}

/// A script golden `timer+run.txt` and a demo whose identifier is `timer+run`.
enum PathClashScriptGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case timer
    case other = "timer+run"
    static func demoable(for index: Int) -> any Demoable {
        index == 0 ? TimerDemo() : TextDemo("Other", text: "other")
    }
}

/// A script identifier with leading dots and characters no Windows file
/// name may hold.
enum HostileScriptGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case choice
    static func demoable(for index: Int) -> any Demoable {
        ChoiceDemo(extraScripts: [DemoScript("..:up*", steps: [.press(.up)])])
    }
}

/// Counts how often a demo's scripts are read, to show the catalog does not.
final class ScriptReads: @unchecked Sendable {
    static let shared = ScriptReads()
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// A live demo that counts reads of its scripts.
struct CountingDemo: LiveDemo {
    var scripts: [DemoScript] {
        ScriptReads.shared.add()
        return [DemoScript("grow", steps: [.resize(width: 20, height: nil)])]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("\(context.width) columns")
    }
}

enum CountingGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case counting
    static func demoable(for index: Int) -> any Demoable { CountingDemo() }
}
