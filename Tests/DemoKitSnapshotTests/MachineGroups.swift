import DemoKitCore

/// One catalog group as two machines see it: where its `async` demo can
/// run (``NewerMachineGroup``), and where the OS is too old for it and the
/// group falls back to a text demo that is not snapshot-tested
/// (``OlderMachineGroup``), as `Concurrency` does on macOS 14.
enum NewerMachineGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case async
    case plain

    static var groupIdentifier: String { "Machine" }

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .async: MachineTweakedDemo()
        case .plain: TextDemo("plain", text: "plain")
        }
    }
}

/// ``NewerMachineGroup`` on a machine that cannot run its `async` demo.
enum OlderMachineGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case async
    case plain

    static var groupIdentifier: String { "Machine" }

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .async:
            TextDemo("async", shouldSnapshotTest: false) { _ in TextBlock("Needs a newer OS.") }
        case .plain: TextDemo("plain", text: "plain")
        }
    }
}

/// A demo with two tweaks, so its goldens are in a folder of its own.
struct MachineTweakedDemo: TweakableDemo {
    enum Speed: String, CaseIterable, TweakingOption { case fast, slow }
    var index = 0
    var identifier: String { "async" }
    var numberOfTweaks: Int { Speed.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Speed.allCases[index] }
    mutating func configure(forTweakAt index: Int) { self.index = index }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("speed: \(Speed.allCases[index].rawValue)")
    }
}
