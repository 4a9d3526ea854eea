/// A named, replayable interaction with a live demo: the terminal
/// counterpart of a Storybook `play` function.
///
/// Each tweak × script is pinned by one golden file that reads as a story of
/// screens, one per step, each under a line naming the step and the virtual
/// time. A script may end by checking the demo's outcome; a different
/// outcome fails the golden run.
///
/// ```swift
/// var scripts: [DemoScript] {
///     [
///         DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value("Banana")),
///         DemoScript("filter", steps: [.type("che"), .wait(.milliseconds(500)), .press(.enter)]),
///     ]
/// }
/// ```
public struct DemoScript: Sendable, Hashable {
    /// The identifier in golden paths and filters (`…/default+chooseSecond.txt`,
    /// `--script chooseSecond`).
    public var identifier: String
    /// The title shown in the browser's script menu. Defaults to the
    /// identifier's words, spaced and capitalised ("Choose Second").
    public var title: String
    /// The steps, in order.
    public var steps: [ScriptStep]
    /// The outcome the demo must end with, or `nil` for no check.
    public var expectedOutcome: DemoOutcome?
    /// The file, relative to the package root, that shows this script as
    /// documentation media (a README's animation), or `nil` for none.
    ///
    /// Its extension says what it holds: `.svg`, an animated SVG (as
    /// `demo-runner export --svg-animated` makes); `.cast`, an asciicast
    /// (`--cast`). `demo-runner snapshot` checks it as it checks a golden:
    /// the script played in the demo's first snapshot variation must make
    /// exactly these bytes, so the media cannot silently disagree with the
    /// component; `--record missing`, `failed` or `all` writes it. Give it in
    /// one tweak only (a demo's ``LiveDemo/scripts`` is read per tweak).
    ///
    /// ```swift
    /// var scripts: [DemoScript] {
    ///     [DemoScript("runToEnd", steps: [.wait(.seconds(2))], media: ".github/images/progress.svg")]
    /// }
    /// ```
    public var media: String?

    /// Creates a script.
    ///
    /// - Parameters:
    ///   - identifier: A stable identifier: letters, digits, `-`, `_`, `.`.
    ///   - title: The title for menus; defaults to the identifier's words.
    ///   - steps: What happens, in order.
    ///   - outcome: The outcome the demo must end with, if checked.
    ///   - media: The documentation media file that shows this script
    ///     (``media``), if any.
    public init(
        _ identifier: String, title: String? = nil, steps: [ScriptStep], expecting outcome: DemoOutcome? = nil,
        media: String? = nil
    ) {
        self.identifier = identifier
        self.title = title ?? identifier.spacedWords()
        self.steps = steps
        self.expectedOutcome = outcome
        self.media = media
    }
}

/// One step of a ``DemoScript``.
public enum ScriptStep: Sendable, Hashable {
    /// Presses one key.
    case press(KeyPress)
    /// Types text, one character key press after another, as one step.
    case type(String)
    /// Pastes text at once.
    case paste(String)
    /// Lets virtual time pass: spinners turn, progress moves, timers fire.
    case wait(Duration)
    /// Resizes the terminal to `width` columns (and `height` rows, if given).
    case resize(width: Int, height: Int?)
    /// Lets time pass until the screen meets `condition`, at most `limit`:
    /// text appears, or the screen stops changing. Made for demos that run
    /// in real time (``DemoTiming/realTime``), where a fixed wait races the
    /// component; in virtual time it moves from frame to frame. A condition
    /// not met within the limit fails the script, naming the step.
    case waitUntil(ScreenCondition, limit: Duration)
}

/// What a ``ScriptStep/waitUntil(_:limit:)`` step waits for.
public enum ScreenCondition: Sendable, Hashable {
    /// The screen's text contains `text` (styles are not compared).
    case contains(String)
    /// The screen (as redacted) has not changed for `duration`, or the
    /// demo, on the real clock, has finished (it has an outcome), so its
    /// screen will not change again.
    case settled(for: Duration)
}
