import DemoKitRunner

// A runner over fixture demos for the end-to-end tests: large renders that
// can be slowed down, to kill a recording mid-run.
DemoRunner.main(groups: [SlowGroup.self])
