import DemoKitCore
@testable import DemoKitRunner
@testable import DemoKitSnapshots
import Foundation
import Testing

@Suite struct CatalogTests {
    @Test func demos_areSortedByTitle() throws {
        let catalog = try Catalog(groups: [Widgets.self])
        #expect(catalog.groups[0].demos.map(\.title) == ["Badges", "Banner", "Buttons"])
    }

    @Test func identifiers_comeFromRawValuesAndTitles() throws {
        let catalog = try Catalog(groups: [Widgets.self, Layouts.self])
        #expect(catalog.groups.map(\.identifier) == ["Widgets", "Page-Layouts"])
        #expect(catalog.groups[1].title == "Page Layouts")
        let buttons = try catalog.demo(at: "Widgets/buttons")
        #expect(buttons.address == "Widgets/buttons")
        #expect(buttons.tweaks.map(\.identifier) == ["blue", "red", "redOutline"])
        #expect(buttons.tweaks.map(\.title) == ["Blue", "Red", "Red Outline"])
    }

    @Test func duplicateGroups_namesBoth() {
        #expect(throws: CatalogError.self) { try Catalog(groups: [Widgets.self, WidgetsAgain.self]) }
        do {
            _ = try Catalog(groups: [Widgets.self, WidgetsAgain.self])
        } catch {
            #expect(error.description.contains("Widgets"))
            #expect(error.description.contains("WidgetsAgain"))
            #expect(error.description.contains("'Widgets'"))
        }
    }

    @Test func duplicateDemos_namesBoth() {
        do {
            _ = try Catalog(groups: [DuplicateDemos.self])
            Issue.record("expected an error")
        } catch {
            #expect(error == .duplicateDemo(identifier: "Same", group: "DuplicateDemos", first: "Item 0", second: "Item 1"))
        }
    }

    @Test func duplicateTweaks_namesBoth() {
        do {
            _ = try Catalog(groups: [DuplicateTweaks.self])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("'Red 0' and 'Red 1'"))
            #expect(error.description.contains("DuplicateTweaks/colors"))
        }
    }

    @Test func slashInIdentifier_isRejected() {
        #expect(throws: CatalogError.invalidIdentifier("a/b", kind: "group", owner: String(reflecting: SlashGroup.self))) {
            try Catalog(groups: [SlashGroup.self])
        }
    }

    @Test func address_matching_exactThenCaseInsensitiveThenPrefix() throws {
        let catalog = try Catalog(groups: [Widgets.self, Layouts.self])
        #expect(try catalog.demo(at: "Widgets/buttons").identifier == "buttons")
        #expect(try catalog.demo(at: "widgets/BUTTONS").identifier == "buttons")
        #expect(try catalog.demo(at: "wid/bu").identifier == "buttons")
        #expect(try catalog.demo(at: "page/grid").identifier == "grid")
    }

    @Test func ambiguousPrefix_listsCandidates() throws {
        let catalog = try Catalog(groups: [Widgets.self])
        #expect(throws: AddressError.ambiguousDemo("ba", group: "Widgets", candidates: ["badges", "banner"])) {
            try catalog.demo(at: "Widgets/ba")
        }
    }

    @Test func unknownDemo_suggestsNearest() throws {
        let catalog = try Catalog(groups: [Widgets.self])
        do {
            _ = try catalog.demo(at: "Widgets/buton")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "unknown demo 'buton' in group 'Widgets'. Did you mean 'Widgets/buttons'?")
        }
    }

    @Test func unknownGroup_withoutNearMiss_listsGroups() throws {
        let catalog = try Catalog(groups: [Widgets.self])
        do {
            _ = try catalog.demo(at: "Zzzzzzzz/buttons")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "unknown group 'Zzzzzzzz'. Groups: Widgets.")
        }
    }

    /// A word in the wrong place of an address is suggested where it is.
    @Test(arguments: [
        ("buttons", "'buttons' is not a demo address; write GROUP/DEMO. Did you mean 'Widgets/buttons'?"),
        ("BUTONS", "'BUTONS' is not a demo address; write GROUP/DEMO. Did you mean 'Widgets/buttons'?"),
        ("grid", "'grid' is not a demo address; write GROUP/DEMO. Did you mean 'Page-Layouts/grid'?"),
        ("Widgets/grid", "unknown demo 'grid' in group 'Widgets'. Did you mean 'Page-Layouts/grid'?"),
        ("redOutline", "'redOutline' is not a demo address; write GROUP/DEMO. Did you mean 'Widgets/buttons --tweak redOutline'?"),
        ("Widgets/red", "unknown demo 'red' in group 'Widgets'. Did you mean 'Widgets/buttons --tweak red'?"),
        ("Widgets/buttons/red", "unknown demo 'buttons/red' in group 'Widgets'. Did you mean 'Widgets/buttons --tweak red'?"),
        ("buttons/red", "unknown group 'buttons'. Did you mean 'Widgets/buttons --tweak red'?"),
        ("Widgets/buton", "unknown demo 'buton' in group 'Widgets'. Did you mean 'Widgets/buttons'?"),
    ])
    func wordInTheWrongPlace_suggestsTheFullAddress(address: String, message: String) throws {
        let catalog = try Catalog(groups: [Widgets.self, Layouts.self])
        do {
            _ = try catalog.demo(at: address)
            Issue.record("expected an error for \(address)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func bareDemoInSeveralGroups_namesEach() throws {
        let catalog = try Catalog(groups: [Widgets.self, TwinWidgets.self])
        do {
            _ = try catalog.demo(at: "buttons")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "'buttons' is not a demo address; write GROUP/DEMO. Did you mean 'Widgets/buttons' or 'Twins/buttons'?")
        }
    }

    @Test(arguments: ["buttons", "Widgets/", "/buttons", ""])
    func malformedAddress_isRejected(address: String) throws {
        let catalog = try Catalog(groups: [Widgets.self])
        #expect(throws: AddressError.self) { try catalog.demo(at: address) }
    }

    @Test func tweak_byIdentifierCaseOrPrefixOrNumber() throws {
        let demo = try Catalog(groups: [Widgets.self]).demo(at: "Widgets/buttons")
        #expect(try demo.tweak(matching: "red").identifier == "red")
        #expect(try demo.tweak(matching: "RED").identifier == "red")
        #expect(try demo.tweak(matching: "redO").identifier == "redOutline")
        #expect(try demo.tweak(matching: "3").identifier == "redOutline")
        #expect(try demo.tweak(matching: "b").identifier == "blue")
        #expect(throws: AddressError.self) { try demo.tweak(matching: "4") }
        #expect(throws: AddressError.self) { try demo.tweak(matching: "0") }
    }

    @Test func tweak_onDemoWithoutTweaks_saysSo() throws {
        let demo = try Catalog(groups: [Widgets.self]).demo(at: "Widgets/badges")
        #expect(throws: AddressError.demoHasNoTweaks("Widgets/badges")) { try demo.tweak(matching: "red") }
    }
}

@Suite struct IdentifierMatcherTests {
    @Test func exactBeatsCaseInsensitive() {
        #expect(IdentifierMatcher.match("Red", in: ["red", "Red"]) == .found(1))
    }

    @Test func sameIgnoringCase_isAmbiguousWithoutExactMatch() {
        #expect(IdentifierMatcher.match("RED", in: ["red", "Red"]) == .ambiguous(["red", "Red"]))
    }

    @Test func caseInsensitiveBeatsPrefix() {
        #expect(IdentifierMatcher.match("red", in: ["redOutline", "Red"]) == .found(1))
    }

    @Test(arguments: [("buton", "button"), ("bdages", "badges"), ("lsit", "list")])
    func nearMiss_isSuggested(typed: String, expected: String) {
        #expect(IdentifierMatcher.match(typed, in: ["button", "badges", "list"]) == .notFound(suggestion: expected))
    }

    @Test func farMiss_isNotSuggested() {
        #expect(IdentifierMatcher.match("xyzzy", in: ["button", "badges"]) == .notFound(suggestion: nil))
    }

    @Test func editDistance_countsSwapsAsOne() {
        #expect(EditDistance.between("ab", "ba") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
    }
}

/// Counts how often tweak titles are asked for.
private final class TitleCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
    static let shared = TitleCounter()
}

private struct CountedTweaksDemo: TweakableDemo {
    struct Option: TweakingOption {
        let identifier: String
        var title: String {
            TitleCounter.shared.increment()
            return identifier.uppercased()
        }
    }
    var numberOfTweaks: Int { 50 }
    func tweak(for index: Int) -> any TweakingOption { Option(identifier: "t\(index)") }
    mutating func configure(forTweakAt index: Int) {}
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private enum CountedTweaks: String, CaseIterable, DemoGroup, DemoGroupItem {
    case one, two, three
    static func demoable(for index: Int) -> any Demoable { CountedTweaksDemo() }
}

@Suite struct CatalogStartUpTests {
    /// Start-up does what opening one demo needs: identifiers, not titles.
    @Test func indexing_asksForNoTweakTitle_andAListAsksOncePerTweak() throws {
        let before = TitleCounter.shared.value
        let catalog = try Catalog(groups: [CountedTweaks.self])
        #expect(TitleCounter.shared.value == before)
        let tweak = try catalog.demo(at: "CountedTweaks/two").tweak(matching: "t7")
        #expect(tweak.title == "T7")
        #expect(TitleCounter.shared.value == before + 1)
    }
}
