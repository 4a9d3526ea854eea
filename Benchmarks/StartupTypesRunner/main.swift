import DemoKitRunner

// A user's runner over a catalog of 1,000 distinct demo types × 10 tweaks
// (Generated/, from Scripts/generate-startup-catalog.py), listed by the
// registry the DemoKitDiscovery plugin generates, timed by
// `startup-benchmark`.
DemoRunner.main(registry: DemoRegistry.self, catalogName: "startup-types-runner")
