import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct LinePromptModelTests {
    static func answer(_ line: String) -> LineAnswer {
        line == "ok" ? .accepted(.value(line)) : .rejected("not '\(line)'")
    }

    @Test func refusedLinesStayInTheLog_andTheAcceptedOneEndsIt() {
        var model = LinePromptModel()
        for input in typed("no") + keys(.enter) + typed("oxk") + keys(.left, .backspace, .enter) + typed("more") {
            model.handle(input, answer: Self.answer)
        }
        #expect(model.attempts == [.init(typed: "no", error: "not 'no'"), .init(typed: "ok", error: nil)])
        #expect(model.outcome == .value("ok"))
        #expect(model.entry.text.isEmpty, "input after the answer is not read")
    }

    @Test func ctrlCCancels() {
        var model = LinePromptModel()
        model.handle(.key(.control("c")), answer: Self.answer)
        #expect(model.outcome == .cancelled)
        #expect(model.attempts.isEmpty)
    }
}
