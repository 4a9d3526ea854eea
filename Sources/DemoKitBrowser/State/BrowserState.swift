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
    /// The terminal's size.
    package internal(set) var size: TerminalSize
    /// The catalog with the demo beside it, or the demo alone.
    package internal(set) var view: BrowserView = .catalog
    /// The tweak menu, the script menu, the audit or the help panel, when
    /// one is open.
    package internal(set) var overlay: BrowserOverlay?
    /// The demo shown. It stays selected, though hidden, when the filter
    /// matches nothing; `nil` only for an empty catalog.
    package internal(set) var selection: DemoPosition?
    /// The tweak chosen for each demo in this session.
    var chosenTweaks: [DemoPosition: Int] = [:]
    /// The controls set for each demo in this session, over its tweak's
    /// values: only those that differ from them, in the demo's order.
    var chosenControls: [DemoPosition: [DemoControlSetting]] = [:]
    /// A notice shown until the next key.
    package internal(set) var message: BrowserMessage?
    /// The sidebar: the filter, its rows, where they are scrolled.
    package internal(set) var sidebar: BrowserSidebar
    /// How demos are rendered: colours, appearance, direction, width.
    package internal(set) var settings: BrowserRenderSettings
    /// How far the demo pane is scrolled.
    package internal(set) var demoPane = DemoPaneScroll()
    /// The selected demo's live pane, focus, script and time.
    package internal(set) var liveDemo = LiveDemoState()
    /// What the accessibility audit found so far.
    package internal(set) var audits = BrowserAudits()
    /// The rebuild under `browse --watch`, while one runs or after one
    /// failed.
    package internal(set) var build: BuildStatus?
    /// Demos that crashed or hung an earlier browser of this session, by
    /// demo and tweak: their pane shows the failure, and their code does
    /// not run again.
    package internal(set) var failures: [DemoFailure.Key: DemoFailure] = [:]
    /// Called just before the browser runs a demo's own code (making,
    /// rendering, playing it), with the place it runs for: the supervisor
    /// learns which demo to blame if the browser crashes or hangs.
    package var demoCodeWillRun: ((BrowserPlace) -> Void)?
    /// Called when the browser has run a demo's code and runs another's
    /// next without waiting for keys (one audit rendering, then the next),
    /// with the place the browser is at: the supervisor's time limit
    /// starts again for the next.
    package var demoCodeDidRun: ((BrowserPlace) -> Void)?

    /// The one key a focused demo never gets: it gives the keys back to
    /// the catalog. Ctrl-], telnet's escape key: no component needs it.
    package static let leaveKey = KeyPress.control("]")

    /// A browser showing `selection`, or the first demo.
    ///
    /// - Parameters:
    ///   - catalog: The catalog to browse.
    ///   - demo: The demo to start on, usually restored from the
    ///     preferences; `nil` starts on the first demo.
    ///   - tweak: The demo's tweak to start on; `nil`, its first.
    ///   - controls: Controls to set on that demo (the remembered ones);
    ///     those it does not take are dropped with a notice.
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
        controls: [DemoControlSetting] = [],
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
        self.size = size
        settings = BrowserRenderSettings(
            colorSupport: colorSupport, appearance: appearance, direction: direction, screenReader: screenReader,
            reduceMotion: reduceMotion, widthPreset: widthPreset)
        sidebar = BrowserSidebar(catalog: catalog)
        var messages = messages
        for failure in failures { self.failures[failure.key] = failure }
        self.demoCodeWillRun = demoCodeWillRun
        if let demo, let position = position(of: demo) {
            self.selection = position
            if let tweak { chosenTweaks[position] = tweak.index }
            if !controls.isEmpty {
                do {
                    reportDemoCode()
                    _ = try demo.makeDemoable(tweak: tweak, settings: controls)
                    chosenControls[position] = controls
                } catch {
                    messages.append(
                        BrowserMessage(
                            "the controls remembered for \(demo.address) were dropped: \(error)", isWarning: true))
                }
            }
        } else {
            self.selection = rows.lazy.compactMap(\.demo).first
        }
        if !messages.isEmpty {
            let isWarning = messages.contains { $0.isWarning }
            message = BrowserMessage(messages.map(\.text).joined(separator: "; "), isWarning: isWarning)
        }
        ensureSelectionVisible()
        syncLive()
        if let script, let index = live?.scripts.firstIndex(where: { $0.identifier == script }) {
            showScript(index)
        }
    }

    // MARK: - The parts, by the names the screen reads

    /// `sidebar.filter`.
    package var filter: String { sidebar.filter }

    /// `sidebar.rows`.
    package var rows: [SidebarRow] { sidebar.rows }

    /// `liveDemo.pane`.
    package internal(set) var live: LivePane? {
        get { liveDemo.pane }
        set { liveDemo.pane = newValue }
    }

    /// `liveDemo.isFocused`.
    package internal(set) var isFocused: Bool {
        get { liveDemo.isFocused }
        set { liveDemo.isFocused = newValue }
    }

    /// `liveDemo.script`.
    package internal(set) var script: ScriptPosition? {
        get { liveDemo.script }
        set { liveDemo.script = newValue }
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

    /// The controls set on the selected demo, over its tweak's values.
    package var selectedControls: [DemoControlSetting] {
        selection.flatMap { chosenControls[$0] } ?? []
    }

    /// What the preferences remember: the selected demo, tweak, script
    /// and controls. Control values that crashed or hung a browser are not
    /// remembered (the demo and tweak are): the next `browse` would run
    /// them first and stop again.
    package var reference: Preferences.DemoReference? {
        guard let demo = selectedDemo else { return nil }
        let controls = selectedFailure?.key.controls != nil ? nil : controlArguments
        return Preferences.DemoReference(
            group: demo.groupIdentifier, demo: demo.identifier, tweak: selectedTweak?.identifier,
            script: script?.identifier, controls: controls)
    }

    /// The width preset in use.
    package var widthPreset: WidthPreset { settings.widthPreset }

    /// Where things go on the screen.
    package var layout: BrowserLayout {
        BrowserLayout(
            size: size, view: view, sidebarContentWidth: sidebar.contentWidth,
            sidebarRowCount: sidebar.unfilteredRowCount)
    }

    /// Whether the sidebar shows the filter line.
    package var showsFilterLine: Bool { sidebar.isEditingFilter || !filter.isEmpty }

    /// The number of sidebar rows that fit below the filter line.
    package var sidebarListHeight: Int {
        guard let sidebar = layout.sidebar else { return 0 }
        return max(0, sidebar.height - (showsFilterLine ? 1 : 0))
    }

    /// The selected demo's row, when the filter shows it.
    package var selectedRow: Int? { selection.flatMap { sidebar.row(of: $0) } }

    /// The number of demos the filter shows.
    package var visibleDemoCount: Int { sidebar.visibleDemoCount }

    /// The selected demo's 1-based number among the visible demos.
    package var selectedOrdinal: Int? { selection.flatMap { sidebar.ordinal(of: $0) } }

    /// The context the selected demo renders in, for a pane of this size.
    package func renderContext(paneWidth: Int, paneHeight: Int) -> RenderContext {
        let isFullScreen = selectedDemo?.presentation == .fullScreen
        return settings.renderContext(paneWidth: paneWidth, height: isFullScreen ? paneHeight : nil)
    }

    func position(of demo: CatalogDemo) -> DemoPosition? {
        guard let group = catalog.groups.firstIndex(where: { $0.identifier == demo.groupIdentifier }),
            let index = catalog.groups[group].demos.firstIndex(where: { $0.identifier == demo.identifier })
        else { return nil }
        return DemoPosition(group: group, demo: index)
    }
}
