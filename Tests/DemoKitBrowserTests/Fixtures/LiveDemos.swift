import DemoKitCore

/// Live demos for the browser's tests: an interactive and animated tally,
/// and a spinner that stops after a second.
enum LiveDemos: String, CaseDemoGroup {
    case tally
    case spinner
    case plain

    var demo: any Demoable {
        switch self {
        case .tally: TallyDemo()
        case .spinner: SpinnerDemo()
        case .plain: TextDemo("Plain", text: "still")
        }
    }
}

/// Counts ↑ presses and collects typed and pasted text; Enter finishes with
/// the count. Shows its virtual time in milliseconds.
struct TallyDemo: CaseTweakableDemo, InteractiveDemo, AnimatedDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case ones
        case twos
    }

    var tweak = Tweaks.ones
    private var count = 0
    private var text = ""
    private(set) var outcome: DemoOutcome?
    /// The virtual time of each input, as the demo got it.
    private var times: [Duration] = []

    var scripts: [DemoScript] {
        var scripts = [
            DemoScript(
                "countTwo", steps: [.press(.up), .press(.up), .wait(.milliseconds(160)), .press(.enter)],
                expecting: .value(tweak == .twos ? "4" : "2"))
        ]
        if tweak == .ones { scripts.append(DemoScript("typeHi", steps: [.type("hi")])) }
        return scripts
    }

    var frameInterval: Duration { .milliseconds(100) }

    func nextFrame(after time: Duration) -> Duration? {
        outcome == nil ? defaultNextFrame(after: time) : nil
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        times.append(time)
        switch input {
        case .key(.up): count += tweak == .twos ? 2 : 1
        case .key(.enter): outcome = .value(String(count))
        case .key(.character(let character)): text.append(character)
        case .paste(let pasted): text += pasted
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let milliseconds = Int(context.time / .milliseconds(1))
        let last = times.last.map { " last input at \(Int($0 / .milliseconds(1))) ms" } ?? ""
        return TextBlock("tally \(count) text '\(text)'\nframe \(milliseconds / 100)\(last)")
    }
}

/// Turns every 80 ms for one second, then stands still.
struct SpinnerDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(80) }

    // Not `animationDuration`: that adds a frame at 1 s itself, and the
    // browser tests count the frames at multiples of 80 ms (the last at 960 ms).
    func nextFrame(after time: Duration) -> Duration? {
        guard let next = defaultNextFrame(after: time), next <= .seconds(1) else { return nil }
        return next
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("spin \(Int(min(context.time, .seconds(1)) / frameInterval))")
    }
}
