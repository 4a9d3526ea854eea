import DemoKitCore

/// A catalog of `demos` synthetic demos with ten tweaks each (ten goldens a
/// demo), about 40 lines a rendering, like a real component's: an ASCII
/// framed header, wrapped text and a table that changes with the demo and
/// the tweak. The same shape as the snapshot benchmark's, so that figures
/// compare; sized by a type so that one binary holds several sizes.
protocol SyntheticSize {
    static var demos: Int { get }
}

enum Hundred: SyntheticSize { static var demos: Int { 100 } }
enum FiveHundred: SyntheticSize { static var demos: Int { 500 } }
enum Thousand: SyntheticSize { static var demos: Int { 1000 } }

enum SyntheticGroup<Size: SyntheticSize>: DemoGroup {
    static var groupTitle: String { "Synthetic\(Size.demos)" }
    static var numberOfDemos: Int { Size.demos }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { SyntheticItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { SyntheticDemo(number: index) }
}

struct SyntheticItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
    var groupItemIdentifier: String? { "demo\(index)" }
}

struct SyntheticDemo: TweakableDemo {
    let number: Int
    private var tweakIndex = 0

    init(number: Int) {
        self.number = number
    }

    var identifier: String { "demo\(number)" }
    var numberOfTweaks: Int { 10 }
    func tweak(for index: Int) -> any TweakingOption { SyntheticTweak(index: index) }
    mutating func configure(forTweakAt index: Int) { tweakIndex = index }

    func render(in context: RenderContext) throws -> TextBlock {
        let title = "Synthetic component \(number), tweak \(tweakIndex)"
        let rule = "+" + String(repeating: "-", count: title.count + 2) + "+"
        let header = TextBlock([StyledText(rule), StyledText("| " + title + " |"), StyledText(rule)])
        let body = TextBlock.wrapping(
            StyledText(
                "This paragraph stands for a component's description. It wraps at the width it is "
                    + "given and changes with the tweak number \(tweakIndex) and the demo \(number)."),
            width: context.width - 2)
        var rows: [StyledText] = []
        for row in 0..<32 {
            let value = (number * 31 + tweakIndex * 7 + row * 13) % 1000
            rows.append(StyledText("  row \(row): value \(value), label item-\(row)-\(tweakIndex)"))
        }
        return TextBlock.vertical([header, body, TextBlock(rows)])
    }
}

struct SyntheticTweak: TweakingOption {
    let index: Int
    var identifier: String { "t\(index)" }
}
