import DemoKitCore

/// Demos that take the browser down, for the end-to-end tests of its
/// supervisor (`SNAPSHOT_FIXTURES=browser-crashes`): one traps
/// (`fatalError`), one overflows its stack, one never returns, and one is
/// healthy, to check the catalog still works beside them.
enum BrowserCrashes: String, DemoGroup, DemoGroupItem, CaseIterable {
    case healthy
    case hang
    case overflow
    case trap

    static func demoable(for index: Int) -> any Demoable {
        CrashingDemo(kind: allCases[index])
    }
}

/// Renders, or fails the way its kind says.
struct CrashingDemo: Demoable {
    let kind: BrowserCrashes

    var identifier: String { kind.rawValue }
    var shouldSnapshotTest: Bool { false }

    func render(in context: RenderContext) throws -> TextBlock {
        switch kind {
        case .healthy:
            return TextBlock(StyledText("All is well beside the crashes."))
        case .hang:
            var spins = 0
            while kind == .hang { spins &+= 1 }
            return TextBlock(StyledText("spun \(spins) times"))
        case .overflow:
            return TextBlock(StyledText("depth \(Self.depth(0))"))
        case .trap:
            fatalError("boom")
        }
    }

    /// Calls itself until the stack runs out; the addition after the call
    /// keeps it from becoming a loop.
    private static func depth(_ level: Int) -> Int {
        level == Int.min ? 0 : depth(level + 1) + 1
    }
}
