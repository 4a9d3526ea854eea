import DemoKitCore
import Foundation

/// A changelog read from a sample file: `demo-runner open
/// Changelog/changelog --tweak persian`.
struct ChangelogDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case english
        case withReviewButton
        case persian
        case longHistory
        case customLabels
        case badFile
    }

    var tweak = Tweaks.english

    /// Without colour the "What's New" badge is drawn in brackets; pin that too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .noColor] }

    func render(in context: RenderContext) throws -> TextBlock {
        var configuration = ChangelogConfiguration()
        let file: String
        var format = ChangelogFormat.json
        var currentVersion = "2.1.0"
        switch tweak {
        case .english:
            file = ChangelogSamples.englishJSON
        case .withReviewButton:
            file = ChangelogSamples.englishJSON
            configuration.submitReviewButton = SubmitReviewButton(title: "Submit review")
        case .persian:
            file = ChangelogSamples.persianPropertyList
            format = .propertyList
            configuration = .persian
        case .longHistory:
            file = ChangelogSamples.longHistoryJSON
            currentVersion = "8.0.0"
        case .customLabels:
            file = ChangelogSamples.englishJSON
            configuration.title = "Release notes"
            configuration.versionLabel = "Release"
            configuration.whatsNewBadge = ChangelogBadge(text: "NEW IN THIS UPDATE", color: context.palette.success)
            configuration.current = ChangelogVersionStyle(titleColor: context.palette.success)
            configuration.others = ChangelogVersionStyle(titleColor: context.palette.secondaryText)
            configuration.submitReviewButton = SubmitReviewButton(
                title: "Rate this update", backgroundColor: context.palette.success)
        case .badFile:
            file = ChangelogSamples.badPropertyList
            format = .propertyList
        }
        do {
            let data = try ChangelogData(decoding: Data(file.utf8), as: format)
            // Its rules and bullets take columns a width below five does not have.
            return ChangelogView(data: data, currentVersion: currentVersion, configuration: configuration)
                .render(in: context).truncated(to: context.width)
        } catch {
            let message = StyledText("Could not read the changelog: ").bold() + StyledText(error.description)
            return TextBlock.wrapping(message.foreground(context.palette.danger), width: context.width)
        }
    }
}
