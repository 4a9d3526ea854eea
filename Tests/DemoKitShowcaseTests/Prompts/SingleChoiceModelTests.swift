import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct SingleChoiceModelTests {
    static let options = ["iOS app", "macOS app", "Command-line tool", "Swift package", "Framework", "App extension"]

    @Test func arrowsAndVimKeysMove_andWrapAround() {
        var model = SingleChoiceModel(options: Self.options)
        model.handle(keys(.down, .down))
        #expect(model.highlightedOption == 2)
        model.handle(typed("k"))
        #expect(model.highlightedOption == 1)
        model.handle(typed("jjjjj"))
        #expect(model.highlightedOption == 0, "j past the last option wraps to the first")
        model.handle(keys(.up))
        #expect(model.highlightedOption == 5, "↑ on the first option wraps to the last")
        model.handle(keys(.backTab, .tab, .tab))
        #expect(model.highlightedOption == 0)
        model.handle(keys(.end))
        #expect(model.highlightedOption == 5)
        model.handle(keys(.home))
        #expect(model.highlightedOption == 0)
    }

    @Test func enterChoosesTheHighlightedOption_andLaterKeysChangeNothing() {
        var model = SingleChoiceModel(options: Self.options)
        model.handle(keys(.down, .enter))
        #expect(model.outcome == .value("macOS app"))
        model.handle(keys(.down, .enter))
        #expect(model.outcome == .value("macOS app"))
        #expect(model.highlightedOption == 1)
    }

    @Test(arguments: [KeyPress.escape, .control("c")])
    func escapeAndCtrlC_cancel(key: KeyPress) {
        var model = SingleChoiceModel(options: Self.options)
        model.handle(keys(.down, key))
        #expect(model.outcome == .cancelled)
    }

    @Test func withoutFilter_lettersAreNotAFilter() {
        var model = SingleChoiceModel(options: Self.options)
        model.handle(typed("swift"))
        #expect(model.filter.text.isEmpty)
        #expect(model.visibleIndices.count == 6)
    }

    @Test func typedTextFilters_ignoringCase_andResetsTheHighlight() {
        var model = SingleChoiceModel(options: Self.options, filterMode: .enabled)
        model.handle(keys(.down, .down))
        model.handle(typed("APP"))
        #expect(model.visibleIndices == [0, 1, 5])
        #expect(model.highlightedOption == 0)
        model.handle(keys(.down, .down, .down))
        #expect(model.highlightedOption == 0, "moving wraps within the filtered options")
        model.handle(typed("j"))
        #expect(model.filter.text == "APPj", "j is text while filtering, not a key")
        #expect(model.visibleIndices.isEmpty)
        #expect(model.highlightedOption == nil)
        model.handle(keys(.enter))
        #expect(model.outcome == nil, "Enter with no match chooses nothing")
        model.handle(keys(.backspace))
        model.handle(keys(.down, .enter))
        #expect(model.outcome == .value("macOS app"))
    }

    @Test func pastedTextFilters_withoutLineBreaks() {
        var model = SingleChoiceModel(options: Self.options, filterMode: .enabled)
        model.handle(.paste("pack\nage"))
        #expect(model.filter.text == "package")
        #expect(model.visibleIndices == [3])
    }

    @Test func toggleableFilter_startsWithSlash_andEscapeLeavesIt() {
        var model = SingleChoiceModel(options: Self.options, filterMode: .toggleable)
        #expect(!model.isFiltering)
        model.handle(typed("j"))
        #expect(model.highlightedOption == 1, "j moves before the filter starts")
        model.handle(typed("/"))
        #expect(model.isFiltering)
        model.handle(typed("frame"))
        #expect(model.visibleIndices == [4])
        model.handle(keys(.escape))
        #expect(model.outcome == nil, "the first Escape leaves the filter")
        #expect(!model.isFiltering)
        #expect(model.visibleIndices.count == 6)
        model.handle(keys(.escape))
        #expect(model.outcome == .cancelled, "the second cancels")
    }

    @Test func lineAnswers_takeANumberOrAName() {
        let model = SingleChoiceModel(options: Self.options)
        #expect(model.answer(line: "2") == .accepted(.value("macOS app")))
        #expect(model.answer(line: " swift PACKAGE ") == .accepted(.value("Swift package")))
        #expect(model.answer(line: "0") == .rejected("Type a number from 1 to 6, or an option's name."))
        #expect(model.answer(line: "7") == .rejected("Type a number from 1 to 6, or an option's name."))
        #expect(model.answer(line: "") == .rejected("Type a number from 1 to 6, or an option's name."))
    }
}
