import DemoKitCore

/// Demos that take their process down or never return, beside healthy ones:
/// only ever rendered in a child process (`isolation: .process`).
enum CrashingGroup: String, CaseDemoGroup {
    case healthy
    case trap
    case overflow
    case hang
    case oneTweak

    var demo: any Demoable {
        switch self {
        case .healthy: TextDemo("Healthy") { _ in TextBlock("all is well") }
        case .trap: TextDemo("Trap") { _ in fatalError("boom") }
        case .overflow: TextDemo("Overflow") { _ in TextBlock("depth \(CrashingGroup.depth(1))") }
        case .hang: TextDemo("Hang") { _ in TextBlock("never \(CrashingGroup.spin())") }
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
    struct ListTweaks: TweakableDemo {
        enum Tweak: String, CaseIterable, TweakingOption { case first, second, third }
        var index = 0
        var identifier: String { "oneTweak" }
        var numberOfTweaks: Int { Tweak.allCases.count }
        func tweak(for index: Int) -> any TweakingOption { Tweak.allCases[index] }
        mutating func configure(forTweakAt index: Int) { self.index = index }
        func render(in context: RenderContext) throws -> TextBlock {
            let items = ["one", "two", "three"]
            return TextBlock("item: " + items[index == 1 ? 5 : index])
        }
    }
}
