import DemoKitCore
import DemoKitRunner
import Testing

@Suite struct ColorSupportDetectionTests {
    static func detect(_ environment: [String: String], terminal: Bool = true) -> ColorSupport {
        ColorSupport.detect(mode: .auto, environment: environment, isTerminal: terminal)
    }

    static func detect(_ mode: ColorMode, _ environment: [String: String], terminal: Bool = true) -> ColorSupport {
        ColorSupport.detect(mode: mode, environment: environment, isTerminal: terminal)
    }

    @Test func colorFlag_winsOverTheEnvironment() {
        #expect(Self.detect(.never, ["COLORTERM": "truecolor", "FORCE_COLOR": "3"]) == .none)
        #expect(Self.detect(.always, ["NO_COLOR": "1"], terminal: false) == .ansi16)
        #expect(Self.detect(.always, ["COLORTERM": "truecolor"], terminal: false) == .trueColor)
    }

    @Test func noColor_turnsColourOff_unlessEmpty() {
        #expect(Self.detect(["NO_COLOR": "1", "TERM": "xterm-256color"]) == .none)
        #expect(Self.detect(["NO_COLOR": "", "TERM": "xterm-256color"]) == .ansi256)
        #expect(Self.detect(["NO_COLOR": "1", "FORCE_COLOR": "3"]) == .none)
    }

    @Test func forceColor_setsTheLevelEvenWithoutATerminal() {
        #expect(Self.detect(["FORCE_COLOR": "0"]) == .none)
        #expect(Self.detect(["FORCE_COLOR": "1"], terminal: false) == .ansi16)
        #expect(Self.detect(["FORCE_COLOR": "2"], terminal: false) == .ansi256)
        #expect(Self.detect(["FORCE_COLOR": "3"], terminal: false) == .trueColor)
        #expect(Self.detect(["FORCE_COLOR": "true", "COLORTERM": "24bit"], terminal: false) == .trueColor)
    }

    @Test func terminal_levelComesFromCOLORTERMThenTERM() {
        #expect(Self.detect(["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(Self.detect(["TERM": "xterm-256color"]) == .ansi256)
        #expect(Self.detect(["TERM": "xterm-direct"]) == .trueColor)
        #expect(Self.detect(["TERM": "xterm"]) == .ansi16)
        #expect(Self.detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func notATerminal_meansPlainText() {
        #expect(Self.detect(["COLORTERM": "truecolor", "TERM": "xterm-256color"], terminal: false) == .none)
    }
}
