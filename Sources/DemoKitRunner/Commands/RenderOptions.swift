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
    /// `--screen-reader`: the accessible look, which only this flag asks for.
    package var screenReader: Bool
    /// `--reduce-motion`: still animations whatever the environment.
    package var reduceMotion: Bool

    /// From 1: every command `stress` prints, at any width it tries, runs.
    package static let widthRange = 1...1000
    /// A width from `COLUMNS` or the terminal: a smaller one is taken for a
    /// mistake.
    static let environmentWidthRange = 10...1000

    /// The flags as the parser reads them; ``init(_:)`` checks them.
    package struct Flags: CommandOptions {
        /// `--width`.
        package var width: String?
        /// `--color`.
        package var color: String?
        /// `--appearance`.
        package var appearance: String?
        /// `--rtl`.
        package var rtl: Bool = false
        /// `--screen-reader`.
        package var screenReader: Bool = false
        /// `--reduce-motion`.
        package var reduceMotion: Bool = false

        package init() {}

        package static let all: [CommandOption<Flags>] = [
            .value(
                \.width, "width", value: "columns",
                help: "The width to render at. Defaults to $COLUMNS, then the terminal's\nwidth, then 80."),
            .value(
                \.color, "color", value: "when", allowedValues: ColorMode.allCases.map(\.rawValue),
                help: "auto, always or never (default: auto, which follows NO_COLOR,\nFORCE_COLOR, COLORTERM, TERM and whether the output is a terminal)."),
            .value(
                \.appearance, "appearance", value: "appearance", allowedValues: Appearance.allCases.map(\.rawValue),
                help: "light or dark (default: light)."),
            .flag(\.rtl, "rtl", help: "Lay the demo out right to left."),
            .flag(
                \.screenReader, "screen-reader",
                help: "Render the accessible look (RenderContext.screenReader, with reduced motion);\n"
                    + "also on with NO_COLOR, TERM=dumb or output that is not a terminal."),
            .flag(
                \.reduceMotion, "reduce-motion", help: "Tell animations the reader asked for reduced motion (RenderContext.reduceMotion)."),
        ]
    }

    package init(_ flags: Flags) throws(RunnerError) {
        if let text = flags.width {
            guard let width = Int(text), Self.widthRange.contains(width) else {
                throw .usage(
                    "invalid value '\(text)' for '--width'; give a number of columns from "
                        + "\(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound), e.g. '--width 80'")
            }
            self.width = width
        }
        color = flags.color.flatMap(ColorMode.init(rawValue:)) ?? .auto
        appearance = flags.appearance.flatMap(Appearance.init(rawValue:)) ?? .light
        direction = flags.rtl ? .rightToLeft : .leftToRight
        screenReader = flags.screenReader
        reduceMotion = flags.reduceMotion
    }

    /// `context` with the look the reader asked for, and only that:
    /// `--screen-reader` (`RenderContext.screenReader`, which brings reduced
    /// motion) and `--reduce-motion`. Nothing in the environment turns it
    /// on: `NO_COLOR`, `TERM=dumb` and a pipe take the colour away and
    /// nothing else, so `open X | cat` prints the terminal's rendering
    /// without its escape sequences.
    package func withReaderLook(_ context: RenderContext) -> RenderContext {
        var context = context
        context.screenReader = screenReader
        context.reduceMotion = reduceMotion || screenReader
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
        return withReaderLook(context)
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
