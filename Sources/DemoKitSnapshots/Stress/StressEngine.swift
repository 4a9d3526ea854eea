import Foundation
import DemoKitCore

/// `demo-runner stress`: renders each demo's still cases (every tweak, its
/// first variation) at many widths and with the edge values of its
/// controls, each twice, on the snapshot engine's lanes
/// (``GoldenRendering``: render workers, so that a crash or a hang fails
/// one rendering), and checks what every rendering must hold; then, in
/// this process, audits each trial that held (``audit``).
package struct StressEngine: Sendable {
    /// The fixed widths every case is rendered at.
    package static let widths = [1, 2, 10, 20, 40, 80, 200]
    /// How many seeded random widths are added, from 3 to 160.
    package static let randomWidths = 3
    /// Widths a control's values are tried at: a narrow one and the golden's.
    package static let controlWidths = [10, 80]
    /// The narrowest width a trial is audited at: the narrowest a terminal
    /// gives DemoKit (`COLUMNS` from 10). Narrower, a rendering is
    /// fragments cut with `…`, for the other invariants to check; the
    /// audit's rules judge text a reader reads (at 1 to 4 columns they
    /// found a table's header letters and a bar's `…` in its track's grey).
    package static let narrowestAudited = 10

    /// The text values every text control is tried with: what user data
    /// brings to a terminal.
    package static let edgeTexts: [(name: String, value: String)] = [
        ("empty", ""),
        ("very long", String(repeating: "Supercalifragilistic ", count: 12)),
        ("CJK", "漢字とカタカナの長い名前"),
        ("emoji ZWJ", "👩‍👩‍👧‍👦 family 🏳️‍🌈"),
        ("combining marks", "Zalgo: Z\u{335}\u{31B}a\u{337}\u{308}l\u{301}g\u{302}o\u{303}"),
        ("RTL", "שלום עולם مرحبا"),
        ("tab", "a\tb"),
        ("C0 control", "bell\u{07}end"),
        ("ESC sequence", "\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{07}"),
    ]

    /// One rendering tried.
    package struct Trial: Sendable {
        /// The case, with its probe.
        package var goldenCase: GoldenCase
    }

    /// A rendering that broke an invariant.
    package struct Failure: Sendable {
        /// The case and probe that broke it.
        package var goldenCase: GoldenCase
        /// What broke: `crash`, `hang`, `threw`, `too wide`, `control
        /// character`, `not deterministic`, `unavailable`, `audit`.
        package var invariant: String
        /// The detail, one line.
        package var detail: String

        package var probe: StressProbe { goldenCase.probe ?? StressProbe(width: goldenCase.variation.context.width) }
    }

    /// What a run found.
    package struct Summary: Sendable {
        /// Renderings made (each trial twice).
        package var renderings = 0
        /// Trials, each a case at one probe.
        package var trials = 0
        /// The failures, one per trial at most, in the plan's order.
        package var failures: [Failure] = []
    }

    package var rendering: GoldenRendering
    package var jobs: Int
    package var seed: UInt64
    /// Audits a trial that held every other invariant, at a width from
    /// ``narrowestAudited``, in this process,
    /// on `jobs` threads: what the audit finds in it and not in its case at
    /// its own width with the demo's defaults, in one line (the rule and
    /// its message), or `nil`. DemoKitAudit, above this module, gives it
    /// (`demo-runner stress`); `nil` audits nothing.
    package var audit: (@Sendable (GoldenCase) -> String?)?

    package init(
        rendering: GoldenRendering, jobs: Int, seed: UInt64, audit: (@Sendable (GoldenCase) -> String?)? = nil
    ) {
        self.rendering = rendering
        self.jobs = jobs
        self.seed = seed
        self.audit = audit
    }

    /// The trials for `plan`: each still case of its first variation at
    /// every width, and the first tweak's controls at their edge values.
    package func trials(of plan: SnapshotPlan) -> [GoldenCase] {
        var random = SplitMix64(seed: seed)
        let extra = (0..<Self.randomWidths).map { _ in Int(random.next() % 158) + 3 }
        let widths = Self.widths + extra
        var trials: [GoldenCase] = []
        for goldenCase in plan.cases where goldenCase.script == nil && goldenCase.location.variation == 0 {
            for width in widths { trials.append(goldenCase.probed(StressProbe(width: width))) }
            guard goldenCase.location.tweak <= 0 else { continue }
            for control in goldenCase.demo.controls() {
                for value in Self.values(of: control.kind) {
                    for width in Self.controlWidths {
                        let setting = DemoControlSetting(name: control.name, value: value)
                        trials.append(goldenCase.probed(StressProbe(width: width, settings: [setting])))
                    }
                }
            }
        }
        return trials
    }

    /// The values a control is tried with.
    static func values(of kind: DemoControlKind) -> [String] {
        switch kind {
        case .text: edgeTexts.map(\.value)
        case .integer(let range):
            range.lowerBound == range.upperBound
                ? [String(range.lowerBound)] : [String(range.lowerBound), String(range.upperBound)]
        case .boolean: ["false", "true"]
        case .choice(let names): names
        case .color: ["black", "#FFFFFF"]
        }
    }

    /// Renders every trial twice (the second pass after the first, so that
    /// most pairs are rendered by different workers) and checks each.
    package func run(_ trials: [GoldenCase]) -> Summary {
        let doubled = trials + trials
        var outcomes = [GoldenRenderOutcome?](repeating: nil, count: doubled.count)
        let pool = rendering.makePool()
        defer { pool.finish() }
        // Goldens are not compared: a probe's rendering comes back whole.
        let store = GoldenStore(root: URL(fileURLWithPath: "/nonexistent-demokit-stress"))
        var index = 0
        ParallelBatches.run(
            count: doubled.count, jobs: jobs,
            makeState: { pool.checkOut() },
            willStart: { run, lane in lane.prepare(Array(doubled[run]), goldens: store) },
            work: { index, lane in lane.render(doubled[index]) },
            finishState: { lane in pool.checkIn(lane) },
            deliver: { outcome in
                outcomes[index] = outcome
                index += 1
            })
        var failures = trials.indices.map { position in
            Self.check(trials[position], first: outcomes[position], second: outcomes[position + trials.count])
        }
        if let audit {
            let held = trials.indices.filter {
                failures[$0] == nil && trials[$0].context.width >= Self.narrowestAudited
            }
            var position = 0
            ParallelBatches.run(
                count: held.count, jobs: jobs, makeState: {},
                work: { index, _ in audit(trials[held[index]]) },
                deliver: { detail in
                    if let detail {
                        let trial = trials[held[position]]
                        failures[held[position]] = Failure(
                            goldenCase: trial, invariant: "audit", detail: TerminalSafeText.oneLine(detail))
                    }
                    position += 1
                })
        }
        return Summary(renderings: doubled.count, trials: trials.count, failures: failures.compactMap { $0 })
    }

    /// The first invariant `trial` breaks, or `nil`.
    package static func check(_ trial: GoldenCase, first: GoldenRenderOutcome?, second: GoldenRenderOutcome?) -> Failure? {
        func failure(_ invariant: String, _ detail: String) -> Failure {
            Failure(goldenCase: trial, invariant: invariant, detail: TerminalSafeText.oneLine(detail))
        }
        let width = trial.context.width
        switch first {
        case .none: return failure("unavailable", "no rendering came back")
        case .crashed(let crash)?: return failure("crash", crash.summary(subject: "it"))
        case .timedOut(let timeout)?: return failure("hang", timeout.message(subject: "it", script: nil))
        case .threw(let message)?: return failure("threw", message)
        case .unavailable(let reason)?: return failure("unavailable", reason)
        case .matched?: return failure("unavailable", "compared with a golden")
        case .rendered(let rendering)?:
            if let overflow = rendering.overflowWidth {
                return failure("too wide", "a line is \(overflow) columns wide in a width of \(width)")
            }
            let text = String(decoding: rendering.plain, as: UTF8.self)
            if let scalar = text.unicodeScalars.first(where: { isRawControl($0) }) {
                return failure("control character", "the output holds a raw \(scalarName(scalar))")
            }
            guard case .rendered(let again)? = second else {
                return failure("not deterministic", "the second rendering did not render: \(String(describing: second))")
            }
            if again != rendering {
                return failure("not deterministic", difference(rendering, again, width: width))
            }
            return nil
        }
    }

    /// Where two renderings of one trial part: the first line that differs,
    /// both sides, each made safe to print and cut to `width` columns
    /// (at least 20), so that a reader tells a race (a line half drawn)
    /// from noise (a clock, a counter); or that only the styles differ.
    static func difference(_ first: GoldenRenderer.Rendering, _ second: GoldenRenderer.Rendering, width: Int) -> String {
        let one = String(decoding: first.plain, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let two = String(decoding: second.plain, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let columns = max(20, width)
        func shown(_ lines: [Substring], _ index: Int) -> String {
            guard index < lines.count else { return "(no line)" }
            let line = StyledText(TerminalSafeText.oneLine(String(lines[index])))
            return "'" + line.truncated(to: columns).plainText + "'"
        }
        guard let index = (0..<max(one.count, two.count)).first(where: { $0 >= one.count || $0 >= two.count || one[$0] != two[$0] })
        else {
            return first.styles != second.styles
                ? "two renderings differ in their styles only, not their text"
                : "two renderings differ in their outcome or width, not their text"
        }
        return "two renderings differ from line \(index + 1): \(shown(one, index)), then \(shown(two, index))"
    }

    /// A C0 control other than a line feed, DEL, or a C1 control.
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }

    static func scalarName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
