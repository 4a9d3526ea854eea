import DemoKitCore

/// Live demos for the tests of `open`, in process (DemoKitRunnerTests) and
/// end to end (snapshot-fixtures with `SNAPSHOT_FIXTURES=live`):
/// a choice that takes keys and ends with an outcome, a build spinner that
/// stops after one second of virtual time, and a ticker that never stops.
package enum LiveGroup: String, CaseDemoGroup {
    case fruit
    case spinner
    case ticker

    package static var groupIdentifier: String { "Live" }

    package var demo: any Demoable {
        switch self {
        case .fruit: FruitChoiceDemo()
        case .spinner: BuildSpinnerDemo()
        case .ticker: TickerDemo()
        }
    }
}

/// A single choice: ↑/↓ move, a letter jumps to the option it starts,
/// Enter chooses, Escape cancels.
package struct FruitChoiceDemo: InteractiveDemo, TweakableDemo {
    package init() {}

    package enum Tweaks: String, CaseIterable, TweakingOption {
        case fruit, vegetables
    }

    package var options = ["Apple", "Banana", "Cherry"]
    package var selected = 0
    package var outcome: DemoOutcome?

    package var title: String { "Fruit" }
    package var numberOfTweaks: Int { Tweaks.allCases.count }
    package func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    package mutating func configure(forTweakAt index: Int) {
        options = Tweaks.allCases[index] == .fruit ? ["Apple", "Banana", "Cherry"] : ["Leek", "Pea"]
    }

    package var scripts: [DemoScript] {
        [
            DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value(options[1])),
            DemoScript("expectsCherry", steps: [.press(.enter)], expecting: .value("Cherry")),
        ]
    }

    package mutating func handle(_ input: DemoInput, at time: Duration) {
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

    package func render(in context: RenderContext) throws -> TextBlock {
        var lines = [StyledText("Pick one:")]
        for (index, option) in options.enumerated() {
            lines.append(StyledText((index == selected ? "▸ " : "  ") + option))
        }
        if let outcome { lines.append(StyledText("done: \(outcome)")) }
        return TextBlock(lines)
    }
}

/// A spinner that turns every 100 ms and says "Built" at one second.
package struct BuildSpinnerDemo: AnimatedDemo {
    package init() {}

    package var title: String { "Spinner" }
    package var frameInterval: Duration { .milliseconds(100) }

    package var animationDuration: Duration? { .seconds(1) }

    package func render(in context: RenderContext) throws -> TextBlock {
        guard context.time < .seconds(1) else { return TextBlock("✔ Built") }
        let frames = ["|", "/", "-", "\\"]
        return TextBlock("\(frames[Int(context.time / frameInterval) % frames.count]) Building")
    }
}

/// A label that counts seconds for ever.
package struct TickerDemo: AnimatedDemo {
    package init() {}

    package var title: String { "Ticker" }
    package var frameInterval: Duration { .seconds(1) }

    package func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("tick \(Int(context.time / frameInterval))")
    }
}
