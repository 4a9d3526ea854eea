import DemoKitCore

/// Forty demos whose goldens are large (about 300 KB), each taking
/// `FIXTURE_RENDER_DELAY_MS` milliseconds (default 0) to render, so a test
/// can kill a recording while it writes.
enum SlowGroup: DemoGroup {
    static var numberOfDemos: Int { 40 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { SlowItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { SlowDemo(index: index) }
}
