import DemoKitCore
import DemoKitSnapshots

/// A row of the `c` panel: one of the selected demo's controls, its value
/// now and whether that differs from the tweak's.
package struct ControlRow: Sendable, Hashable {
    /// The control's name, as `--set` takes it.
    package var name: String
    /// Its type and accepted values.
    package var kind: DemoControlKind
    /// Its value in the demo shown; `nil` when it cannot be read.
    package var value: DemoControlValue?
    /// Whether the value is set over the tweak's (a `--set` of its own).
    package var isSet: Bool
}

extension BrowserState {
    /// The colours ←/→ step a colour control through.
    static let controlColors = [
        "red", "green", "yellow", "blue", "magenta", "cyan", "white", "black", "brightRed", "brightGreen",
        "brightBlue",
    ]

    /// The selected demo's controls with their values in the demo shown:
    /// its tweak's, with the controls set in the browser over them.
    package var controlRows: [ControlRow] {
        guard let demo = selectedDemo else { return [] }
        let set = selectedControls
        let shown = (try? demo.makeDemoable(tweak: selectedTweak, settings: set)) ?? demo.makeDemoable(tweak: selectedTweak)
        return shown.controls.map { control in
            ControlRow(
                name: control.name, kind: control.kind, value: control.read(shown),
                isSet: set.contains { $0.name == control.name })
        }
    }

    /// `c`: the controls panel, on the first control.
    mutating func openControls() {
        guard let demo = selectedDemo, showsSelectedDemo else { return }
        guard !controlRows.isEmpty else {
            message = BrowserMessage("\(demo.title) has no controls")
            return
        }
        overlay = .controls(cursor: 0, draft: nil)
    }

    /// Sets control `name` of the selected demo to `value`, over its
    /// tweak's: the demo shown is made again with it, as `open --set` makes
    /// it. A value equal to the tweak's is no longer set.
    mutating func setControl(_ name: String, to value: DemoControlValue) {
        guard let selection, let demo = selectedDemo else { return }
        let base = demo.makeDemoable(tweak: selectedTweak)
        let controls = base.controls
        var set = selectedControls.filter { $0.name != name }
        let tweakValue = controls.first { $0.name == name }?.read(base)
        if tweakValue != value { set.append(DemoControlSetting(name: name, value: value.argument)) }
        // In the demo's order, so the same values are always the same list.
        let order = controls.map(\.name)
        set.sort { (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0) }
        chosenControls[selection] = set.isEmpty ? nil : set
    }

    /// The value ←/→ step `row` to: the next integer in its range, the
    /// next choice or colour (round), the other boolean; `nil` for text.
    static func stepped(_ row: ControlRow, by delta: Int) -> DemoControlValue? {
        switch (row.kind, row.value) {
        case (.integer(let range), .integer(let value)?):
            return .integer(min(max(range.lowerBound, value + delta), range.upperBound))
        case (.choice(let names), let value):
            guard !names.isEmpty else { return nil }
            let index = value.flatMap { value in names.firstIndex { .choice($0) == value } } ?? -delta
            return .choice(names[((index + delta) % names.count + names.count) % names.count])
        case (.boolean, .boolean(let value)?):
            return .boolean(!value)
        case (.color, let value):
            let colors = controlColors.compactMap { DemoControlKind.color.parse($0) }
            guard !colors.isEmpty else { return nil }
            let index = value.flatMap { colors.firstIndex(of: $0) } ?? (delta > 0 ? -1 : 0)
            return colors[((index + delta) % colors.count + colors.count) % colors.count]
        default:
            return nil
        }
    }

    /// Keys of the `c` panel. Choosing: ↑↓ (j k) move, ←→ (h l) change the
    /// value (Space and Enter toggle a boolean), Enter edits a text, Esc,
    /// Backspace or `c` close. Editing a text: characters are typed into a
    /// draft, Backspace deletes, Ctrl-U clears, Enter applies the draft and
    /// Esc drops it.
    ///
    /// A text applies on Enter, not at each key: the demo renders once,
    /// with the text meant, never with what lies between (an empty or
    /// half-typed value, which demo code may not take: a crash there costs
    /// a restart of the browser and the keys typed meanwhile). Storybook
    /// can apply each key because a web page survives a component's error;
    /// here demo code runs in the browser's process.
    mutating func handleControlsPanel(_ key: KeyPress, cursor: Int, draft: String?) -> [BrowserEffect] {
        let rows = controlRows
        guard rows.indices.contains(cursor) else {
            overlay = nil
            return []
        }
        let row = rows[cursor]
        if let draft {
            switch key {
            case .character(let character): overlay = .controls(cursor: cursor, draft: draft + String(character))
            case .backspace: overlay = .controls(cursor: cursor, draft: String(draft.dropLast()))
            case .control("u"): overlay = .controls(cursor: cursor, draft: "")
            case .enter:
                setControl(row.name, to: .text(draft))
                overlay = .controls(cursor: cursor, draft: nil)
            case .escape: overlay = .controls(cursor: cursor, draft: nil)
            case .control("l"): return [.redraw]
            default: break
            }
            return []
        }
        switch key {
        case .up, .character("k"): overlay = .controls(cursor: max(0, cursor - 1), draft: nil)
        case .down, .character("j"): overlay = .controls(cursor: min(rows.count - 1, cursor + 1), draft: nil)
        case .home: overlay = .controls(cursor: 0, draft: nil)
        case .end: overlay = .controls(cursor: rows.count - 1, draft: nil)
        case .left, .character("h"), .right, .character("l"), .character(" "):
            let delta = key == .left || key == .character("h") ? -1 : 1
            if let value = Self.stepped(row, by: delta) { setControl(row.name, to: value) }
        case .enter:
            if row.kind == .text {
                let text: String
                if case .text(let current)? = row.value { text = current } else { text = "" }
                overlay = .controls(cursor: cursor, draft: text)
            } else if let value = Self.stepped(row, by: 1), row.kind == .boolean {
                setControl(row.name, to: value)
            }
        case .escape, .backspace, .character("c"): overlay = nil
        case .character("?"): overlay = .help
        case .character("q"): return [.quit]
        case .control("l"): return [.redraw]
        default: break
        }
        return []
    }

    /// Pasted text as it is typed into a filter or a control's draft: less
    /// line breaks and control characters.
    static func typeable(_ text: String) -> String {
        text.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
    }
}
