import DemoKitCore
import Testing

// One type per combination of DemoKit's demo protocols, each answered by
// the overload of `_DemoKind.of` that the compiler picks, as the registry
// writes it.
private struct Still: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("still") }
}

private struct Tweaked: CaseTweakableDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case one, two }
    var tweak = Tweak.one
    func render(in context: RenderContext) throws -> TextBlock { TextBlock(tweak.rawValue) }
}

private struct Scripted: LiveDemo {
    var scripts: [DemoScript] { [DemoScript("wait", steps: [.wait(.seconds(1))])] }
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct Keys: InteractiveDemo {
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct Ticks: AnimatedDemo {
    var frameInterval: Duration { .seconds(1) }
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct KeysAndTicks: InteractiveDemo, AnimatedDemo {
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    var frameInterval: Duration { .seconds(1) }
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct TweakedScripted: CaseTweakableDemo, LiveDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case one }
    var tweak = Tweak.one
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct TweakedKeys: CaseTweakableDemo, InteractiveDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case one }
    var tweak = Tweak.one
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct TweakedTicks: CaseTweakableDemo, AnimatedDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case one }
    var tweak = Tweak.one
    var frameInterval: Duration { .seconds(1) }
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

/// Through a protocol of the user's own, and an extension in another place.
private protocol Screen: InteractiveDemo {}

private struct Everything: CaseTweakableDemo, Screen {
    enum Tweak: String, CaseIterable, TweakingOption { case one, two, three }
    var tweak = Tweak.one
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    func render(in context: RenderContext) throws -> TextBlock { TextBlock(tweak.rawValue) }
}

extension Everything: AnimatedDemo {
    var frameInterval: Duration { .seconds(1) }
}

private struct Holding: CaseTweakableDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case one, two }
    final class Box { let text: String; init(_ text: String) { self.text = text } }
    var tweak = Tweak.one
    let name: String
    let box: Box
    init(name: String) {
        self.name = name
        box = Box(name)
    }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock(box.text + " " + tweak.rawValue) }
}

private class ClassDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private final class SubclassDemo: ClassDemo, TweakableDemo {
    var numberOfTweaks: Int { 2 }
    func tweak(for index: Int) -> any TweakingOption { Tweaked.Tweak.allCases[index] }
    func configure(forTweakAt index: Int) {}
}

@Suite("What the registry records of a demo type")
struct DemoKindsTests {
    nonisolated(unsafe) static let demos: [any Demoable] = [
        Still(), Tweaked(), Scripted(), Keys(), Ticks(), KeysAndTicks(), TweakedScripted(), TweakedKeys(),
        TweakedTicks(), Everything(), ClassDemo(), SubclassDemo(),
    ]

    /// As the generated registry lists them: the compiler picks the overload.
    static let kinds = DemoKinds([
        .of(Still.self), .of(Tweaked.self), .of(Scripted.self), .of(Keys.self), .of(Ticks.self),
        .of(KeysAndTicks.self), .of(TweakedScripted.self), .of(TweakedKeys.self), .of(TweakedTicks.self),
        .of(Everything.self), .of(ClassDemo.self), .of(SubclassDemo.self),
        .of(Int.self), .of(String.self),
    ])

    @Test(arguments: demos.indices)
    func recordedKind_answersAsTheRuntimeDoes(index: Int) {
        let demo = Self.demos[index]
        let name = _typeName(type(of: demo), qualified: false)
        #expect(Self.kinds.records(demo), "\(name)")
        #expect((Self.kinds.tweakable(demo) != nil) == (demo is any TweakableDemo), "\(name)")
        #expect((Self.kinds.live(demo) != nil) == (demo is any LiveDemo), "\(name)")
        #expect(Self.kinds.isLive(demo) == (demo is any LiveDemo), "\(name)")
        #expect(Self.kinds.isInteractive(demo) == (demo is any InteractiveDemo), "\(name)")
        #expect(Self.kinds.isAnimated(demo) == (demo is any AnimatedDemo), "\(name)")
        #expect(DemoKinds.none.isAnimated(demo) == (demo is any AnimatedDemo), "\(name)")
    }

    @Test func everyCombination_isTold() {
        let told = Self.demos.map { demo in
            [
                Self.kinds.tweakable(demo) != nil ? "tweaks" : nil, Self.kinds.isLive(demo) ? "live" : nil,
                Self.kinds.isInteractive(demo) ? "keys" : nil, Self.kinds.isAnimated(demo) ? "time" : nil,
            ].compactMap { $0 }.joined(separator: "+")
        }
        #expect(told == [
            "", "tweaks", "live", "live+keys", "live+time", "live+keys+time", "tweaks+live", "tweaks+live+keys",
            "tweaks+live+time", "tweaks+live+keys+time", "", "tweaks",
        ])
    }

    @Test func typesThatAreNotDemos_areLeftOut() {
        #expect(_DemoKind.of(Int.self) == nil)
        #expect(Self.kinds.count == Self.demos.count)
    }

    @Test func recordedTweakable_isTheSameDemo_andConfigures() throws {
        var tweakable = try #require(Self.kinds.tweakable(Everything()))
        tweakable.configure(forTweakAt: 2)
        #expect(try tweakable.render(in: RenderContext(width: 10)).plainText == "three")
        let live = try #require(Self.kinds.live(Scripted()))
        #expect(live.scripts.map(\.identifier) == ["wait"])
    }

    /// The demo made one by the records keeps what it holds (a string on
    /// the heap, an object): nothing is released twice or lost.
    @Test func recordedTweakable_ownsWhatTheDemoHolds() throws {
        let kinds = DemoKinds([.of(Holding.self)])
        for round in 0..<2_000 {
            var tweakable = try #require(kinds.tweakable(Holding(name: "a name long enough for the heap \(round)")))
            tweakable.configure(forTweakAt: 1)
            #expect(try tweakable.render(in: RenderContext(width: 80)).plainText == "a name long enough for the heap \(round) two")
        }
    }

    /// A subclass the registry does not list is asked of the runtime, not
    /// taken for its superclass.
    @Test func unlistedType_isAskedOfTheRuntime() {
        let kinds = DemoKinds([.of(ClassDemo.self)])
        #expect(!kinds.records(SubclassDemo()))
        #expect(kinds.tweakable(SubclassDemo()) != nil)
        #expect(kinds.tweakable(ClassDemo()) == nil)
    }
}
