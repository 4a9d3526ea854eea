import DemoKitCore
import DemoKitSnapshots

/// Keeps the last rendering of a demo, so that keys that do not change the
/// demo, its tweak or its context (opening a menu, typing a filter that still
/// matches) do not render it again.
struct DemoRenderCache: Sendable {
    struct Key: Hashable, Sendable {
        var demo: DemoPosition
        var tweak: Int?
        var context: RenderContext
    }

    /// A rendering, or the description of the error the demo threw.
    enum Result: Sendable {
        case rendered(TextBlock)
        case failed(String)
    }

    private var last: (key: Key, result: Result)?

    mutating func render(
        _ demo: CatalogDemo, at position: DemoPosition, tweak: CatalogTweak?, in context: RenderContext
    ) -> Result {
        let key = Key(demo: position, tweak: tweak?.index, context: context)
        if let last, last.key == key { return last.result }
        let result: Result
        do {
            result = .rendered(try DemoPresenter.render(demo, tweak: tweak, in: context))
        } catch {
            result = .failed(String(describing: error))
        }
        last = (key, result)
        return result
    }
}
