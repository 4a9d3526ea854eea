import DemoKitCore
import DemoKitSnapshots

/// The flags that shape a rendering: `--width`, `--color`, `--appearance`,
/// `--rtl`, `--screen-reader`, `--reduce-motion`, shared by the commands that
/// render demos.
package struct RenderOptions: Sendable, Equatable {
    package var width: Int?
    package var color: ColorMode
    package var appearance: Appearance
    package var direction: LayoutDirection
    /// `--screen-reader`: the accessible look whatever the environment.
    package var screenReader: Bool
    /// `--reduce-motion`: still animations whatever the environment.
    package var reduceMotion: Bool

    /// From 1: every command `stress` prints, at any width it tries, runs.
    package static let widthRange = 1...1000
    /// A width from `COLUMNS` or the terminal: a smaller one is taken for a
    /// mistake.
    static let environmentWidthRange = 10...1000

    package static let specs: [OptionSpec] = [
        OptionSpec(
            "width", value: "columns",
            help: "The width to render at. Defaults to $COLUMNS, then the terminal's\nwidth, then 80."),
        OptionSpec(
            "color", value: "when", allowedValues: ColorMode.allCases.map(\.rawValue),
            help: "auto, always or never (default: auto, which follows NO_COLOR,\nFORCE_COLOR, COLORTERM, TERM and whether the output is a terminal)."),
        OptionSpec(
            "appearance", value: "appearance", allowedValues: Appearance.allCases.map(\.rawValue),
            help: "light or dark (default: light)."),
        OptionSpec("rtl", help: "Lay the demo out right to left."),
        OptionSpec(
            "screen-reader",
            help: "Render the accessible look (RenderContext.screenReader, with reduced motion);\n"
                + "also on with NO_COLOR, TERM=dumb or output that is not a terminal."),
        OptionSpec(
            "reduce-motion", help: "Tell animations the reader asked for reduced motion (RenderContext.reduceMotion)."),
    ]

    package init(arguments: ParsedArguments) throws(RunnerError) {
        if let text = arguments.value("width") {
            guard let width = Int(text), Self.widthRange.contains(width) else {
                throw .usage(
                    "invalid value '\(text)' for '--width'; give a number of columns from "
                        + "\(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound), e.g. '--width 80'")
            }
            self.width = width
        }
        color = arguments.value("color").flatMap(ColorMode.init(rawValue:)) ?? .auto
        appearance = arguments.value("appearance").flatMap(Appearance.init(rawValue:)) ?? .light
        direction = arguments.has("rtl") ? .rightToLeft : .leftToRight
        screenReader = arguments.has("screen-reader")
        reduceMotion = arguments.has("reduce-motion")
    }

    /// Whether demos render their accessible look (`RenderContext.screenReader`):
    /// `--screen-reader`; or `NO_COLOR` set and not empty (no-color.org); or
    /// `TERM=dumb`; or output that is not a terminal (a pipe, a file, CI).
    /// `--color always` does not turn it off: it is about how the output is
    /// read, not its colours.
    ///
    /// - Parameter isTerminal: Whether the output is a terminal.
    package func readsAsScreenReader(in environment: RunnerEnvironment, isTerminal: Bool) -> Bool {
        if screenReader { return true }
        if let noColor = environment.variables["NO_COLOR"], !noColor.isEmpty { return true }
        if environment.variables["TERM"] == "dumb" { return true }
        return !isTerminal
    }

    /// `context` with the reader's look: ``readsAsScreenReader(in:isTerminal:)``,
    /// and reduced motion with it or with `--reduce-motion`.
    package func withReaderLook(
        _ context: RenderContext, in environment: RunnerEnvironment, isTerminal: Bool
    ) -> RenderContext {
        var context = context
        context.screenReader = readsAsScreenReader(in: environment, isTerminal: isTerminal)
        context.reduceMotion = reduceMotion || context.screenReader
        return context
    }

    /// The render context for this process: `--width`, then `COLUMNS`, then the
    /// terminal's width, then 80; colour from `--color` and the environment.
    package func context(in environment: RunnerEnvironment, height: Int? = nil) -> RenderContext {
        let context = RenderContext(
            width: resolvedWidth(in: environment),
            height: height,
            colorSupport: ColorSupport.detect(
                mode: color, environment: environment.variables,
                isTerminal: environment.isOutputTerminal),
            appearance: appearance,
            direction: direction
        )
        return withReaderLook(context, in: environment, isTerminal: environment.isOutputTerminal)
    }

    package func resolvedWidth(in environment: RunnerEnvironment) -> Int {
        if let width { return width }
        // A width from the environment is clamped to 10...1000.
        let clamp = { (columns: Int) in
            min(max(columns, Self.environmentWidthRange.lowerBound), Self.environmentWidthRange.upperBound)
        }
        if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 {
            return clamp(columns)
        }
        if let columns = environment.terminalSize?.columns, columns > 0 {
            return clamp(columns)
        }
        return 80
    }
}
