import DemoKitCore
import DemoKitSnapshots

extension BrowserScreen {
    /// The keys, as the `?` panel lists them; the last ones give way in a
    /// short window.
    static let keyTable: [(keys: String, meaning: String)] = [
        ("↑ ↓  j k", "Previous / next demo"),
        ("Enter", "Open the demo full screen (Esc returns); an interactive one takes the keys"),
        ("Ctrl-]", "Give the keys back: from the demo to the catalog"),
        ("t", "Tweak menu: ↑↓ and Enter, or 1-9"),
        ("← →  [ ]", "Previous / next tweak"),
        ("s", "Script menu: play a script step by step"),
        (". n  , N", "Next / previous script step (Esc leaves the script)"),
        ("p  .", "Pause / play time; step a frame (while the demo has no keys)"),
        ("0", "Start a live demo again from time zero"),
        ("/", "Filter demos (Enter keeps, Esc clears)"),
        ("q  Ctrl-C", "Quit"),
        ("Tab ⇧Tab", "Next / previous group (also g G)"),
        ("Home End", "First / last demo"),
        ("a", "Accessibility findings of this demo, as 'audit' reports them"),
        ("c", "Controls: ↑↓ choose, ←→ change, Enter types a text (as open --set)"),
        ("d", "Dark / light appearance"),
        ("r", "Right-to-left / left-to-right"),
        ("w W", "Next / previous width (fit 40 60 80 120)"),
        ("PgUp PgDn", "Scroll a tall demo (also Space)"),
        ("Ctrl-Z", "Suspend ('fg' in the shell resumes)"),
        ("Ctrl-L", "Redraw the screen"),
        ("?", "This help"),
    ]

    /// The `?` panel, centred over `rect`.
    static func drawHelp(_ state: BrowserState, over rect: ScreenRect, on lines: inout [StyledText]) {
        let keyWidth = keyTable.reduce(0) { max($0, $1.keys.displayWidth) } + 2
        var body = keyTable.map { row in
            StyledText(row.keys, style: BrowserChrome.key).padded(to: keyWidth) + StyledText(row.meaning)
        }
        let footer = [
            StyledText(),
            StyledText("Quit any time: the next run reopens this demo and tweak.", style: BrowserChrome.hint),
        ]
        let room = rect.height - 2
        if body.count + footer.count <= room {
            body += footer
        } else if body.count > room, room > 1 {
            let hidden = body.count - (room - 1)
            body = Array(body.prefix(room - 1))
            body.append(StyledText("… \(hidden) more in a taller window", style: BrowserChrome.hint))
        }
        drawPanel(title: "Keys", body: body, state: state, over: rect, centered: true, on: &lines)
    }

    /// The `a` panel over the demo pane: the selected demo's findings from
    /// line `top` (``AuditPanel``).
    static func drawAudit(_ state: BrowserState, top: Int, over rect: ScreenRect, on lines: inout [StyledText]) {
        guard let demo = state.selectedDemo, let audit = state.selectedAudit else { return }
        let width = AuditPanel.textWidth(in: rect)
        let all = AuditPanel.lines(audit, width: width)
        let room = AuditPanel.room(in: rect)
        let start = min(max(0, top), max(0, all.count - room))
        let body = Array(all[start..<min(all.count, start + room)])
        var title = "Accessibility · \(demo.title)"
        if all.count > room { title += " · \(start + 1)–\(start + body.count) of \(all.count)" }
        drawPanel(title: title, body: body, contentWidth: width, state: state, over: rect, centered: true, on: &lines)
    }

    /// The tweak menu, at the top right of the demo pane.
    static func drawTweakMenu(
        _ state: BrowserState, cursor: Int, over rect: ScreenRect, on lines: inout [StyledText]
    ) {
        guard let demo = state.selectedDemo else { return }
        let current = state.selectedTweak?.index
        let numberWidth = String(demo.tweaks.count).count
        var body = demo.tweaks.map { tweak in
            let number = String(repeating: " ", count: numberWidth - String(tweak.number).count) + "\(tweak.number)"
            let mark = tweak.index == current ? "●" : " "
            let text = "\(tweak.index == cursor ? "›" : " ") \(number) \(tweak.title) \(mark)"
            return StyledText(text, style: tweak.index == cursor ? BrowserChrome.selected : .plain)
        }
        // The width comes from every tweak, not those in view, so the menu
        // keeps its width as it scrolls.
        let width = body.reduce(0) { max($0, $1.displayWidth) }
        body = Self.scrolledWindow(of: body, cursor: cursor, room: max(1, rect.height - 2))
        drawPanel(
            title: "Tweaks · \(demo.title)", body: body, contentWidth: width, state: state, over: rect,
            centered: false, on: &lines)
    }

    /// The controls panel, at the top right of the demo pane: each control's
    /// name, value and type; a value set over the tweak's is marked `●`,
    /// and the text being typed (`draft`, not yet applied) shows in its
    /// value's place, ending in a cursor.
    static func drawControls(
        _ state: BrowserState, cursor: Int, draft: String?, over rect: ScreenRect, on lines: inout [StyledText]
    ) {
        guard let demo = state.selectedDemo else { return }
        let rows = state.controlRows
        let nameWidth = rows.reduce(0) { max($0, $1.name.displayWidth) }
        var body = rows.enumerated().map { index, row in
            let chosen = index == cursor
            var value = row.value.map { TerminalSafeText.oneLine($0.argument) } ?? "?"
            if chosen, let draft { value = TerminalSafeText.oneLine(draft) }
            if case .text = row.kind { value = "\"" + value + (chosen && draft != nil ? "▏" : "") + "\"" }
            let name = row.name + String(repeating: " ", count: nameWidth - row.name.displayWidth)
            let text = "\(chosen ? "›" : " ") \(TerminalSafeText.oneLine(name))  \(value)  \(row.kind.typeName) \(row.isSet ? "●" : " ")"
            return StyledText(text, style: chosen ? BrowserChrome.selected : .plain)
        }
        let width = body.reduce(0) { max($0, $1.displayWidth) }
        body = Self.scrolledWindow(of: body, cursor: cursor, room: max(1, rect.height - 2))
        drawPanel(
            title: "Controls · \(demo.title)", body: body, contentWidth: width, state: state, over: rect,
            centered: false, on: &lines)
    }

    /// The rows of a list that fit in `room`, keeping `cursor` in view, with
    /// `↑ N more` and `↓ N more` in place of the first and last rows when
    /// there are more above or below.
    static func scrolledWindow(of rows: [StyledText], cursor: Int, room: Int) -> [StyledText] {
        let count = rows.count
        guard count > room else { return rows }
        guard room >= 3 else {
            let start = min(max(0, cursor - room / 2), count - room)
            return Array(rows[start..<(start + room)])
        }
        let start: Int
        let shown: Int
        if cursor < room - 1 {
            start = 0
            shown = room - 1
        } else if cursor >= count - (room - 1) {
            start = count - (room - 1)
            shown = room - 1
        } else {
            shown = room - 2
            start = min(max(1, cursor - shown / 2), count - shown - 1)
        }
        var window = Array(rows[start..<(start + shown)])
        if start > 0 { window.insert(StyledText("  ↑ \(start) more", style: BrowserChrome.hint), at: 0) }
        let below = count - start - shown
        if below > 0 { window.append(StyledText("  ↓ \(below) more", style: BrowserChrome.hint)) }
        return window
    }

    /// The script menu, at the top right of the demo pane: each script's
    /// title and number of steps.
    static func drawScriptMenu(
        _ state: BrowserState, cursor: Int, over rect: ScreenRect, on lines: inout [StyledText]
    ) {
        guard let demo = state.selectedDemo, let scripts = state.live?.scripts else { return }
        let current = state.script?.index
        let numberWidth = String(scripts.count).count
        var body = scripts.enumerated().map { index, script in
            let number = String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1)"
            let mark = index == current ? "●" : " "
            let steps = script.steps.count == 1 ? "1 step" : "\(script.steps.count) steps"
            let text = "\(index == cursor ? "›" : " ") \(number) \(script.title) · \(steps) \(mark)"
            return StyledText(text, style: index == cursor ? BrowserChrome.selected : .plain)
        }
        let width = body.reduce(0) { max($0, $1.displayWidth) }
        body = Self.scrolledWindow(of: body, cursor: cursor, room: max(1, rect.height - 2))
        drawPanel(
            title: "Scripts · \(demo.title)", body: body, contentWidth: width, state: state, over: rect,
            centered: false, on: &lines)
    }

    /// A framed panel drawn over `rect`, cut to fit.
    private static func drawPanel(
        title: String, body: [StyledText], contentWidth: Int? = nil, state: BrowserState, over rect: ScreenRect,
        centered: Bool, on lines: inout [StyledText]
    ) {
        guard rect.width >= 6, rect.height >= 3 else { return }
        let inner = min(
            rect.width - 4,
            max(title.displayWidth + 2, contentWidth ?? body.reduce(0) { max($0, $1.displayWidth) }))
        let content = TextBlock(body.map { $0.truncated(to: inner).padded(to: inner) })
        let context = RenderContext(width: inner + 4, colorSupport: state.settings.colorSupport)
        var panel = content.bordered(.rounded, title: StyledText(title).bold(), color: .cyan, in: context).lines
        if panel.count > rect.height {
            panel = Array(panel.prefix(rect.height - 1)) + [panel[panel.count - 1]]
        }
        let width = panel.first?.displayWidth ?? 0
        let x = centered ? rect.x + max(0, (rect.width - width) / 2) : rect.x + max(0, rect.width - width)
        let y = centered ? rect.y + max(0, (rect.height - panel.count) / 2) : rect.y
        for (index, line) in panel.enumerated() where lines.indices.contains(y + index) {
            lines[y + index] = lines[y + index].overlaid(with: line, at: x)
        }
    }
}
