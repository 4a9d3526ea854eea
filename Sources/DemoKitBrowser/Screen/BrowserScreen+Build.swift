import DemoKitCore

extension BrowserScreen {
    /// The right side of the status line while a rebuild runs or after one
    /// failed, longest first; `nil` when there is none.
    static func buildCandidates(_ state: BrowserState) -> [String]? {
        switch state.build {
        case .building(let progress)?:
            let shown = progress.map { " [\(TerminalSafeText.oneLine($0))]" } ?? ""
            return ["Rebuilding…\(shown) ", "Rebuilding… "]
        case .failed(let errors)?:
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            return ["build failed: \(count) · last good build ", "build failed "]
        case nil:
            return nil
        }
    }

    /// The compiler's errors, in a panel at the bottom of the demo pane:
    /// the catalog above it stays the last good build, and works.
    static func drawBuildErrors(_ errors: [String], over pane: ScreenRect, on lines: inout [StyledText]) {
        guard pane.height >= 4, pane.width >= 10 else { return }
        // Each error wrapped to the pane, in at most half of it.
        let room = max(1, pane.height / 2 - 2)
        var body: [StyledText] = []
        var shownCount = 0
        for error in errors {
            let wrapped = StyledText(TerminalSafeText.oneLine(error), style: BrowserChrome.errorDetail)
                .wrapped(to: pane.width)
            guard body.count + wrapped.count <= room || body.isEmpty else { break }
            body += wrapped.prefix(room)
            shownCount += 1
        }
        let top = pane.y + pane.height - body.count - 2
        let title = "─ Build failed; this is the last good build "
        let rule = title + String(repeating: "─", count: max(0, pane.width - title.count))
        var panel = [StyledText(rule, style: BrowserChrome.error).truncated(to: pane.width, ellipsis: "")]
        panel += body
        let more = errors.count - shownCount
        let footer = more > 0 ? "… \(more) more · save a fix to rebuild" : "Save a fix to rebuild."
        panel.append(StyledText(footer, style: BrowserChrome.secondary).truncated(to: pane.width))
        for (offset, line) in panel.enumerated() where pane.rows.contains(top + offset) {
            let row = top + offset
            let before = lines[row].columns(0..<(pane.x))
            lines[row] = before.padded(to: pane.x) + line.padded(to: pane.width)
        }
    }
}
