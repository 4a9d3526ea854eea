import DemoKitRunner
import Foundation
import LiveFixtureDemos

// A runner over fixture demos for the end-to-end tests: large renders that
// can be slowed down, to kill a recording mid-run; with
// SNAPSHOT_FIXTURES=hostile, identifiers that shells and globs mangle; with
// SNAPSHOT_FIXTURES=live, interactive and animated demos for `open`; with
// SNAPSHOT_FIXTURES=crashes, demos that trap, overflow their stack or hang
// beside healthy ones, for the snapshot run's worker processes; with
// SNAPSHOT_FIXTURES=browser-crashes, demos that crash or hang the browser.
switch ProcessInfo.processInfo.environment["SNAPSHOT_FIXTURES"] {
case "hostile":
    DemoRunner.main(groups: [HostileFilterGroup.self])
case "crashes":
    DemoRunner.main(groups: [CrashGroup.self])
case "live":
    DemoRunner.main(groups: [LiveGroup.self])
case "browser-crashes":
    DemoRunner.main(groups: [BrowserCrashes.self])
default:
    DemoRunner.main(groups: [SlowGroup.self])
}
