import DemoKitCore

/// One way of looking at a demo in the site: an appearance, a width and a
/// direction. A tweak's renderings are listed in ``all(widths:)``'s order,
/// which the page's script indexes the same way.
struct SiteView: Hashable {
    var appearance: Appearance
    var width: Int
    var direction: LayoutDirection

    /// Every view: light then dark, each width, left to right then right to
    /// left; index `(appearance × widths + width) × 2 + direction`.
    static func all(widths: [Int]) -> [SiteView] {
        var views: [SiteView] = []
        for appearance in [Appearance.light, .dark] {
            for width in widths {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    views.append(SiteView(appearance: appearance, width: width, direction: direction))
                }
            }
        }
        return views
    }

    /// The context goldens render in, with this view's settings: no height,
    /// 24-bit colour, time zero.
    var context: RenderContext {
        SnapshotVariation(width: width, appearance: appearance, direction: direction).context
    }
}
