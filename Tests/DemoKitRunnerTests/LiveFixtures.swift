import DemoKitCore

/// Live demos for the tests of `open` (the same as snapshot-fixtures' Live group):
/// a choice that takes keys and ends with an outcome, a build spinner that
/// stops after one second of virtual time, and a ticker that never stops.
enum LiveGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case fruit
    case spinner
    case ticker

    static var groupIdentifier: String { "Live" }

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .fruit: FruitChoiceDemo()
        case .spinner: BuildSpinnerDemo()
        case .ticker: TickerDemo()
        }
    }
}

/// A single choice: ↑/↓ move, a letter jumps to the option it starts,
/// Enter chooses, Escape cancels.
struct FruitChoiceDemo: InteractiveDemo, TweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case fruit, vegetables
    }

    var options = ["Apple", "Banana", "Cherry"]
    var selected = 0
    var outcome: DemoOutcome?

    var title: String { "Fruit" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) {
        options = Tweaks.allCases[index] == .fruit ? ["Apple", "Banana", "Cherry"] : ["Leek", "Pea"]
    }

    var scripts: [DemoScript] {
        [
            DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value(options[1])),
            DemoScript("expectsCherry", steps: [.press(.enter)], expecting: .value("Cherry")),
        ]
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.down): selected = min(selected + 1, options.count - 1)
        case .key(.up): selected = max(selected - 1, 0)
        case .key(.enter): outcome = .value(options[selected])
        case .key(.escape): outcome = .cancelled
        case .key(.character(let letter)):
            if let index = options.firstIndex(where: { $0.lowercased().first == Character(letter.lowercased()) }) {
                selected = index
            }
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        var lines = [StyledText("Pick one:")]
        for (index, option) in options.enumerated() {
            lines.append(StyledText((index == selected ? "▸ " : "  ") + option))
        }
        if let outcome { lines.append(StyledText("done: \(outcome)")) }
        return TextBlock(lines)
    }
}

/// A spinner that turns every 100 ms and says "Built" at one second.
struct BuildSpinnerDemo: AnimatedDemo {
    var title: String { "Spinner" }
    var frameInterval: Duration { .milliseconds(100) }

    func nextFrame(after time: Duration) -> Duration? {
        time < .seconds(1) ? min(defaultNextFrame(after: time) ?? .seconds(1), .seconds(1)) : nil
    }

    func render(in context: RenderContext) throws -> TextBlock {
        guard context.time < .seconds(1) else { return TextBlock("✔ Built") }
        let frames = ["|", "/", "-", "\\"]
        return TextBlock("\(frames[Int(context.time / frameInterval) % frames.count]) Building")
    }
}

/// A label that counts seconds for ever.
struct TickerDemo: AnimatedDemo {
    var title: String { "Ticker" }
    var frameInterval: Duration { .seconds(1) }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("tick \(Int(context.time / frameInterval))")
    }
}
