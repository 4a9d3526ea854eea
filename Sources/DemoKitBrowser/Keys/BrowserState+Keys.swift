import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

extension BrowserState {
    /// Applies a key press or a paste and returns what the terminal shell
    /// must do.
    ///
    /// While a live demo has the keys (``isFocused``), every key and paste
    /// goes to it, except ``leaveKey``, which returns to the catalog.
    ///
    /// - Parameter input: The key pressed, or the text pasted.
    /// - Returns: ``BrowserEffect/remember(_:)`` when the demo, tweak,
    ///   script or controls changed, ``BrowserEffect/quit`` for `q` and Ctrl-C,
    ///   ``BrowserEffect/suspend`` for Ctrl-Z and ``BrowserEffect/redraw``
    ///   for Ctrl-L.
    package mutating func handle(_ input: DemoInput) -> [BrowserEffect] {
        if isFocused, overlay == nil {
            message = nil
            handleFocused(input)
            return []
        }
        let key: KeyPress
        switch input {
        case .key(let pressed):
            key = pressed
        case .paste(let text):
            // Pasted text is filter text or a control's, never keys: outside
            // an editor it would run as a burst of commands.
            if case .controls(let cursor, let draft?) = overlay {
                overlay = .controls(cursor: cursor, draft: draft + Self.typeable(text))
                return []
            }
            guard sidebar.isEditingFilter, overlay == nil else { return [] }
            message = nil
            setFilter(filter + Self.typeable(text))
            ensureSelectionVisible()
            return []
        }
        if key == .control("c") { return [.quit] }
        if key == .control("z") { return [.suspend] }
        let before = reference
        message = nil
        var effects: [BrowserEffect] = []
        if overlay == .help {
            if key == .character("q") { return [.quit] }
            overlay = nil
        } else if case .tweakMenu(let cursor) = overlay {
            effects += handleTweakMenu(key, cursor: cursor)
        } else if case .scriptMenu(let cursor) = overlay {
            effects += handleScriptMenu(key, cursor: cursor)
        } else if case .audit(let top) = overlay {
            effects += handleAuditPanel(key, top: top)
        } else if case .controls(let cursor, let draft) = overlay {
            effects += handleControlsPanel(key, cursor: cursor, draft: draft)
        } else if sidebar.isEditingFilter {
            effects += handleFilter(key)
        } else if view == .demo {
            effects += handleDemoView(key)
        } else {
            effects += handleCatalog(key)
        }
        ensureSelectionVisible()
        syncLive()
        if let after = reference, after != before {
            effects.insert(.remember(after), at: 0)
        }
        return effects
    }

    /// Lays the screen out again for a new terminal size.
    package mutating func resize(to size: TerminalSize) {
        self.size = size
        ensureSelectionVisible()
    }

    /// Records how far the demo on screen can scroll, so that scrolling stops
    /// at its last line, and how many of its lines a page shows.
    ///
    /// - Parameters:
    ///   - limit: The last line the demo can scroll to.
    ///   - pageRows: The demo's lines the pane shows; `nil` keeps the
    ///     estimate from the layout.
    package mutating func noteDemoScrollLimit(_ limit: Int, pageRows: Int? = nil) {
        demoPane.note(limit: limit, pageRows: pageRows)
    }

    // MARK: - Modes

    private mutating func handleCatalog(_ key: KeyPress) -> [BrowserEffect] {
        if handleScriptKey(key) || handleLiveKey(key) { return [] }
        switch key {
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .home: selectEdge(last: false)
        case .end: selectEdge(last: true)
        case .tab, .character("g"): jumpGroup(forward: true)
        case .backTab, .character("G"): jumpGroup(forward: false)
        case .pageUp: scrollDemo(byPages: -1)
        case .pageDown, .character(" "): scrollDemo(byPages: 1)
        case .enter:
            if selectedRow != nil {
                if live?.isInteractive == true, script == nil {
                    focusLive()
                } else {
                    view = .demo
                    demoPane.top = 0
                }
            }
        case .character("/"): sidebar.isEditingFilter = true
        case .backspace:
            // The no-match notice points here: Backspace goes back to the
            // filter being typed.
            if !filter.isEmpty { sidebar.isEditingFilter = true }
        case .escape:
            if !filter.isEmpty { setFilter("") }
        default:
            return handleCommon(key)
        }
        return []
    }

    private mutating func handleDemoView(_ key: KeyPress) -> [BrowserEffect] {
        if handleScriptKey(key) || handleLiveKey(key) { return [] }
        switch key {
        case .enter where live?.isInteractive == true && script == nil:
            focusLive()
        case .escape, .backspace, .enter, Self.leaveKey:
            view = .catalog
            demoPane.top = 0
        case .up, .character("k"): scrollDemo(by: -1)
        case .down, .character("j"): scrollDemo(by: 1)
        case .pageUp: scrollDemo(byPages: -1)
        case .pageDown, .character(" "): scrollDemo(byPages: 1)
        case .home: demoPane.top = 0
        case .end: demoPane.top = demoPane.limit
        default:
            return handleCommon(key)
        }
        return []
    }

    /// Keys that do the same in the catalog and in the demo view.
    private mutating func handleCommon(_ key: KeyPress) -> [BrowserEffect] {
        switch key {
        case .character("q"): return [.quit]
        case .control("l"): return [.redraw]
        case .left, .character("["): stepTweak(by: -1)
        case .right, .character("]"): stepTweak(by: 1)
        case .character("t"): openTweakMenu()
        case .character("?"): overlay = .help
        case .character("a"): openAudit()
        case .character("c"): openControls()
        case .character("d"):
            settings.appearance = settings.appearance == .dark ? .light : .dark
            message = BrowserMessage(settings.appearance == .dark ? "Dark appearance" : "Light appearance")
        case .character("r"):
            settings.direction = settings.direction == .rightToLeft ? .leftToRight : .rightToLeft
            message = BrowserMessage(settings.direction == .rightToLeft ? "Right to left" : "Left to right")
        case .character("w"): stepWidth(by: 1)
        case .character("W"): stepWidth(by: -1)
        default: break
        }
        return []
    }

    private mutating func handleFilter(_ key: KeyPress) -> [BrowserEffect] {
        switch key {
        case .character(let character):
            setFilter(filter + String(character))
        case .backspace:
            if filter.isEmpty {
                sidebar.isEditingFilter = false
            } else {
                setFilter(String(filter.dropLast()))
            }
        case .control("u"): setFilter("")
        case .enter: sidebar.isEditingFilter = false
        case .escape:
            sidebar.isEditingFilter = false
            setFilter("")
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .tab: jumpGroup(forward: true)
        case .backTab: jumpGroup(forward: false)
        case .pageUp: scrollDemo(byPages: -1)
        case .pageDown: scrollDemo(byPages: 1)
        case .left: stepTweak(by: -1)
        case .right: stepTweak(by: 1)
        case .control("l"): return [.redraw]
        default: break
        }
        return []
    }

    private mutating func handleTweakMenu(_ key: KeyPress, cursor: Int) -> [BrowserEffect] {
        handleMenu(
            key, cursor: cursor, count: selectedDemo?.tweaks.count ?? 0, closingKey: "t",
            overlay: { .tweakMenu(cursor: $0) }, choose: { $0.chooseTweak($1) })
    }

    /// Keys of a menu overlay (tweaks, scripts): move, choose with Enter or
    /// a digit, close with Escape, Backspace or the key that opened it.
    ///
    /// - Parameters:
    ///   - count: The menu's entries; an empty menu closes.
    ///   - closingKey: The key that opened the menu, which also closes it.
    ///   - overlay: The overlay with the cursor on an entry.
    ///   - choose: Acts on the chosen entry.
    mutating func handleMenu(
        _ key: KeyPress, cursor: Int, count: Int, closingKey: Character,
        overlay menu: (Int) -> BrowserOverlay, choose: (inout BrowserState, Int) -> Void
    ) -> [BrowserEffect] {
        guard count > 0 else {
            overlay = nil
            return []
        }
        switch key {
        case .up, .character("k"): overlay = menu(max(0, cursor - 1))
        case .down, .character("j"): overlay = menu(min(count - 1, cursor + 1))
        case .home: overlay = menu(0)
        case .end: overlay = menu(count - 1)
        case .enter:
            choose(&self, cursor)
            overlay = nil
        case .character(let character) where character.isASCII && character.isWholeNumber:
            if let number = character.wholeNumberValue, (1...count).contains(number) {
                choose(&self, number - 1)
                overlay = nil
            }
        case .escape, .backspace, .character(closingKey): overlay = nil
        case .character("?"): overlay = .help
        case .character("q"): return [.quit]
        case .control("l"): return [.redraw]
        default: break
        }
        return []
    }

    // MARK: - Actions

    private mutating func openTweakMenu() {
        guard let demo = selectedDemo, selectedRow != nil || view == .demo else { return }
        guard let tweak = selectedTweak else {
            message = BrowserMessage("\(demo.title) has no tweaks")
            return
        }
        overlay = .tweakMenu(cursor: tweak.index)
    }

    private mutating func stepTweak(by delta: Int) {
        // A demo the filter hides stays selected but is not shown: its tweak
        // must not change (and be saved) unseen.
        guard let demo = selectedDemo, selectedRow != nil || view == .demo else { return }
        guard let tweak = selectedTweak else {
            message = BrowserMessage("\(demo.title) has no tweaks")
            return
        }
        let count = demo.tweaks.count
        chooseTweak(((tweak.index + delta) % count + count) % count)
    }

    private mutating func chooseTweak(_ index: Int) {
        guard let selection, let demo = selectedDemo, demo.tweaks.indices.contains(index) else { return }
        if chosenTweaks[selection] != index { demoPane.top = 0 }
        chosenTweaks[selection] = index
    }

    private mutating func stepWidth(by delta: Int) {
        settings.stepWidth(by: delta)
        demoPane.top = 0
        message = BrowserMessage("Width: \(widthPreset)")
    }

    private mutating func scrollDemo(by lines: Int) {
        demoPane.scroll(by: lines)
    }

    /// Down, by the lines the pane showed, so the line under the `↓ more
    /// below` hint comes first; up, by a page less both hints, so the last
    /// line the `↑ more above` hint hid comes last.
    private mutating func scrollDemo(byPages pages: Int) {
        let down = demoPane.pageRows.flatMap { $0 > 0 ? $0 : nil } ?? max(1, layout.pane.height - 2)
        let up = max(1, layout.pane.height - 2)
        scrollDemo(by: pages * (pages > 0 ? down : up))
    }
}

extension BrowserState {
    /// Shows a notice until the next key, such as a preferences file that
    /// cannot be written.
    package mutating func show(_ message: BrowserMessage) {
        self.message = message
    }
}
