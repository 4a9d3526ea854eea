import DemoKitCore
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitSnapshots
@testable import DemoKitTerminal

/// Catalogs and states for the browser's tests.
enum Fixtures {
    static let catalog: Catalog = {
        do { return try Catalog(groups: [Widgets.self, Screens.self]) } catch {
            fatalError("fixture catalog: \(error)")
        }
    }()

    static let manyCatalog: Catalog = {
        do { return try Catalog(groups: [ManyDemos.self]) } catch {
            fatalError("fixture catalog: \(error)")
        }
    }()

    static let liveCatalog: Catalog = {
        do { return try Catalog(groups: [LiveDemos.self, Widgets.self]) } catch {
            fatalError("fixture catalog: \(error)")
        }
    }()

    /// A browser on the live catalog, on `demo` (`tally`, `spinner`, `plain`).
    static func liveState(_ demo: String, tweak: String? = nil, size: TerminalSize = wide, script: String? = nil)
        -> BrowserState
    {
        let selection = try? DemoSelection.resolve(
            address: "LiveDemos/" + demo, tweak: tweak, remembered: nil, catalog: liveCatalog,
            commandName: "demo-runner"
        ).selection()
        return BrowserState(catalog: liveCatalog, demo: selection?.demo, tweak: selection?.tweak, size: size, script: script)
    }

    static let wide = TerminalSize(columns: 100, rows: 30)
    static let narrow = TerminalSize(columns: 60, rows: 24)

    /// A browser on the fixture catalog.
    static func state(
        size: TerminalSize = wide, catalog: Catalog = catalog, selection: DemoSelection? = nil,
        colorSupport: ColorSupport = .none
    ) -> BrowserState {
        BrowserState(catalog: catalog, demo: selection?.demo, tweak: selection?.tweak, size: size, colorSupport: colorSupport)
    }

    /// The screen for `state`, as plain text lines.
    static func screen(_ state: BrowserState) -> [String] {
        var screen = BrowserScreen()
        return screen.compose(state).plainLines
    }
}
