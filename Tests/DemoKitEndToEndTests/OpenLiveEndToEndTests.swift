import Foundation
import Testing

/// `open` on live demos, run as a user would: the fixture runner's Live
/// group (`snapshot-fixtures` with `SNAPSHOT_FIXTURES=live`) holds a choice,
/// a spinner that stops at one second and a ticker that never stops.
@Suite struct OpenLiveEndToEndTests {
    func open(_ arguments: [String]) throws -> RunnerProcess.Result {
        try RunnerProcess.run(
            ["open"] + arguments, product: "snapshot-fixtures", preferences: temporaryPreferences(),
            environment: ["SNAPSHOT_FIXTURES": "live"])
    }

    @Test func keys_printTheScreenAfterThemAndTheOutcome() throws {
        let result = try open(["Live/fruit", "--keys", "down enter", "--width", "24"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains("│ ▸ Banana             │"))
        #expect(lines.last == "outcome: value \"Banana\"")
    }

    @Test func steps_printTheStoryOfTheScript() throws {
        let result = try open(["Live/fruit", "--script", "chooseSecond", "--steps", "--width", "24"])
        #expect(result.status == 0)
        let headers = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers == ["── 0. start  (t = 0 s)", "── 1. ↓  (t = 0 s)", "── 2. ⏎  (t = 0 s)", "── outcome: value \"Banana\""])
    }

    @Test func script_withTheWrongOutcome_exits1() throws {
        let result = try open(["Live/fruit", "--script", "expectsCherry"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: script 'expectsCherry' ended with value \"Apple\"; expected value \"Cherry\"\n")
    }

    @Test func at_badValue_exits64WithOneLine() throws {
        let result = try open(["Live/spinner", "--at", "soon"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: invalid value 'soon' for '--at'; give a virtual time of zero or more: '1.5s', '1500ms' or '2' (seconds)\n")
    }

    /// In a pipe, `--play` plays in virtual time: the spinner to its last
    /// frame, and the ticker, which never stops, to the 10 minutes of
    /// virtual time it is given at most. Played in real time, that would
    /// take 10 minutes, and the time limit fails it.
    @Test(.timeLimit(.minutes(1)))
    func play_inAPipe_printsTheFinalFrameAtOnce() throws {
        let result = try open(["Live/spinner", "--play", "--width", "20"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("│ ✔ Built"))
        #expect(!result.standardOutput.contains("\u{1B}"), "no raw mode, no escape sequence in a pipe")
        let ticker = try open(["Live/ticker", "--play", "--width", "20"])
        #expect(ticker.status == 0)
        #expect(ticker.standardOutput.contains("│ tick 600"), "\(ticker.standardOutput)")
    }
}
