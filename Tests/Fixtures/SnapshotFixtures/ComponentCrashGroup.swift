import DemoKitCore
import DemoKitHeadless

/// A component written against a terminal stream (run on a thread of its
/// own by DemoKitHeadless) that recurses without end, for the test that the
/// browser gives the terminal back when such a thread overflows its stack
/// (`SNAPSHOT_FIXTURES=component-crashes`).
enum ComponentCrashGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case overflow

    static var groupIdentifier: String { "ComponentCrashes" }

    static func demoable(for index: Int) -> any Demoable {
        RecursingComponentDemo()
    }
}

struct RecursingComponentDemo: TerminalComponentDemo {
    var identifier: String { "overflow" }
    var shouldSnapshotTest: Bool { false }

    func run(in terminal: HeadlessTerminal) {
        var output = terminal
        print("depth \(Self.depth(1))", to: &output)
    }

    /// Not a tail call: each level keeps a frame.
    private static func depth(_ level: Int) -> Int {
        level == Int.min ? 0 : depth(level + 1) + 1
    }
}
