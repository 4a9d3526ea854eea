import DemoKitCore
import DemoKitSnapshots

extension BrowserState {
    // MARK: - Time

    /// Lets real time pass for the live demo: virtual time advances by the
    /// time since the last tick, unless the demo is paused or a script is
    /// shown.
    ///
    /// - Parameter now: A reading of the browser's monotonic clock. Only
    ///   differences between readings count.
    /// - Returns: Whether a frame came due, so the screen must be drawn.
    @discardableResult
    package mutating func tick(now: Duration) -> Bool {
        defer { liveDemo.lastTick = now }
        guard let last = liveDemo.lastTick, let pane = live, !pane.isPaused, script == nil else { return false }
        let due = pane.player.nextFrame
        live?.player.advance(by: now - last)
        guard let due, let time = live?.player.time else { return false }
        return time >= due
    }

    /// How long, in real time from `now`, until the live demo's next frame;
    /// `nil` when nothing on screen changes by itself.
    package func timeUntilNextFrame(now: Duration) -> Duration? {
        guard let pane = live, !pane.isPaused, script == nil, showsSelectedDemo,
            let next = pane.player.nextFrame
        else { return nil }
        let elapsed = liveDemo.lastTick.map { now - $0 } ?? .zero
        return max(.zero, next - pane.player.time - elapsed)
    }

    /// Whether the selected demo is on screen (the filter may hide it).
    package var showsSelectedDemo: Bool { selectedDemo != nil && (selectedRow != nil || view == .demo) }

    // MARK: - The live pane

    /// Makes the live pane for the selected demo and tweak when they
    /// changed: a live demo starts afresh; a still one has none. A script
    /// shown is kept across tweaks when the new tweak has it too.
    mutating func syncLive() {
        guard let position = selection, let demo = selectedDemo else {
            dropLive()
            return
        }
        let tweak = selectedTweak
        let controls = selectedControls
        if let live, live.position == position, live.tweak == tweak?.index, live.controls == controls { return }
        guard selectedFailure == nil else {
            dropLive()
            return
        }
        let kept = live?.position == position ? script : nil
        let context = renderContext(paneWidth: layout.pane.width, paneHeight: layout.pane.height)
        let revision = liveDemo.newRevision()
        reportDemoCode()
        live = LivePane(
            selectedDemoable(demo, tweak: tweak, controls: controls), position: position, tweak: tweak?.index,
            controls: controls, context: context, revision: revision)
        isFocused = false
        script = nil
        if let kept, let index = live?.scripts.firstIndex(where: { $0.identifier == kept.identifier }) {
            showScript(index, step: kept.step)
        }
    }

    /// A fresh instance of `demo` for `tweak` with `controls` set, as the
    /// pane renders it; the tweak's alone should they not apply (the pane
    /// then shows why).
    private func selectedDemoable(
        _ demo: CatalogDemo, tweak: CatalogTweak?, controls: [DemoControlSetting]
    ) -> any Demoable {
        (try? demo.makeDemoable(tweak: tweak, settings: controls)) ?? demo.makeDemoable(tweak: tweak)
    }

    private mutating func dropLive() {
        live = nil
        isFocused = false
        script = nil
    }

    /// Starts the live demo again from its first state at time zero.
    mutating func restartLive() {
        guard let pane = live, let demo = selectedDemo else { return }
        let tweak = selectedTweak
        let context = renderContext(paneWidth: layout.pane.width, paneHeight: layout.pane.height)
        let revision = liveDemo.newRevision()
        reportDemoCode()
        live = LivePane(
            selectedDemoable(demo, tweak: tweak, controls: pane.controls), position: pane.position,
            tweak: pane.tweak, controls: pane.controls, context: context, revision: revision)
    }

    /// Gives the live demo the keys, in the demo view; a demo that has
    /// finished starts again first.
    mutating func focusLive() {
        guard let pane = live, pane.isInteractive else { return }
        if pane.player.outcome != nil { restartLive() }
        script = nil
        view = .demo
        demoPane.top = 0
        isFocused = true
    }

    /// What a focused demo's keys do: Ctrl-] returns to the catalog, any
    /// other key goes to the demo; once the demo has its outcome it takes
    /// no more keys, so Esc and Backspace return to the catalog too.
    mutating func handleFocused(_ input: DemoInput) {
        let finished = live?.player.outcome != nil
        if input == .key(Self.leaveKey) || (finished && (input == .key(.escape) || input == .key(.backspace))) {
            isFocused = false
            view = .catalog
            demoPane.top = 0
            return
        }
        deliver(input)
    }

    /// Hands a key or a paste to the live demo.
    private mutating func deliver(_ input: DemoInput) {
        guard live != nil else { return }
        live?.player.send(input)
        let revision = liveDemo.newRevision()
        live?.revision = revision
    }

    // MARK: - Pause and step

    /// `p`: stops or restarts virtual time.
    mutating func togglePause() {
        guard let pane = live, pane.isAnimated, let title = selectedDemo?.title else {
            message = BrowserMessage("\(selectedDemo?.title ?? "This demo") is not animated")
            return
        }
        live?.isPaused.toggle()
        message = BrowserMessage(
            pane.isPaused
                ? "\(title) playing"
                : "\(title) paused at \(pane.player.time.clockLabel) · . steps a frame, p plays")
    }

    /// `.`: pauses, then moves virtual time to the next frame.
    mutating func stepFrame() {
        guard let pane = live, pane.isAnimated, let title = selectedDemo?.title else {
            message = BrowserMessage("\(selectedDemo?.title ?? "This demo") is not animated")
            return
        }
        live?.isPaused = true
        guard let next = pane.player.nextFrame else {
            message = BrowserMessage("\(title) has no frame after \(pane.player.time.clockLabel)")
            return
        }
        live?.player.seek(to: next)
        message = BrowserMessage("\(title) paused at \(next.clockLabel) · . steps a frame, p plays")
    }

    // MARK: - Scripts

    /// Opens the script menu on the script shown, or the first.
    mutating func openScriptMenu() {
        guard let demo = selectedDemo, showsSelectedDemo else { return }
        guard let pane = live, !pane.scripts.isEmpty else {
            message = BrowserMessage("\(demo.title) has no scripts")
            return
        }
        overlay = .scriptMenu(cursor: script?.index ?? 0)
    }

    /// Shows script `index` at `step` (clamped to its steps).
    mutating func showScript(_ index: Int, step: Int = 0) {
        guard let scripts = live?.scripts, scripts.indices.contains(index) else { return }
        let chosen = scripts[index]
        isFocused = false
        script = ScriptPosition(
            index: index, identifier: chosen.identifier, step: min(max(0, step), chosen.steps.count),
            stepCount: chosen.steps.count)
    }

    /// Moves the script shown `delta` steps forwards or back.
    mutating func stepScript(by delta: Int) {
        guard var position = script else { return }
        position.step = min(max(0, position.step + delta), position.stepCount)
        script = position
    }

    /// Keys of the script menu.
    mutating func handleScriptMenu(_ key: KeyPress, cursor: Int) -> [BrowserEffect] {
        handleMenu(
            key, cursor: cursor, count: live?.scripts.count ?? 0, closingKey: "s",
            overlay: { .scriptMenu(cursor: $0) }, choose: { $0.showScript($1) })
    }

    /// Keys that act on the script shown, in the catalog and the demo view;
    /// `false` for a key they leave to the view.
    mutating func handleScriptKey(_ key: KeyPress) -> Bool {
        guard script != nil else { return false }
        switch key {
        case .character("."), .character("n"): stepScript(by: 1)
        case .character(","), .character("N"): stepScript(by: -1)
        case .escape: script = nil
        default: return false
        }
        return true
    }

    /// Keys that act on a live demo that does not have the keys, in the
    /// catalog and the demo view; `false` for a key they leave to the view.
    mutating func handleLiveKey(_ key: KeyPress) -> Bool {
        guard showsSelectedDemo else { return false }
        switch key {
        case .character("s"): openScriptMenu()
        case .character("p"): togglePause()
        case .character("."): stepFrame()
        case .character("0"):
            guard let pane = live, let title = selectedDemo?.title else { return false }
            restartLive()
            live?.isPaused = pane.isPaused
            message = BrowserMessage("\(title) started again")
        default: return false
        }
        return true
    }
}
