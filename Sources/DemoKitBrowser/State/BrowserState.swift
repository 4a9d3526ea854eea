import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// Everything the interactive browser shows, as a value: the selected demo
/// and tweak, the filter, the open panel and the render settings.
///
/// The state changes only through ``handle(_:)`` (a key or a paste),
/// ``resize(to:)`` and ``tick(now:)`` (real time passing, for a live demo),
/// which return what the terminal shell must do;
/// ``BrowserScreen`` turns it into lines. Neither touches the terminal, so
/// both are tested with plain values:
///
/// <!-- not compiled: a line of a test -->
/// ```swift
/// var state = BrowserState(catalog: catalog, size: TerminalSize(columns: 100, rows: 30))
/// let effects = state.handle(.key(.down))  // [.remember(…)]
/// ```
///
/// Not `Sendable`: a live demo's state is any value the demo chose. The
/// browser keeps its state on one thread.
package struct BrowserState {
    /// The catalog being browsed.
    package let catalog: Catalog
    /// The colours the terminal shows.
    package let colorSupport: ColorSupport
    /// The terminal's size.
    package internal(set) var size: TerminalSize
    /// The catalog with the demo beside it, or the demo alone.
    package internal(set) var view: BrowserView = .catalog
    /// The tweak menu or the help panel, when one is open.
    package internal(set) var overlay: BrowserOverlay?
    /// What the sidebar is filtered by; empty shows every demo.
    package internal(set) var filter = ""
    /// Whether keys are being typed into the filter.
    package internal(set) var isEditingFilter = false
    /// The sidebar's rows: headings of groups with a visible demo, and the
    /// demos that match the filter.
    package internal(set) var rows: [SidebarRow] = []
    /// The demo shown. It stays selected, though hidden, when the filter
    /// matches nothing; `nil` only for an empty catalog.
    package internal(set) var selection: DemoPosition?
    /// Light or dark, toggled with `d`.
    package internal(set) var appearance: Appearance
    /// Left-to-right or right-to-left, toggled with `r`.
    package internal(set) var direction: LayoutDirection
    /// Whether demos render their accessible look
    /// (`RenderContext.screenReader`), as `browse --screen-reader` or
    /// `NO_COLOR` asks.
    package let screenReader: Bool
    /// Whether animations are told the reader asked for reduced motion.
    package let reduceMotion: Bool
    /// The index in ``WidthPreset/all`` of the width the demo is rendered at.
    package internal(set) var widthPresetIndex: Int
    /// The first line of the demo shown, when it is taller than its pane.
    package internal(set) var demoScroll = 0
    /// How far the demo can scroll, as the screen last found it.
    package internal(set) var maxDemoScroll = 0
    /// The demo's lines the pane showed, as the screen last found it.
    package internal(set) var demoPageRows: Int?
    /// The first sidebar row shown.
    package internal(set) var sidebarTop = 0
    /// A notice shown until the next key.
    package internal(set) var message: BrowserMessage?
    /// The selected demo's player and clock, when the demo is live.
    package internal(set) var live: LivePane?
    /// Whether the live demo has the keys: every key and paste goes to it,
    /// except ``leaveKey``.
    package internal(set) var isFocused = false
    /// The script shown step by step instead of the live demo, if any.
    package internal(set) var script: ScriptPosition?
    /// Demos that crashed or hung an earlier browser of this session, by
    /// demo and tweak: their pane shows the failure, and their code does
    /// not run again.
    package internal(set) var failures: [DemoFailure.Key: DemoFailure] = [:]
    /// Called just before the browser runs a demo's own code (making,
    /// rendering, playing it), with the place it runs for: the supervisor
    /// learns which demo to blame if the browser crashes or hangs.
    package var demoCodeWillRun: ((BrowserPlace) -> Void)?
    /// The rebuild under `browse --watch`, while one runs or after one
    /// failed.
    package internal(set) var build: BuildStatus?
    /// What the accessibility audit found in each demo audited so far:
    /// the sidebar marks those that fail it, `a` shows the selected one's.
    package internal(set) var audits: [DemoPosition: DemoAudit] = [:]

    /// The one key a focused demo never gets: it gives the keys back to
    /// the catalog. Ctrl-], telnet's escape key: no component needs it.
    package static let leaveKey = KeyPress.control("]")

    /// The reading of the browser's monotonic clock at the last
    /// ``tick(now:)``, from which virtual time advances.
    var lastTick: Duration?
    /// The revision the next live pane starts at.
    var nextLiveRevision = 0

    /// Finds the cases of the demo to audit, keeping what it learnt of the
    /// last one.
    var auditFinder: GoldenCaseFinder?

    /// The tweak chosen for each demo in this session.
    var chosenTweaks: [DemoPosition: Int] = [:]
    /// The row of each visible demo.
    var rowIndexByDemo: [DemoPosition: Int] = [:]
    /// The 1-based number of each visible demo among the visible demos.
    var ordinalByDemo: [DemoPosition: Int] = [:]
    /// Lower-cased text each demo is filtered on, by group then demo.
    let searchText: [[String]]
    /// The widest title in the sidebar, so that it keeps its width while
    /// filtering.
    package let sidebarContentWidth: Int
    /// Sidebar rows with no filter.
    let unfilteredRowCount: Int
    /// The number of demos in the catalog.
    package let totalDemoCount: Int

    /// A browser showing `selection`, or the first demo.
    ///
    /// - Parameters:
    ///   - catalog: The catalog to browse.
    ///   - demo: The demo to start on, usually restored from the
    ///     preferences; `nil` starts on the first demo.
    ///   - tweak: The demo's tweak to start on; `nil`, its first.
    ///   - size: The terminal's size.
    ///   - colorSupport: What the terminal shows; demos render for it.
    ///   - appearance: Light or dark to start with.
    ///   - direction: The layout direction to start with.
    ///   - screenReader: Whether demos render their accessible look.
    ///   - reduceMotion: Whether animations are told to stand still.
    ///   - widthPreset: The width to start with.
    ///   - messages: Notices to show until the first key, such as a
    ///     remembered demo that has gone.
    ///   - script: The identifier of the script to show, at its start, when
    ///     the selected demo has it (the remembered script).
    ///   - failures: Demos that crashed or hung an earlier browser.
    ///   - demoCodeWillRun: See ``demoCodeWillRun``; told already of the
    ///     first demo's making.
    package init(
        catalog: Catalog,
        demo: CatalogDemo? = nil,
        tweak: CatalogTweak? = nil,
        size: TerminalSize,
        colorSupport: ColorSupport = .none,
        appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight,
        screenReader: Bool = false,
        reduceMotion: Bool = false,
        widthPreset: WidthPreset = .fit,
        messages: [BrowserMessage] = [],
        script: String? = nil,
        failures: [DemoFailure] = [],
        demoCodeWillRun: ((BrowserPlace) -> Void)? = nil
    ) {
        self.catalog = catalog
        self.colorSupport = colorSupport
        self.size = size
        self.appearance = appearance
        self.direction = direction
        self.screenReader = screenReader
        self.reduceMotion = reduceMotion || screenReader
        widthPresetIndex = WidthPreset.all.firstIndex(of: widthPreset) ?? 0
        for failure in failures { self.failures[failure.key] = failure }
        self.demoCodeWillRun = demoCodeWillRun
        searchText = catalog.groups.map { group in
            group.demos.map { demo in
                [demo.title, demo.identifier, demo.address, group.title].joined(separator: "\n").lowercased()
            }
        }
        let widest = catalog.groups.flatMap { group in
            [group.title.displayWidth + 4] + group.demos.map { $0.title.displayWidth + 2 }
        }.max()
        sidebarContentWidth = widest ?? 10
        unfilteredRowCount = catalog.groups.reduce(0) { $0 + 1 + $1.demos.count }
        totalDemoCount = catalog.groups.reduce(0) { $0 + $1.demos.count }
        if !messages.isEmpty {
            let isWarning = messages.contains { $0.isWarning }
            message = BrowserMessage(messages.map(\.text).joined(separator: "; "), isWarning: isWarning)
        }
        rebuildRows()
        if let demo, let position = position(of: demo) {
            self.selection = position
            if let tweak { chosenTweaks[position] = tweak.index }
        } else {
            self.selection = rows.lazy.compactMap(\.demo).first
        }
        ensureSelectionVisible()
        syncLive()
        if let script, let index = live?.scripts.firstIndex(where: { $0.identifier == script }) {
            showScript(index)
        }
    }

    // MARK: - Derived values

    /// The selected demo.
    package var selectedDemo: CatalogDemo? {
        selection.map { catalog.groups[$0.group].demos[$0.demo] }
    }

    /// The selected demo's tweak, or `nil` when it has none.
    package var selectedTweak: CatalogTweak? {
        guard let selection, let demo = selectedDemo, !demo.tweaks.isEmpty else { return nil }
        let index = chosenTweaks[selection] ?? 0
        return demo.tweaks.indices.contains(index) ? demo.tweaks[index] : demo.tweaks[0]
    }

    /// What the preferences remember: the selected demo and tweak.
    package var reference: Preferences.DemoReference? {
        guard let demo = selectedDemo else { return nil }
        return Preferences.DemoReference(
            group: demo.groupIdentifier, demo: demo.identifier, tweak: selectedTweak?.identifier,
            script: script?.identifier)
    }

    /// The width preset in use.
    package var widthPreset: WidthPreset { WidthPreset.all[widthPresetIndex] }

    /// Where things go on the screen.
    package var layout: BrowserLayout {
        BrowserLayout(
            size: size, view: view, sidebarContentWidth: sidebarContentWidth,
            sidebarRowCount: unfilteredRowCount)
    }

    /// Whether the sidebar shows the filter line.
    package var showsFilterLine: Bool { isEditingFilter || !filter.isEmpty }

    /// The number of sidebar rows that fit below the filter line.
    package var sidebarListHeight: Int {
        guard let sidebar = layout.sidebar else { return 0 }
        return max(0, sidebar.height - (showsFilterLine ? 1 : 0))
    }

    /// The selected demo's row, when the filter shows it.
    package var selectedRow: Int? { selection.flatMap { rowIndexByDemo[$0] } }

    /// The number of demos the filter shows.
    package var visibleDemoCount: Int { ordinalByDemo.count }

    /// The selected demo's 1-based number among the visible demos.
    package var selectedOrdinal: Int? { selection.flatMap { ordinalByDemo[$0] } }

    /// The context the selected demo renders in, for a pane of this size.
    package func renderContext(paneWidth: Int, paneHeight: Int) -> RenderContext {
        let isFullScreen = selectedDemo?.presentation == .fullScreen
        return RenderContext(
            width: widthPreset.width(inPane: paneWidth),
            height: isFullScreen ? paneHeight : nil,
            colorSupport: colorSupport,
            appearance: appearance,
            direction: direction,
            reduceMotion: reduceMotion,
            screenReader: screenReader)
    }

    func position(of demo: CatalogDemo) -> DemoPosition? {
        guard let group = catalog.groups.firstIndex(where: { $0.identifier == demo.groupIdentifier }),
            let index = catalog.groups[group].demos.firstIndex(where: { $0.identifier == demo.identifier })
        else { return nil }
        return DemoPosition(group: group, demo: index)
    }
}
