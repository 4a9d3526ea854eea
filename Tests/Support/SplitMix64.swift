import DemoKitSnapshots

/// The seeded generator the tests draw their inputs from: the one `stress`
/// uses (DemoKitSnapshots), named here so that a test needs no other import.
package typealias SplitMix64 = DemoKitSnapshots.SplitMix64
