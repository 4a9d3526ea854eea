import DemoKitCore
import Foundation

/// The screen for each lockout status, decided by ``VersionLockoutCheck``
/// from a sample document: `demo-runner open VersionLockout/screens --tweak
/// updateRequired`.
struct LockoutScreensDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case updateRecommended
        case updateRequired
        case endOfLife
        case upToDate
        case loading
        case longMessage
        case narrow
        case customScreen
        case malformedDocument
    }

    var tweak = Tweaks.updateRecommended

    /// A lockout screen stands in for the whole app, so the browser gives it
    /// the whole terminal.
    var presentation: DemoPresentation { .fullScreen }

    func render(in context: RenderContext) throws -> TextBlock {
        var context = context
        var screens = LockoutScreens()
        let document: Data?
        switch tweak {
        case .loading: document = nil
        case .upToDate: document = LockoutSamples.document(recommended: "2.3.0")
        case .updateRecommended: document = LockoutSamples.document()
        case .updateRequired: document = LockoutSamples.document(required: "2.3.5")
        case .endOfLife:
            document = LockoutSamples.document(eol: true, message: "DemoKit Classic is no longer supported.")
        case .longMessage: document = LockoutSamples.document(eol: true, message: LockoutSamples.longMessage)
        case .narrow:
            context = context.with(width: min(context.width, 32))
            document = LockoutSamples.document()
        case .customScreen:
            document = LockoutSamples.document(required: "2.3.5")
            screens.updateRequired = { url, version, context in
                let width = max(1, context.width - 4)
                return TextBlock.vertical([
                    TextBlock.wrapping(StyledText("Time for a new version").bold(), width: width),
                    TextBlock.wrapping(
                        StyledText("Version \(version) keeps your data safe. Get it at \(url.absoluteString)"),
                        width: width),
                ], spacing: 1)
                .bordered(.double, title: StyledText("Your own screen"), color: context.palette.accent, in: context)
            }
        case .malformedDocument:
            document = Data(LockoutSamples.missingRequiredVersion.utf8)
        }
        let check = VersionLockoutCheck(currentVersion: try LockoutVersion("2.3.1"))
        let evaluation = check.evaluate(document, now: LockoutSamples.now)
        var blocks = [screens.render(evaluation.status, skipPeriod: check.skipPeriod, in: context)]
        if let error = evaluation.error {
            let note = StyledText("The check failed, so the app stays usable: \(error)")
                .foreground(context.palette.warning)
            blocks.append(TextBlock.wrapping(note, width: context.width))
        }
        let screen = TextBlock.vertical(blocks)
        // Full screen, the screen sits in the middle of the rows it is given.
        guard let height = context.height, height > screen.height else { return screen }
        return screen.padding(top: (height - screen.height) / 2, in: context)
    }
}
