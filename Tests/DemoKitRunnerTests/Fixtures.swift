import DemoKitCore
import DemoKitRunner
import DemoKitTerminal
import Foundation

/// A small catalog with the shapes the runner must handle.
enum Widgets: String, CaseDemoGroup {
    case buttons
    case badges
    case banner

    var demo: any Demoable {
        switch self {
        case .buttons: ColorsDemo()
        case .badges: TextDemo("Badges", text: "[NEW]")
        case .banner: FailingDemo()
        }
    }
}

enum Layouts: String, CaseIterable, DemoGroup, DemoGroupItem {
    case grid
    static var groupTitle: String { "Page Layouts" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Grid", presentation: .inline, text: "# #") }
}

struct ColorsDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case blue, red, redOutline
    }

    var tweak = Tweaks.blue
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("colour: \(tweak.rawValue)") }
}

struct FailingDemo: Demoable {
    struct Broken: Error, CustomStringConvertible { var description: String { "the banner is broken" } }
    var title: String { "Banner" }
    func render(in context: RenderContext) throws -> TextBlock { throw Broken() }
}

enum DuplicateDemos: String, CaseIterable, DemoGroup {
    case one, two
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { Item(title: "Item \(index)") }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Same", text: "") }
    struct Item: DemoGroupItem { var groupItemTitle: String { title }; let title: String }
}

/// A second group with a demo named as one of ``Widgets``'.
enum TwinWidgets: String, CaseIterable, DemoGroup, DemoGroupItem {
    case buttons
    static var groupIdentifier: String { "Twins" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Buttons", text: "") }
}

enum WidgetsAgain: String, CaseIterable, DemoGroup, DemoGroupItem {
    case other
    static var groupIdentifier: String { "Widgets" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Other", text: "") }
}

struct DuplicateTweaksDemo: TweakableDemo {
    struct Option: TweakingOption { let identifier: String; let title: String }
    var numberOfTweaks: Int { 2 }
    func tweak(for index: Int) -> any TweakingOption { Option(identifier: "red", title: "Red \(index)") }
    mutating func configure(forTweakAt index: Int) {}
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

enum DuplicateTweaks: String, CaseIterable, DemoGroup, DemoGroupItem {
    case colors
    static func demoable(for index: Int) -> any Demoable { DuplicateTweaksDemo() }
}

enum SlashGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case a
    static var groupIdentifier: String { "a/b" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("A", text: "") }
}

/// Collects what a command prints.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    func environment(
        variables: [String: String] = [:], isOutputTerminal: Bool = false,
        terminalSize: TerminalSize? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> RunnerEnvironment {
        RunnerEnvironment(
            variables: variables, commandName: "demo-runner", isOutputTerminal: isOutputTerminal,
            terminalSize: terminalSize, currentDirectory: currentDirectory,
            standardOutput: { text in self.lock.withLock { self.out += text } },
            standardError: { text in self.lock.withLock { self.err += text } })
    }
}

/// A fresh temporary directory, removed when the test ends.
struct TemporaryDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// Titles and a tweak that try to drive the terminal: an OSC 2 title change,
/// an OSC 52 clipboard write, a C1 CSI and a carriage return.
enum HostileTitles: String, CaseIterable, DemoGroup, DemoGroupItem {
    case evil
    static var groupIdentifier: String { "Evil" }
    static var groupTitle: String { "Evil\u{1B}]2;pwned\u{07}" }
    var groupItemTitle: String { "Clip\u{1B}]52;c;UFdORUQ=\u{07}board" }
    static func demoable(for index: Int) -> any Demoable { HostileTweaksDemo() }
}

struct HostileTweaksDemo: TweakableDemo {
    struct Option: TweakingOption { let identifier: String; let title: String }
    var numberOfTweaks: Int { 1 }
    func tweak(for index: Int) -> any TweakingOption {
        Option(identifier: "csi", title: "Over\rwritten \u{9B}31m red")
    }
    mutating func configure(forTweakAt index: Int) {}
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("calm") }
}
