import DemoKitCore

/// Identifiers, titles, rendered text and a render error that would become
/// markup or script if an export let them through.
enum HostileExportGroup: DemoGroup {
    /// Everything a page must never run or parse: a closing script tag, an
    /// image with a handler, a comment opener, U+2028 and U+2029 (line
    /// breaks to old JavaScript), an escape sequence and a bidi override.
    static let text = "</script><script>alert(1)</script><img src=x onerror=alert(2)><!--\u{2028}\u{2029}\u{1B}[31m\u{202E}&amp;"

    static var groupIdentifier: String { "<script>alert(1)" }
    static var groupTitle: String { "<img src=x onerror=alert(3)>" }
    static var numberOfDemos: Int { 3 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { Item(index: index) }
    static func demoable(for index: Int) -> any Demoable {
        switch index {
        case 0: HostileTweaksDemo()
        case 1: TextDemo("broken", identifier: "broken<b>") { _ in throw Failure() }
        default: TextDemo("wide", identifier: "wide") { context in
            TextBlock([StyledText("漢字 👩‍💻 e\u{301}"), StyledText("x").foreground(context.palette.accent)])
        }
        }
    }

    struct Item: DemoGroupItem {
        let index: Int
        var groupItemTitle: String { ["Hostile " + HostileExportGroup.text, "Broken", "Wide"][index] }
        var groupItemIdentifier: String? { ["demo\u{2028}<i>", "broken<b>", "wide"][index] }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "boom " + HostileExportGroup.text }
    }
}

/// Three tweaks with hostile identifiers; renders the hostile text, styled.
struct HostileTweaksDemo: TweakableDemo {
    struct Tweak: TweakingOption {
        var identifier: String
        var title: String { "title " + identifier }
    }

    static let tweaks = ["<script>", "a\u{2029}b", "&lt;"]
    var index = 0
    var identifier: String { "hostile" }
    var numberOfTweaks: Int { Self.tweaks.count }
    func tweak(for index: Int) -> any TweakingOption { Tweak(identifier: Self.tweaks[index]) }
    mutating func configure(forTweakAt index: Int) { self.index = index }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock([
            StyledText(HostileExportGroup.text).bold().foreground(context.palette.danger),
            StyledText("tweak " + Self.tweaks[index]).background(context.palette.surface),
            StyledText("plain <b>not bold</b>"),
        ])
    }
}
