import DemoKitCore
import Foundation

/// The screens ``LockoutScreens`` shows unless the app supplies its own.
enum StandardLockoutScreens {
    static func loading(in context: RenderContext) -> TextBlock {
        LockoutScreenLayout(
            symbol: "◌", color: context.palette.secondaryText, title: "Checking for updates…",
            message: "This takes a moment on a slow connection."
        ).render(in: context)
    }

    static func upToDate(in context: RenderContext) -> TextBlock {
        LockoutScreenLayout(
            symbol: "✓", color: context.palette.success, title: "Up to date",
            message: "Your app's own screens appear here."
        ).render(in: context)
    }

    static func updateRecommended(
        updateURL: URL, version: LockoutVersion, skipPeriod: TimeInterval, in context: RenderContext
    ) -> TextBlock {
        LockoutScreenLayout(
            symbol: "↑", color: context.palette.warning, title: "Update available",
            message: "Version \(version) brings the latest features and fixes. Update now, or skip it "
                + "and be reminded in \(describe(skipPeriod)).",
            primaryAction: "Update now", secondaryAction: "Not now", footnote: updateURL.absoluteString
        ).render(in: context)
    }

    static func updateRequired(updateURL: URL, version: LockoutVersion, in context: RenderContext) -> TextBlock {
        LockoutScreenLayout(
            symbol: "!", color: context.palette.danger, title: "Update required",
            message: "This version can no longer be used. Update to version \(version) or later to continue.",
            primaryAction: "Update now", footnote: updateURL.absoluteString
        ).render(in: context)
    }

    static func endOfLife(message: String?, in context: RenderContext) -> TextBlock {
        LockoutScreenLayout(
            symbol: "×", color: context.palette.danger, title: "No longer supported",
            message: message ?? "This app is no longer supported. Thank you for using it."
        ).render(in: context)
    }

    /// A period in words without locale: "1 day", "12 hours", "30 minutes".
    static func describe(_ period: TimeInterval) -> String {
        let units: [(seconds: Double, name: String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute")]
        for unit in units where period >= unit.seconds {
            let count = Int(period / unit.seconds)
            return "\(count) \(unit.name)\(count == 1 ? "" : "s")"
        }
        return "a moment"
    }
}
