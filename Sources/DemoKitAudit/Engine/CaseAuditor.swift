import DemoKitCore
import DemoKitHeadless
import DemoKitSnapshots

/// Audits one rendering the catalog pins: renders it as its golden does
/// (``GoldenRenderer``), then runs every rule on it.
package enum CaseAuditor {
    /// The share of decorative glyphs above which the screen-reader look is
    /// a finding: 10 % of the visible characters.
    package static let decorativeLimit = 0.10

    /// The audit of `goldenCase`, without waivers (``WaiverCheck`` applies
    /// them) and without the check across tweaks (``AccessibilityAudit``
    /// does it, seeing them all). A case `stress` probes
    /// (``GoldenCase/probe``) is audited at the probe's width with its
    /// controls set (``ProbeAudit``).
    package static func audit(_ goldenCase: GoldenCase) -> (result: AuditCaseResult, still: TextBlock?) {
        var result = emptyResult(goldenCase)
        let context = goldenCase.context
        let settings = goldenCase.probe?.settings ?? []
        var still: TextBlock?
        do {
            let frames: [(step: Int?, screen: TextBlock)]
            var scriptFrames: [ScriptFrame] = []
            if let script = goldenCase.script {
                scriptFrames = try GoldenRenderer.frames(
                    of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: context)
                frames = scriptFrames.map { ($0.index, $0.screen) }
            } else {
                let screen = try GoldenRenderer.screen(
                    of: goldenCase.demo, tweak: goldenCase.tweak, settings: settings, in: context)
                still = screen
                frames = [(nil, screen)]
            }
            var findings: [AuditFinding] = []
            var visible = 0
            var decorative = 0
            var plainFrames: [TextBlock]?
            for (offset, frame) in frames.enumerated() {
                let cells = ScreenCells(frame.screen)
                for row in cells.rows {
                    for cell in row where !cell.text.isWhitespace {
                        visible += 1
                        if DecorativeGlyphs.contains(cell.text) { decorative += 1 }
                    }
                }
                guard context.allowsColor else { continue }
                findings += ContrastRule.check(cells, appearance: context.appearance, step: frame.step)
                findings += ColorDepthRule.check(cells, step: frame.step)
                // The rendering without colour is made only for a screen
                // that has a row set apart by style.
                if !UseOfColorRule.checkRows(frame.screen, plain: nil, step: frame.step).isEmpty {
                    if plainFrames == nil {
                        plainFrames = try withoutColor(goldenCase, context: context, frameCount: frames.count)
                    }
                    let plain = plainFrames.flatMap { offset < $0.count ? $0[offset] : nil }
                    findings += UseOfColorRule.checkRows(frame.screen, plain: plain, step: frame.step)
                }
            }
            if !scriptFrames.isEmpty { findings += UseOfColorRule.checkSteps(scriptFrames) }
            result.decorativeShare = visible == 0 ? 0 : Double(decorative) / Double(visible)
            if context.screenReader, result.decorativeShare > decorativeLimit {
                findings.append(
                    AuditFinding(
                        rule: .decorativeGlyphs,
                        message: "\(percent(result.decorativeShare)) of the characters a screen reader reads are "
                            + "decoration (box drawing, blocks, braille), more than \(percent(decorativeLimit)): "
                            + "leave borders and spinners out of the screen-reader look"))
            }
            findings += try appendOnly(goldenCase, context: context, frames: frames.map(\.screen))
            findings += try motion(goldenCase, context: context)
            result.findings = findings
        } catch {
            result.error = TerminalSafeText.oneLine("\(error)")
        }
        return (result, still)
    }

    /// The result of a case that could not be rendered, with why (a crash,
    /// a hang): no rule ran.
    static func notRendered(_ goldenCase: GoldenCase, _ reason: String) -> AuditCaseResult {
        var result = emptyResult(goldenCase)
        result.error = TerminalSafeText.oneLine(reason)
        return result
    }

    private static func emptyResult(_ goldenCase: GoldenCase) -> AuditCaseResult {
        AuditCaseResult(
            key: goldenCase.key, address: goldenCase.demo.address, tweak: goldenCase.tweak?.identifier,
            script: goldenCase.script?.identifier, variation: goldenCase.variation.suffix)
    }

    /// A fresh demo for `goldenCase`: configured for its tweak, with its
    /// probe's controls set.
    static func demoable(_ goldenCase: GoldenCase) throws -> any Demoable {
        try goldenCase.demo.makeDemoable(tweak: goldenCase.tweak, settings: goldenCase.probe?.settings ?? [])
    }

    /// `12 %`.
    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    /// The screens of `goldenCase` rendered without colour, as a terminal
    /// with `NO_COLOR` gets them.
    static func withoutColor(_ goldenCase: GoldenCase, context: RenderContext, frameCount: Int) throws -> [TextBlock] {
        var plain = context
        plain.colorSupport = .none
        if let script = goldenCase.script {
            return try GoldenRenderer.frames(of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: plain)
                .map(\.screen)
        }
        return [
            try GoldenRenderer.screen(
                of: goldenCase.demo, tweak: goldenCase.tweak, settings: goldenCase.probe?.settings ?? [], in: plain)
        ]
    }

    /// The append-only check of a live stream component in its accessible
    /// look (a rendering without colour or for a screen reader): its
    /// transcripts step by step, or frame by frame for a still rendering of
    /// an animated one.
    static func appendOnly(
        _ goldenCase: GoldenCase, context: RenderContext, frames: [TextBlock]
    ) throws -> [AuditFinding] {
        guard context.screenReader || !context.allowsColor else { return [] }
        let demo = try demoable(goldenCase)
        guard demo is any _HostedDemo, demo is any LiveDemo else { return [] }
        var screens = frames
        if goldenCase.script == nil, let animated = demo as? any AnimatedDemo {
            screens = try MotionRule.frameTimes(of: animated, from: .zero, to: MotionRule.flashSpan)
                .map { try animated.render(in: context.with(time: $0)) }
        }
        var history = TranscriptHistory()
        for screen in screens { history.add(screen) }
        guard history.total > 0 else { return [] }
        let cells = history.rewrites.keys.sorted().map { CellSpan(row: $0, columns: 0..<context.width) }
        return [
            AuditFinding(
                rule: .appendOnly, cells: cells,
                message: "the accessible look is not append-only: it \(history.summary) across "
                    + "\(screens.count) frames; a screen reader reads each again")
        ]
    }

    /// The motion checks, once per tweak: on the demo's first variation's
    /// still rendering. Not on a probe's (``ProbeAudit``): they play the
    /// animation for seconds (of real time, on the real clock) to judge its
    /// timing, which no width changes, and `audit` makes them on the case.
    static func motion(_ goldenCase: GoldenCase, context: RenderContext) throws -> [AuditFinding] {
        guard goldenCase.script == nil, goldenCase.probe == nil else { return [] }
        let demo = try demoable(goldenCase)
        guard let animated = demo as? any AnimatedDemo else { return [] }
        if context.reduceMotion { return try MotionRule.checkReducedMotion(animated, in: context) }
        guard goldenCase.location.variation == 0 else { return [] }
        var findings: [AuditFinding] = []
        // A pinned reduced-motion variation is checked as its own case.
        if !demo.snapshotVariations.contains(where: \.reduceMotion) {
            findings.append(
                AuditFinding(
                    rule: .reducedMotion,
                    message: "no golden pins the reduced-motion look: add .reducedMotion (or .screenReader) "
                        + "to snapshotVariations"))
            findings += try MotionRule.checkReducedMotion(animated, in: context)
        }
        findings += try MotionRule.checkFlashing(animated, in: context)
        return findings
    }
}
