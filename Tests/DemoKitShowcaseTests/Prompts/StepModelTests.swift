import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct StepModelTests {
    @Test func stepRun_runsThenEnds_andScrubbingBackShowsItRunning() {
        let run = StepRun(duration: .seconds(3), ending: .success)
        #expect(run.phase(at: .zero) == .running(elapsed: .zero))
        #expect(run.phase(at: .milliseconds(2999)) == .running(elapsed: .milliseconds(2999)))
        #expect(run.phase(at: .seconds(3)) == .succeeded(after: .seconds(3)))
        #expect(run.phase(at: .seconds(10)) == .succeeded(after: .seconds(3)))
        #expect(StepRun(duration: .seconds(2), ending: .failure).phase(at: .seconds(5)) == .failed(after: .seconds(2)))
    }

    @Test func stepRun_cancelsOnlyWhileRunning() {
        var run = StepRun(duration: .seconds(3), ending: .success)
        let late = run.cancel(at: .seconds(3))
        #expect(!late, "too late: it has ended")
        let inTime = run.cancel(at: .milliseconds(1200))
        #expect(inTime)
        let again = run.cancel(at: .milliseconds(1500))
        #expect(!again, "only once")
        #expect(run.end == .milliseconds(1200))
        #expect(run.phase(at: .seconds(1)) == .running(elapsed: .seconds(1)))
        #expect(run.phase(at: .seconds(9)) == .cancelled(after: .milliseconds(1200)))
    }

    @Test func stepRun_nextChange_isTheNearestTickEventOrEnd_thenNil() {
        let run = StepRun(duration: .milliseconds(250), ending: .success)
        #expect(run.nextChange(after: .zero, tick: .milliseconds(80)) == .milliseconds(80))
        #expect(run.nextChange(after: .milliseconds(80), tick: .milliseconds(80), events: [.milliseconds(100)]) == .milliseconds(100))
        #expect(run.nextChange(after: .milliseconds(240), tick: .milliseconds(80)) == .milliseconds(250))
        #expect(run.nextChange(after: .milliseconds(250), tick: .milliseconds(80)) == nil)
        #expect(run.nextChange(after: .zero, tick: nil, events: [.seconds(1)]) == .milliseconds(250), "events after the end do not count")
    }

    @Test func elapsedLabel_showsTenthsRoundedDown() {
        #expect(Duration.zero.elapsedLabel == "0.0s")
        #expect(Duration.milliseconds(1299).elapsedLabel == "1.2s")
        #expect(Duration.seconds(3).elapsedLabel == "3.0s")
        #expect(Duration.milliseconds(12_500).elapsedLabel == "12.5s")
    }

    @Test func spinner_turnsEvery80Milliseconds() {
        #expect(Spinner.frame(at: .zero) == "⠋")
        #expect(Spinner.frame(at: .milliseconds(79)) == "⠋")
        #expect(Spinner.frame(at: .milliseconds(80)) == "⠙")
        #expect(Spinner.frame(at: .milliseconds(800)) == "⠋", "ten frames, then round again")
    }

    static let step = ProgressStepModel(
        message: "Processing", updates: [.init(time: .seconds(2), message: "Caching"), .init(time: .seconds(1), message: "Analyzing")],
        successMessage: "Processed", errorMessage: "Failed", duration: .seconds(3), ending: .success)

    @Test func progressStep_messagesChangeAtTheirTimes() {
        #expect(Self.step.currentMessage(at: .milliseconds(999)) == "Processing")
        #expect(Self.step.currentMessage(at: .seconds(1)) == "Analyzing")
        #expect(Self.step.currentMessage(at: .milliseconds(2500)) == "Caching")
        #expect(Self.step.messages(upTo: .milliseconds(1500)) == ["Processing", "Analyzing"])
    }

    @Test func progressStep_withoutSpinner_changesOnlyAtMessagesAndTheEnd() {
        #expect(Self.step.nextChange(after: .zero, spinner: false) == .seconds(1))
        #expect(Self.step.nextChange(after: .seconds(1), spinner: false) == .seconds(2))
        #expect(Self.step.nextChange(after: .seconds(2), spinner: false) == .seconds(3))
        #expect(Self.step.nextChange(after: .seconds(3), spinner: false) == nil)
        #expect(Self.step.nextChange(after: .milliseconds(970), spinner: true) == .milliseconds(1000))
        var cancelled = Self.step
        cancelled.cancel(at: .milliseconds(1500))
        #expect(cancelled.nextChange(after: .milliseconds(1500), spinner: true) == nil)
        #expect(cancelled.messages(upTo: .seconds(9)) == ["Processing", "Analyzing"], "no message after the cancel")
    }

    @Test func progressBar_countsItemsUntilItStops() {
        let bar = ProgressBarModel(message: "m", successMessage: "s", errorMessage: "e", total: 20, interval: .milliseconds(100))
        #expect(bar.run.duration == .seconds(2))
        #expect(bar.completed(at: .milliseconds(99)) == 0)
        #expect(bar.percent(at: .milliseconds(700)) == 35)
        #expect(bar.fraction(at: .seconds(5)) == 1)
        #expect(bar.loggedPercentages(upTo: .milliseconds(700)) == [0, 10, 20, 30])

        let failing = ProgressBarModel(
            message: "m", successMessage: "s", errorMessage: "e", total: 20, interval: .milliseconds(100), failingAfter: 7)
        #expect(failing.run.phase(at: .seconds(1)) == .failed(after: .milliseconds(700)))
        #expect(failing.percent(at: .seconds(9)) == 35, "progress stops where it failed")
    }

    @Test func progressBar_logChangesOnlyAtANewTenth() {
        let bar = ProgressBarModel(message: "m", successMessage: "s", errorMessage: "e", total: 20, interval: .milliseconds(100))
        #expect(bar.nextChange(after: .zero, live: false) == .milliseconds(200))
        #expect(bar.nextChange(after: .milliseconds(200), live: false) == .milliseconds(400))
        #expect(bar.nextChange(after: .zero, live: true) == .milliseconds(80))
        #expect(bar.nextChange(after: .seconds(2), live: true) == nil)
    }

    @Test func collapsibleStep_showsTheLastLines_untilItStops() {
        let output = (1...5).map { CollapsibleStepModel.OutputLine(time: .milliseconds(100) * $0, text: "line \($0)") }
        var step = CollapsibleStepModel(
            title: "Build", successMessage: "ok", errorMessage: "failed", output: output, visibleLines: 2,
            duration: .milliseconds(600), ending: .success)
        #expect(step.tail(at: .milliseconds(50)).isEmpty)
        #expect(step.tail(at: .milliseconds(350)) == ["line 2", "line 3"])
        #expect(step.received(upTo: .seconds(1)).count == 5)
        #expect(step.nextChange(after: .milliseconds(500)) == .milliseconds(600))
        #expect(step.nextChange(after: .milliseconds(600)) == nil)
        step.cancel(at: .milliseconds(250))
        #expect(step.received(upTo: .seconds(1)) == ["line 1", "line 2"])
        #expect(step.nextChange(after: .milliseconds(250)) == nil)
    }
}
