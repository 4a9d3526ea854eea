import DemoKitCore
import Foundation

/// The screen for each ``LockoutStatus``: the built-in ones, or the app's
/// own, as VersionLockoutView takes a closure per status.
///
/// ```swift
/// var screens = LockoutScreens()
/// screens.updateRequired = { updateURL, version, context in
///     TextBlock("Please update to \(version): \(updateURL.absoluteString)")
/// }
/// screens.render(evaluation.status, skipPeriod: check.skipPeriod, in: context)
/// ```
struct LockoutScreens: Sendable {
    /// Shown while the document is fetched.
    var loading: @Sendable (RenderContext) -> TextBlock
    /// Shown when the app may be used: the app's own content.
    var upToDate: @Sendable (RenderContext) -> TextBlock
    /// Shown for a recommended update; receives the update link, the
    /// recommended version and how long skipping it lasts.
    var updateRecommended: @Sendable (URL, LockoutVersion, TimeInterval, RenderContext) -> TextBlock
    /// Shown for a required update; receives the link and required version.
    var updateRequired: @Sendable (URL, LockoutVersion, RenderContext) -> TextBlock
    /// Shown at end of life; receives the document's message, if any.
    var endOfLife: @Sendable (String?, RenderContext) -> TextBlock

    /// The built-in screens; replace any of them by assigning its property.
    init() {
        loading = { StandardLockoutScreens.loading(in: $0) }
        upToDate = { StandardLockoutScreens.upToDate(in: $0) }
        updateRecommended = { url, version, period, context in
            StandardLockoutScreens.updateRecommended(
                updateURL: url, version: version, skipPeriod: period, in: context)
        }
        updateRequired = { url, version, context in
            StandardLockoutScreens.updateRequired(updateURL: url, version: version, in: context)
        }
        endOfLife = { message, context in StandardLockoutScreens.endOfLife(message: message, in: context) }
    }

    /// The screen for `status`.
    ///
    /// - Parameters:
    ///   - status: What ``VersionLockoutCheck`` decided.
    ///   - skipPeriod: How long skipping a recommended update lasts.
    ///   - context: The room and terminal to render for.
    func render(_ status: LockoutStatus, skipPeriod: TimeInterval, in context: RenderContext) -> TextBlock {
        switch status {
        case .loading: loading(context)
        case .upToDate: upToDate(context)
        case .updateRecommended(let url, let version): updateRecommended(url, version, skipPeriod, context)
        case .updateRequired(let url, let version): updateRequired(url, version, context)
        case .endOfLife(let message): endOfLife(message, context)
        }
    }
}
