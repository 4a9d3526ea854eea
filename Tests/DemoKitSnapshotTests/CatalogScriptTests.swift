import DemoKitCore
import Testing

@testable import DemoKitSnapshots

/// What the catalog says about live demos: interactive or animated, and
/// their scripts, read only when asked for.
@Suite struct CatalogScriptTests {
    @Test func catalog_marksInteractiveAndAnimatedDemos() throws {
        let catalog = try Catalog(groups: [ScriptGroup.self])
        let choice = try catalog.demo(at: "ScriptGroup/choice")
        let timer = try catalog.demo(at: "ScriptGroup/timer")
        let still = try catalog.demo(at: "ScriptGroup/still")
        #expect(choice.isInteractive && !choice.isAnimated && choice.isLive)
        #expect(!timer.isInteractive && timer.isAnimated && timer.isLive)
        #expect(!still.isInteractive && !still.isAnimated && !still.isLive)
        let counting = try Catalog(groups: [CountingGroup.self]).demo(at: "CountingGroup/counting")
        #expect(!counting.isInteractive && !counting.isAnimated && counting.isLive)
    }

    @Test func scripts_areReadPerTweak_andListedOnceAcrossTweaks() throws {
        let choice = try Catalog(groups: [ScriptGroup.self]).demo(at: "ScriptGroup/choice")
        #expect(try choice.scripts(for: nil).map(\.identifier) == ["chooseSecond"])
        #expect(try choice.scripts(for: choice.tweak(matching: "filter")).map(\.identifier) == ["chooseSecond", "filterCherry"])
        let all = try choice.allScripts()
        #expect(all.map(\.identifier) == ["chooseSecond", "filterCherry"])
        #expect(all.map(\.title) == ["Choose Second", "Filter to cherry"])
        let still = try Catalog(groups: [ScriptGroup.self]).demo(at: "ScriptGroup/still")
        #expect(try still.allScripts().isEmpty)
        let timer = try Catalog(groups: [ScriptGroup.self]).demo(at: "ScriptGroup/timer")
        #expect(try timer.scripts(for: nil).map(\.identifier) == ["run"])
    }

    @Test func buildingTheCatalog_readsNoScript() throws {
        let before = ScriptReads.shared.value
        let catalog = try Catalog(groups: [CountingGroup.self, ScriptGroup.self])
        #expect(ScriptReads.shared.value == before)
        let demo = try catalog.demo(at: "CountingGroup/counting")
        #expect(demo.isLive)
        #expect(ScriptReads.shared.value == before)
        #expect(try demo.scripts(for: nil).map(\.identifier) == ["grow"])
        #expect(ScriptReads.shared.value == before + 1)
    }

    @Test func badScripts_areCatalogErrorsNamingTheDemoAndTweak() throws {
        let invalid = try Catalog(groups: [InvalidScriptGroup.self]).demo(at: "InvalidScriptGroup/choice")
        #expect(throws: CatalogError.invalidIdentifier("a/b", kind: "script", owner: "InvalidScriptGroup/choice tweak 'plain'")) {
            try invalid.allScripts()
        }
        let duplicate = try Catalog(groups: [DuplicateScriptGroup.self]).demo(at: "DuplicateScriptGroup/choice")
        #expect(
            throws: CatalogError.duplicateScript(
                identifier: "chooseSecond", owner: "DuplicateScriptGroup/choice tweak 'plain'", first: "Choose Second",
                second: "Again")
        ) {
            try duplicate.scripts(for: nil)
        }
    }
}
