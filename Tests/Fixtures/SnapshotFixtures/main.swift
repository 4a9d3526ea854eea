import DemoKitRunner

// A runner over fixture demos for the end-to-end tests: slow, large renders
// (to kill a recording mid-run) and a styled demo.
DemoRunner.main(groups: [SlowGroup.self])
