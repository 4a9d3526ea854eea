import DemoKitCore
import Foundation

/// Demos that take their process down or never return, beside healthy ones:
/// only ever rendered in a render worker, for DemoKitTesting's
/// `isolation: .process` (snapshot-fixtures with `SNAPSHOT_FIXTURES=isolation`
/// is their runner).
package enum CrashingGroup: String, CaseDemoGroup {
    case healthy
    case trap
    case overflow
    case hang
    case exits
    case oneTweak

    package var demo: any Demoable {
        switch self {
        case .healthy: TextDemo("Healthy") { _ in TextBlock("all is well") }
        case .trap: TextDemo("Trap") { _ in fatalError("boom") }
        case .overflow: TextDemo("Overflow") { _ in TextBlock("depth \(CrashingGroup.depth(1))") }
        case .hang: TextDemo("Hang") { _ in TextBlock("never \(CrashingGroup.spin())") }
        case .exits: TextDemo("Exits") { _ in exit(0) }
        case .oneTweak: ListTweaks()
        }
    }

    /// Recursion that is not a tail call, so nothing turns it into a loop.
    static func depth(_ level: Int) -> Int {
        var frame = [level, level + 1, level + 2]
        // Always true; the compiler cannot tell, so it neither warns nor folds it.
        if frame[0] < Int.max - 2 { frame[0] += depth(level + 1) }
        return frame.reduce(0, +)
    }

    /// A real CPU loop: nothing here ever waits.
    static func spin() -> Int {
        var count = 0
        while count >= 0 { count = (count &+ 1) & 0x3FFF_FFFF }
        return count
    }

    /// Three tweaks; the second indexes past the end of its list.
    package struct ListTweaks: TweakableDemo {
        package enum Tweak: String, CaseIterable, TweakingOption { case first, second, third }
        var index = 0
        package var identifier: String { "oneTweak" }
        package var numberOfTweaks: Int { Tweak.allCases.count }
        package func tweak(for index: Int) -> any TweakingOption { Tweak.allCases[index] }
        package mutating func configure(forTweakAt index: Int) { self.index = index }
        package func render(in context: RenderContext) throws -> TextBlock {
            let items = ["one", "two", "three"]
            return TextBlock("item: " + items[index == 1 ? 5 : index])
        }
    }
}
