import DemoKitCore
import Foundation

/// Forty demos whose goldens are large (about 300 KB), each taking
/// `FIXTURE_RENDER_DELAY_MS` milliseconds (default 0) to render, so a test
/// can kill a recording while it writes.
enum SlowGroup: DemoGroup {
    static var numberOfDemos: Int { 40 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { SlowItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { SlowDemo(index: index) }
}

/// Lists demo `index` as `demo<index>`.
struct SlowItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
    var groupItemIdentifier: String? { "demo\(index)" }
}

/// One large, optionally slow rendering.
struct SlowDemo: Demoable {
    let index: Int

    func render(in context: RenderContext) throws -> TextBlock {
        let delay = ProcessInfo.processInfo.environment["FIXTURE_RENDER_DELAY_MS"].flatMap(Int.init) ?? 0
        if delay > 0 { Thread.sleep(forTimeInterval: Double(delay) / 1000) }
        let line = StyledText(String(repeating: "\(index % 10)", count: 78))
        return TextBlock(Array(repeating: line, count: 4_000))
    }
}
