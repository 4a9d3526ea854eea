import DemoKitCore
import Foundation

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
