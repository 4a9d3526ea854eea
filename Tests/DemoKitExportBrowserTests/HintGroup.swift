import DemoKitCore

/// A demo without tweaks beside one with two, neither with scripts.
enum HintGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case plain
    case colours

    static var groupIdentifier: String { "Hints" }

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .plain: TextDemo("Plain", identifier: "plain", text: "plain")
        case .colours: ColoursDemo()
        }
    }

    struct ColoursDemo: TweakableDemo {
        enum Colour: String, CaseIterable, TweakingOption { case red, blue }
        var identifier: String { "colours" }
        var colour = Colour.red
        var numberOfTweaks: Int { Colour.allCases.count }
        func tweak(for index: Int) -> any TweakingOption { Colour.allCases[index] }
        mutating func configure(forTweakAt index: Int) { colour = Colour.allCases[index] }
        func render(in context: RenderContext) throws -> TextBlock { TextBlock(colour.rawValue) }
    }
}
