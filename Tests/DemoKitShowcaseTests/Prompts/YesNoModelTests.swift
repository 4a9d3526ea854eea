import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct YesNoModelTests {
    @Test(arguments: [true, false])
    func enter_confirmsTheDefault(defaultAnswer: Bool) {
        var model = YesNoModel(defaultAnswer: defaultAnswer)
        model.handle(keys(.enter))
        #expect(model.outcome == .value(defaultAnswer ? "yes" : "no"))
    }

    @Test func arrowsTabAndVimKeysSwitch() {
        var model = YesNoModel(defaultAnswer: true)
        model.handle(keys(.right))
        #expect(!model.answer)
        model.handle(keys(.left, .tab, .backTab, .character("h")))
        #expect(!model.answer)
        model.handle(keys(.enter))
        #expect(model.outcome == .value("no"))
    }

    @Test func yAndN_answerAtOnce() {
        var yes = YesNoModel(defaultAnswer: false)
        yes.handle(keys(.character("Y")))
        #expect(yes.outcome == .value("yes"))
        var no = YesNoModel(defaultAnswer: true)
        no.handle(keys(.character("n"), .character("y")))
        #expect(no.outcome == .value("no"), "the first answer stands")
    }

    @Test func escapeCancels() {
        var model = YesNoModel(defaultAnswer: true)
        model.handle(keys(.escape))
        #expect(model.outcome == .cancelled)
    }

    @Test func lineAnswers() {
        let model = YesNoModel(defaultAnswer: false)
        #expect(model.answer(line: "") == .accepted(.value("no")))
        #expect(model.answer(line: " YES ") == .accepted(.value("yes")))
        #expect(model.answer(line: "n") == .accepted(.value("no")))
        #expect(model.answer(line: "maybe") == .rejected("Answer y or n."))
    }
}
