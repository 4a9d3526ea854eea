import DemoKitCore
import Foundation

/// A run of app launches and what ``WhatsNewEnvironment`` shows at each:
/// the automatic presentation logic, patch fallback included, made visible.
struct AutomaticPresentationDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case upgrades
        case patchFallback
        case corruptStoreFile
    }

    var tweak = Tweaks.upgrades

    func render(in context: RenderContext) throws -> TextBlock {
        let collection = try WhatsNewSamples.collection()
        let launches: [String]
        var store = InMemoryWhatsNewVersionStore()
        var notes: [StyledText] = []
        switch tweak {
        case .upgrades:
            launches = ["1.0.0", "1.0.0", "1.0.1", "1.1.0", "1.2.3", "1.3.0"]
        case .patchFallback:
            launches = ["1.2.3", "1.2.4", "1.2.0"]
        case .corruptStoreFile:
            launches = ["1.1.0", "1.1.0"]
            // A file cut short, as a write that is not atomic leaves it when the
            // app is killed midway. Its contents are given rather than
            // read, so the demo touches no disk; the run then saves in memory.
            let contents = #"{"presentedVersions": ["1.0.0", "1.1"#
            let file = JSONFileWhatsNewVersionStore(
                fileURL: URL(fileURLWithPath: "/var/app/whats-new.json"), contents: Data(contents.utf8))
            notes.append(StyledText("Store file: ").bold() + StyledText(contents))
            if let warning = file.warning {
                notes.append(StyledText("Warning: " + warning).foreground(context.palette.warning))
            }
            store = InMemoryWhatsNewVersionStore(presentedVersions: file.presentedVersions)
        }
        // Its arrows and indents take columns a width below five does not have.
        return try timeline(launches, collection: collection, store: store, notes: notes, in: context)
            .truncated(to: context.width)
    }

    private func timeline(
        _ launches: [String],
        collection: [WhatsNew],
        store: InMemoryWhatsNewVersionStore,
        notes: [StyledText],
        in context: RenderContext
    ) throws -> TextBlock {
        let palette = context.palette
        let width = context.width
        var environment = WhatsNewEnvironment(
            currentVersion: WhatsNewVersion(major: 0), collection: collection, store: store)
        var blocks: [TextBlock] = [
            TextBlock.wrapping(
                StyledText("Entries: ").bold()
                    + StyledText(collection.map(\.version.description).joined(separator: ", ")),
                width: width),
        ]
        blocks += notes.map { TextBlock.wrapping($0, width: width) }
        blocks.append(TextBlock.wrapping(
            StyledText("Already presented: ").bold() + presented(environment.store), width: width))
        for (index, launch) in launches.enumerated() {
            environment.currentVersion = try WhatsNewVersion(launch)
            let decision = environment.decision()
            let outcome: StyledText
            switch decision {
            case .present(let whatsNew):
                outcome = StyledText("Shows “\(whatsNew.title)” (\(whatsNew.version))").foreground(palette.success)
            case .presentFallback(let whatsNew):
                outcome = StyledText("Shows “\(whatsNew.title)” (\(whatsNew.version)): no \(launch) entry, "
                    + "patch fallback").foreground(palette.success)
            case .alreadyPresented(let version):
                outcome = StyledText("Nothing: \(version) was already presented").foreground(palette.secondaryText)
            case .noEntry:
                let release = environment.currentVersion.minorRelease
                let versions = release == environment.currentVersion ? launch : "\(launch) or \(release)"
                outcome = StyledText("Nothing: no entry for \(versions)").foreground(palette.secondaryText)
            }
            if let whatsNew = decision.whatsNew {
                try environment.dismiss(whatsNew)
            }
            let heading = StyledText("Launch \(index + 1) · version \(launch)").bold()
            // The arrow is a block of its own so that right-to-left layout puts
            // the gap between it and the text, and it points the reading way.
            let arrow = StyledText(context.isRightToLeft ? "←" : "→", style: TextStyle(foreground: palette.accent))
            let result = TextBlock.horizontal(
                [TextBlock(arrow), TextBlock.wrapping(outcome, width: max(1, width - 4))], spacing: 1, in: context)
            blocks.append(TextBlock.vertical([
                TextBlock.wrapping(heading, width: width), result.padding(leading: 2, in: context),
            ]))
        }
        blocks.append(TextBlock.wrapping(
            StyledText("Presented after the run: ").bold() + presented(environment.store), width: width))
        return TextBlock.vertical(blocks, spacing: 1)
    }

    private func presented(_ store: InMemoryWhatsNewVersionStore) -> StyledText {
        let versions = store.presentedVersions.map(\.description)
        return StyledText(versions.isEmpty ? "none" : versions.joined(separator: ", "))
    }
}
