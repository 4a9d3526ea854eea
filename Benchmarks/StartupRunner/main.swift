import DemoKitRunner

// A user's runner over a catalog of 1,000 demos × 10 tweaks, timed by
// `startup-benchmark`.
DemoRunner.main(groups: componentGroups, catalogName: "startup-runner")
