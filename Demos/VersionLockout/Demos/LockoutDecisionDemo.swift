import DemoKitCore
import Foundation

/// Scenarios and the status ``VersionLockoutCheck`` gives each: the
/// decision table behind the lockout screens.
struct LockoutDecisionDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case semanticVersions
        case datedVersions
        case rememberedSkip
        case badDocuments
    }

    /// One row of the table: a check, a document and a moment.
    private struct Scenario {
        var title: String
        var check: VersionLockoutCheck
        var document: Data?
        var now = LockoutSamples.now
    }

    var tweak = Tweaks.semanticVersions

    func render(in context: RenderContext) throws -> TextBlock {
        let scenarios = try self.scenarios()
        let palette = context.palette
        let blocks = scenarios.map { scenario in
            let evaluation = scenario.check.evaluate(scenario.document, now: scenario.now)
            var outcome = StyledText(evaluation.status.summary).foreground(evaluation.status.color(in: palette))
            if evaluation.error != nil {
                outcome += StyledText(": the check failed, so the app stays usable").foreground(palette.secondaryText)
            }
            if let end = evaluation.skippedUntil {
                let left = StandardLockoutScreens.describe(end.timeIntervalSince(scenario.now))
                outcome += StyledText(": recommendation skipped, back in \(left)").foreground(palette.secondaryText)
            }
            var lines = [TextBlock.wrapping(StyledText(scenario.title).bold(), width: context.width)]
            lines.append(arrowed(outcome, in: context))
            if let error = evaluation.error {
                lines.append(arrowed(StyledText(error.description).foreground(palette.warning), in: context))
            }
            return TextBlock.vertical(lines).truncated(to: context.width)
        }
        // The arrow and its indent take columns a width below five does not have.
        return TextBlock.vertical(blocks, spacing: 1).truncated(to: context.width)
    }

    private func arrowed(_ text: StyledText, in context: RenderContext) -> TextBlock {
        // The arrow is a block of its own so that right-to-left layout puts
        // the gap between it and the text, and it points the reading way.
        let arrow = TextBlock(StyledText(context.isRightToLeft ? "←" : "→").foreground(context.palette.accent))
        return TextBlock.horizontal(
            [arrow, TextBlock.wrapping(text, width: max(1, context.width - 4))], spacing: 1, in: context
        ).padding(leading: 2, in: context)
    }

    private func scenarios() throws -> [Scenario] {
        switch tweak {
        case .semanticVersions:
            let document = LockoutSamples.document()
            return try ["2.4.1", "2.4", "2.3.1", "2.0.0", "1.9.9"].map { version in
                Scenario(
                    title: "App \(version) · recommended 2.4.0 · required 2.0.0",
                    check: VersionLockoutCheck(currentVersion: try LockoutVersion(version)), document: document)
            } + [
                Scenario(
                    title: "App 2.4.1 · end of life",
                    check: VersionLockoutCheck(currentVersion: try LockoutVersion("2.4.1")),
                    document: LockoutSamples.document(eol: true)),
            ]
        case .datedVersions:
            let document = LockoutSamples.document(recommended: "2022.08.25", required: "2022.03.01")
            let dated = try ["2022.09.01", "2022.08.25", "2022.04.30", "2021.12.24"].map { version in
                Scenario(
                    title: "App \(version) · recommended 2022.08.25 · required 2022.03.01",
                    check: VersionLockoutCheck(currentVersion: try LockoutVersion(version)), document: document)
            }
            // A four-digit major is no date unless the numbers make one.
            return dated + [
                Scenario(
                    title: "App 2024.1.0 (semantic) · recommended 2024.3.0 · required 2024.2.0",
                    check: VersionLockoutCheck(currentVersion: try LockoutVersion("2024.1.0")),
                    document: LockoutSamples.document(recommended: "2024.3.0", required: "2024.2.0")),
            ]
        case .rememberedSkip:
            let current = try LockoutVersion("2.3.1")
            let skipped = LockoutSkip(version: try LockoutVersion("2.4.0"), date: LockoutSamples.now)
            let check = VersionLockoutCheck(currentVersion: current, skip: skipped)
            let hour: TimeInterval = 3_600
            return [
                Scenario(title: "App 2.3.1 · 2.4.0 recommended · never skipped",
                         check: VersionLockoutCheck(currentVersion: current), document: LockoutSamples.document()),
                Scenario(title: "Skipped 2.4.0 one hour ago (skips last 1 day)",
                         check: check, document: LockoutSamples.document(), now: LockoutSamples.now + hour),
                Scenario(title: "Skipped 2.4.0 25 hours ago",
                         check: check, document: LockoutSamples.document(), now: LockoutSamples.now + 25 * hour),
                Scenario(title: "Skipped 2.4.0 one hour ago, but 2.5.0 is now recommended",
                         check: check, document: LockoutSamples.document(recommended: "2.5.0"),
                         now: LockoutSamples.now + hour),
                Scenario(title: "Skipped 2.4.0 one hour ago, but 2.4.0 is now required",
                         check: check, document: LockoutSamples.document(required: "2.4.0"),
                         now: LockoutSamples.now + hour),
            ]
        case .badDocuments:
            let check = VersionLockoutCheck(currentVersion: try LockoutVersion("2.3.1"))
            let bad: [(String, String)] = [
                ("Not JSON", "<html>502 Bad Gateway</html>"),
                ("An array", "[]"),
                ("No required version", LockoutSamples.missingRequiredVersion),
                ("'eol' as a string", LockoutSamples.json().replacingOccurrences(of: "false", with: #""no""#)),
                ("A version that is not one", LockoutSamples.json(required: "2.x")),
                ("A version with four parts", LockoutSamples.json(recommended: "2.4.0.1")),
                ("A relative update link", LockoutSamples.json().replacingOccurrences(of: "https://", with: "")),
                ("A script as the update link",
                 LockoutSamples.json(required: "9.0.0").replacingOccurrences(
                    of: "https://apps.apple.com/app/id1234567890", with: "javascript:alert(1)")),
                ("Dated versions for a semantic app",
                 LockoutSamples.json(recommended: "2022.08.25", required: "2022.03.01")),
            ]
            return bad.map { Scenario(title: $0.0, check: check, document: Data($0.1.utf8)) }
        }
    }
}
