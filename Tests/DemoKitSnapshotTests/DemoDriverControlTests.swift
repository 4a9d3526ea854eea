import DemoKitCore
import DemoKitTesting
import Testing

/// A label and a count, whose `long` tweak is a preset that sets the label.
private struct CountedLabelDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption { case standard, long }
    var tweak = Tweaks.standard {
        didSet { if tweak == .long { label = "A very long label" } }
    }
    var label = "New"
    var count = 3
    var controls: [DemoControl] { [.text("label", \Self.label), .integer("count", \Self.count, in: 0...99)] }

    func render(in context: RenderContext) throws -> TextBlock { TextBlock("\(label) \(count)") }
}

/// `DemoDriver.set(_:to:)`: a test sets a demo's controls as `--set` does.
@Suite struct DemoDriverControlTests {
    @Test func set_changesTheControl_afterTheTweaksPreset() throws {
        var driver = try DemoDriver(CountedLabelDemo(), tweak: "long")
        #expect(try driver.text == "A very long label 3")
        try driver.set("count", to: "12")
        #expect(try driver.text == "A very long label 12")
    }

    @Test func set_outOfRange_namesTheControlAndItsRange() {
        var driver = DemoDriver(CountedLabelDemo())
        do {
            try driver.set("count", to: "-1")
            Issue.record("no error for -1")
        } catch {
            #expect(error.description
                == "'-1' is not a value of control 'count' (integer 0...99) of CountedLabelDemo: it takes an integer from 0 to 99")
        }
    }
}
