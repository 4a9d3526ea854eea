import DemoKitRunner
import Foundation
import LiveFixtureDemos

// A runner over fixture demos for the end-to-end tests: large renders that
// can be slowed down, to kill a recording mid-run; with
// SNAPSHOT_FIXTURES=hostile, identifiers that shells and globs mangle; with
// SNAPSHOT_FIXTURES=live, interactive and animated demos for `open`; with
// SNAPSHOT_FIXTURES=crashes, demos that trap, overflow their stack, hang or
// crash in one tweak beside healthy ones, for the snapshot run's worker
// processes and the browser's supervisor; with
// SNAPSHOT_FIXTURES=component-crashes, a stream component that overflows
// the stack of its own thread; with SNAPSHOT_FIXTURES=wide, a demo that
// draws wider than its width in one tweak; with SNAPSHOT_FIXTURES=exits, a
// demo that calls exit(0) in one tweak; with SNAPSHOT_FIXTURES=isolation,
// the broken demos DemoKitTesting's `isolation: .process` tests check.
switch ProcessInfo.processInfo.environment["SNAPSHOT_FIXTURES"] {
case "hostile":
    DemoRunner.main(groups: [HostileFilterGroup.self])
case "crashes":
    DemoRunner.main(groups: [CrashGroup.self])
case "live":
    DemoRunner.main(groups: [LiveGroup.self])
case "wide":
    DemoRunner.main(groups: [WideGroup.self])
case "exits":
    DemoRunner.main(groups: [ExitGroup.self])
case "isolation":
    DemoRunner.main(groups: [CrashingGroup.self])
case "component-crashes":
    DemoRunner.main(groups: [ComponentCrashGroup.self])
default:
    DemoRunner.main(groups: [SlowGroup.self])
}
