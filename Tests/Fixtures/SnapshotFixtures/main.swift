import DemoKitRunner
import Foundation

// A runner over fixture demos for the end-to-end tests: large renders that
// can be slowed down, to kill a recording mid-run; with
// SNAPSHOT_FIXTURES=hostile, identifiers that shells and globs mangle.
if ProcessInfo.processInfo.environment["SNAPSHOT_FIXTURES"] == "hostile" {
    DemoRunner.main(groups: [HostileFilterGroup.self])
} else {
    DemoRunner.main(groups: [SlowGroup.self])
}
