import DemoKitAudit
import DemoKitCore
import DemoKitSnapshots

extension BrowserState {
    /// The selected demo's audit, once it has been audited.
    package var selectedAudit: DemoAudit? { selection.flatMap { audits.byDemo[$0] } }

    /// The demo to audit while the browser waits for keys: the one shown,
    /// when its tweak's still renderings have not been audited yet and it
    /// has not crashed or hung a browser of this session. Only what the
    /// browser shows runs unasked (that tweak, in the goldens' variations):
    /// other tweaks and scripts, which may crash or hang, wait for `a`.
    ///
    /// A demo on the real clock (``DemoKitCore/DemoTiming/realTime``) is
    /// never audited unasked: each of its renderings takes real seconds
    /// (its run must settle), during which the browser could neither draw
    /// its live pane nor read a key. It waits for `a`.
    package var nextDemoToAudit: DemoPosition? {
        guard let selection, selectedRow != nil || view == .demo, !hasFailed(selection) else { return nil }
        if let audit = audits.byDemo[selection], audit.isComplete || audit.failure != nil
            || audit.tweaks.contains(selectedTweak?.identifier)
        {
            return nil
        }
        return selectedRunsInRealTime ? nil : selection
    }

    /// Whether the selected demo, in its tweak, runs on the real clock.
    var selectedRunsInRealTime: Bool {
        if let live, live.position == selection { return live.player.demo.runsInRealTime }
        return selectedDemo?.makeDemoable(tweak: selectedTweak).runsInRealTime ?? false
    }

    /// Whether the demo at `position`, in any tweak of its own (no controls
    /// set over it), crashed or hung an earlier browser: its code does not
    /// run again, not even to audit it. A crash with values set in the `c`
    /// panel is those values': the audit renders the tweaks without them.
    func hasFailed(_ position: DemoPosition) -> Bool {
        guard !failures.isEmpty else { return false }
        let demo = catalog.groups[position.group].demos[position.demo]
        return failures.keys.contains {
            $0.group == demo.groupIdentifier && $0.demo == demo.identifier && $0.controls == nil
        }
    }

    /// Audits the demo at `position` as `demo-runner audit` does, one
    /// rendering after another, telling ``demoCodeWillRun`` the demo, tweak
    /// and script before each: a crash or a hang is blamed on it, and the
    /// browser starts again there. Between two renderings it tells
    /// ``demoCodeDidRun`` the browser's place: each rendering has the time
    /// limit to itself, as it has in `demo-runner audit`'s workers, rather
    /// than the audit's sum counting against the demo.
    ///
    /// - Parameter tweak: Only this tweak's still renderings (its index; -1
    ///   for a demo without tweaks), or `nil` for every rendering.
    package mutating func audit(_ position: DemoPosition, tweak: Int? = nil) {
        let demo = catalog.groups[position.group].demos[position.demo]
        var finder = audits.finder ?? GoldenCaseFinder(catalog: catalog)
        defer { audits.finder = finder }
        var cases: [GoldenCase]
        do {
            cases = try finder.cases(group: position.group, demo: position.demo)
        } catch {
            audits.byDemo[position] = DemoAudit(failure: error.message)
            return
        }
        if let tweak {
            cases = cases.filter { $0.location.tweak == tweak && $0.script == nil }
        }
        let tell = demoCodeWillRun
        let done = demoCodeDidRun
        var isFirst = true
        // Where the browser is, at the rendering audited: a browser started
        // again after a crash opens there, in the same settings.
        let base = place
        let results = AccessibilityAudit.runInOrder(cases) { goldenCase in
            guard let tell else { return }
            if !isFirst, let base, let done { done(base) }
            isFirst = false
            var place = base ?? BrowserPlace(group: demo.groupIdentifier, demo: demo.identifier)
            place.group = demo.groupIdentifier
            place.demo = demo.identifier
            place.tweak = goldenCase.tweak?.identifier
            place.script = goldenCase.script?.identifier
            place.step = nil
            place.controls = nil
            place.scroll = 0
            place.isFullScreen = false
            tell(place)
        }
        if tweak == nil {
            audits.byDemo[position] = DemoAudit(results: results, isComplete: true)
        } else {
            audits.byDemo[position, default: DemoAudit()].add(results)
        }
    }

    /// Audits the tweak shown of ``nextDemoToAudit``, if there is one.
    package mutating func auditShownTweak() {
        guard let position = nextDemoToAudit else { return }
        audit(position, tweak: selectedTweak?.index ?? -1)
    }

    /// `a`: the selected demo's findings, audited first when it has not
    /// been yet.
    mutating func openAudit() {
        guard let selection, selectedRow != nil || view == .demo, let demo = selectedDemo else { return }
        if audits.byDemo[selection]?.isComplete != true {
            guard !hasFailed(selection) else {
                message = BrowserMessage("\(demo.title) stopped a browser: it is not audited again", isWarning: true)
                return
            }
            audit(selection)
        }
        overlay = .audit(top: 0)
    }

    /// The keys of the `a` panel: ↑↓ (j k), PgUp PgDn and Home End scroll;
    /// Esc, Backspace, Enter or `a` close it.
    mutating func handleAuditPanel(_ key: KeyPress, top: Int) -> [BrowserEffect] {
        let pane = layout.pane
        let room = AuditPanel.room(in: pane)
        let count = selectedAudit.map { AuditPanel.lines($0, width: AuditPanel.textWidth(in: pane)).count } ?? 0
        let last = max(0, count - room)
        func scroll(to line: Int) { overlay = .audit(top: min(max(0, line), last)) }
        switch key {
        case .up, .character("k"): scroll(to: top - 1)
        case .down, .character("j"): scroll(to: top + 1)
        case .pageUp: scroll(to: top - room)
        case .pageDown, .character(" "): scroll(to: top + room)
        case .home: scroll(to: 0)
        case .end: scroll(to: last)
        case .escape, .backspace, .enter, .character("a"): overlay = nil
        case .character("?"): overlay = .help
        case .character("q"): return [.quit]
        case .control("l"): return [.redraw]
        default: break
        }
        return []
    }
}
