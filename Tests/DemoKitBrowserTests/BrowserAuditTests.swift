import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitSnapshots
@testable import DemoKitTerminal

/// The browser's accessibility audit: `a` shows the selected demo's
/// findings, the sidebar marks demos that fail, and the controller audits
/// the catalog one demo at a time while it waits.
@Suite struct BrowserAuditTests {
    static let catalog: Catalog = {
        do { return try Catalog(groups: [AuditedDemos.self]) } catch { fatalError("fixture catalog: \(error)") }
    }()

    /// The browser on `demo` of the audited group.
    static func state(on demo: String, tweak: String? = nil, size: TerminalSize = Fixtures.wide) -> BrowserState {
        let selection = try? DemoSelection.resolve(
            address: "AuditedDemos/" + demo, tweak: tweak, remembered: nil, catalog: catalog, commandName: "demo-runner"
        ).selection()
        return BrowserState(catalog: catalog, demo: selection?.demo, tweak: selection?.tweak, size: size)
    }

    @Test func a_auditsTheSelectedDemo_andShowsEachFindingUnderItsRendering() throws {
        var state = Self.state(on: "shout")
        #expect(state.audits.byDemo.isEmpty)
        state.press(.character("a"))
        #expect(state.overlay == .audit(top: 0))
        let screen = Fixtures.screen(state).joined(separator: "\n")
        #expect(screen.contains("Accessibility · Shout"))
        #expect(screen.contains("1 finding in 2 renderings, as 'audit' checks them"))
        #expect(screen.contains("✗ AuditedDemos/shout/loud"))
        #expect(screen.contains("contrast (WCAG 1.4.3), row 1, columns 1–3: yellow on the default"))
        #expect(!screen.contains("AuditedDemos/shout/quiet"))
        #expect(BrowserScreen.keysLine(state).plainText.contains("Esc a close"))
        state.press(.escape)
        #expect(state.overlay == nil)
        // Audited once: the key shows the same results again.
        #expect(state.audits.byDemo.count == 1)
    }

    @Test func waivedFindings_areShownWithTheirReason_andDoNotMarkTheDemo() {
        var state = Self.state(on: "excused")
        state.press(.character("a"))
        let screen = Fixtures.screen(state).joined(separator: "\n")
        #expect(screen.contains("no findings, 1 waived in 1 rendering"))
        #expect(screen.contains("~ AuditedDemos/excused"))
        #expect(screen.contains("waived: contrast (WCAG 1.4.3)"))
        #expect(screen.contains("(waived: A disabled label, which WCAG 1.4.3 exempts.)"))
        state.press(.escape)
        #expect(!Fixtures.screen(state).contains { $0.hasPrefix("› Excused") && $0.contains("!") })
    }

    @Test func sidebar_marksTheDemosThatFail_asTheirTweaksAreShown() throws {
        var state = Self.state(on: "calm")
        // Only the tweak shown is audited unasked.
        #expect(state.nextDemoToAudit == DemoPosition(group: 0, demo: 0))
        for _ in 0..<3 {
            state.auditShownTweak()
            #expect(state.nextDemoToAudit == nil)
            state.press(.down)
        }
        // The catalog sorts by title: Calm, Excused, Shout. Shout's quiet
        // tweak passes.
        #expect(state.selectedAddress == "AuditedDemos/shout")
        #expect(state.audits.byDemo.count == 3)
        #expect(state.selectedAudit?.results.map(\.key) == ["AuditedDemos/shout/quiet"])
        let sidebarWidth = try #require(state.layout.sidebar?.width)
        func sidebar() -> [String] { Fixtures.screen(state).map { String($0.prefix(sidebarWidth)) } }
        #expect(!sidebar().contains { $0.contains("!") })
        #expect(BrowserScreen.keysLine(state).plainText.contains("a a11y"))
        // Its loud tweak, shown, is audited in its turn, and fails.
        state.press(.right)
        #expect(state.nextDemoToAudit != nil)
        state.auditShownTweak()
        let lines = sidebar()
        #expect(lines.contains { $0.hasPrefix("› Shout") && $0.hasSuffix("!") })
        #expect(lines.contains { $0.hasPrefix("  Calm") && !$0.contains("!") })
        #expect(lines.contains { $0.hasPrefix("  Excused") && !$0.contains("!") })
        #expect(BrowserScreen.keysLine(state).plainText.contains("a 1 finding"))
        // `a` audits the rest (nothing more here) and says it has all.
        state.press(.character("a"))
        #expect(state.selectedAudit?.isComplete == true)
        #expect(!Fixtures.screen(state).joined().contains("only the tweaks shown so far"))
    }

    @Test func aPartialAudit_saysSo() {
        var state = Self.state(on: "shout", tweak: "loud")
        state.auditShownTweak()
        #expect(state.selectedAudit?.results.map(\.key) == ["AuditedDemos/shout/loud"])
        let lines = AuditPanel.lines(state.selectedAudit ?? DemoAudit(), width: 60).map(\.plainText)
        #expect(lines.prefix(2) == ["1 finding in 1 rendering, as 'audit' checks them", "only the tweaks shown so far"])
    }

    @Test func audit_namesEachRenderingsDemoTweakAndScript_beforeRunningItsCode() throws {
        var state = Self.state(on: "calm")
        let told = Told()
        state.demoCodeWillRun = { told.add($0) }
        let shout = try #require(state.position(of: Self.catalog.groups[0].demos[2]))
        state.audit(shout)
        #expect(told.places.map(\.description) == [
            "AuditedDemos/shout (tweak quiet)", "AuditedDemos/shout (tweak loud)",
        ])
        #expect(told.places.allSatisfy { $0.step == nil && !$0.isFullScreen })
    }

    @Test func aDemoThatStoppedABrowser_isNotAuditedAgain() {
        let failure = DemoFailure(key: .init(group: "AuditedDemos", demo: "shout", tweak: "loud"), summary: "boom")
        let selection = try? DemoSelection.resolve(
            address: "AuditedDemos/shout", tweak: nil, remembered: nil, catalog: Self.catalog,
            commandName: "demo-runner"
        ).selection()
        var state = BrowserState(catalog: Self.catalog, demo: selection?.demo, tweak: selection?.tweak, size: Fixtures.wide, failures: [failure])
        #expect(state.nextDemoToAudit == nil)
        state.press(.character("a"))
        #expect(state.overlay == nil)
        #expect(state.audits.byDemo.isEmpty)
        #expect(state.message?.text == "Shout stopped a browser: it is not audited again")
    }

    @Test func panel_scrollsWithinItsLines() throws {
        var state = Self.state(on: "shout", size: TerminalSize(columns: 100, rows: 8))
        state.press(.character("a"))
        let room = AuditPanel.room(in: state.layout.pane)
        let audit = try #require(state.selectedAudit)
        let count = AuditPanel.lines(audit, width: AuditPanel.textWidth(in: state.layout.pane)).count
        #expect(count > room)
        state.press(.end)
        #expect(state.overlay == .audit(top: count - room))
        state.press(.down)
        #expect(state.overlay == .audit(top: count - room))
        state.press(.home, .up)
        #expect(state.overlay == .audit(top: 0))
        #expect(Fixtures.screen(state).joined().contains("1–\(room) of \(count)"))
    }

    @Test func controller_auditsTheDemoShown_onlyWhenAsked() {
        var quiet = BrowserController(state: Self.state(on: "shout"), preferences: Preferences(), store: nil)
        #expect(!quiet.hasAuditWork)
        quiet.auditNextDemo { _ in }
        #expect(quiet.state.audits.byDemo.isEmpty)

        var busy = BrowserController(
            state: Self.state(on: "shout", tweak: "loud"), preferences: Preferences(), store: nil,
            auditsInBackground: true)
        busy.start(size: Fixtures.wide) { _ in }
        #expect(busy.hasAuditWork)
        var frames: [String] = []
        busy.auditNextDemo { frames.append($0) }
        #expect(!busy.hasAuditWork)
        #expect(busy.state.audits.byDemo.count == 1)
        // The frame that marked Shout wrote its `!`.
        #expect(frames.contains { $0.contains("!") })
        // Another tweak shown is audited in its turn.
        _ = busy.handle([.key(.left)]) { _ in }
        #expect(busy.hasAuditWork)
    }

    /// `browse --screen-reader` (or `NO_COLOR`) and `--reduce-motion`
    /// reach the demos through the render context.
    @Test func theBrowser_rendersInTheReadersLook() {
        let accessible = BrowserState(catalog: Self.catalog, size: Fixtures.wide, screenReader: true)
        let context = accessible.renderContext(paneWidth: 60, paneHeight: 10)
        #expect(context.screenReader && context.reduceMotion)
        let still = BrowserState(catalog: Self.catalog, size: Fixtures.wide, reduceMotion: true)
        #expect(!still.renderContext(paneWidth: 60, paneHeight: 10).screenReader)
        #expect(still.renderContext(paneWidth: 60, paneHeight: 10).reduceMotion)
        #expect(!Self.state(on: "calm").renderContext(paneWidth: 60, paneHeight: 10).reduceMotion)
    }

    @Test func help_listsTheKey() {
        #expect(BrowserScreen.keyTable.contains { $0.keys == "a" && $0.meaning.contains("Accessibility") })
    }
}

/// Places told across the audit.
private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var told: [BrowserPlace] = []
    func add(_ place: BrowserPlace) { lock.withLock { told.append(place) } }
    var places: [BrowserPlace] { lock.withLock { told } }
}

/// The session audits the demo shown when no key is waiting, and a key
/// that is waiting goes first.
@Suite struct BrowserAuditSessionTests {
    @Test func session_auditsTheDemoShown_whenNoKeyWaits() throws {
        let size = Fixtures.wide
        let terminal = ClockedTerminal(size: size, events: [(.milliseconds(100), .input(Array("q".utf8)))])
        let controller = BrowserController(
            state: BrowserAuditTests.state(on: "shout", tweak: "loud"), preferences: Preferences(), store: nil,
            auditsInBackground: true)
        var session = BrowserSession(controller: controller, terminal: terminal) { terminal.now }
        try session.run()
        // A look for keys without waiting, then the audit and its frame
        // with Shout's mark, then a wait for keys as before.
        #expect(terminal.timeouts.first == 0)
        #expect(session.controller.state.audits.byDemo.count == 1)
        #expect(terminal.writes.count == 2)
        #expect(terminal.writes.last?.text.contains("!") == true)
        #expect(terminal.timeouts.dropFirst().allSatisfy { $0 != 0 })
    }

    @Test func aWaitingKey_goesBeforeTheAudit() throws {
        let size = Fixtures.wide
        let terminal = ClockedTerminal(size: size, events: [(.zero, .input(Array("q".utf8)))])
        let controller = BrowserController(
            state: BrowserAuditTests.state(on: "shout"), preferences: Preferences(), store: nil,
            auditsInBackground: true)
        var session = BrowserSession(controller: controller, terminal: terminal) { terminal.now }
        try session.run()
        #expect(session.controller.state.audits.byDemo.isEmpty)
    }
}
