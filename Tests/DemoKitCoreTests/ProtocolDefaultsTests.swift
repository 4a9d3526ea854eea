import DemoKitCore
import Testing

private enum SampleGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case buttons
    case progressBar

    static func demoable(for index: Int) -> any Demoable {
        TextDemo("Sample", text: SampleGroup.allCases[index].rawValue)
    }
}

private struct PlainDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("plain") }
}

enum Tweaks: String, CaseIterable, TweakingOption {
    case blueBackground
    case red
    case HTTPServer
    case snake_case_name
    case version2
    case htmlExport
    case URLField
    case status_card
    case identity
}

private struct Tweakable: TweakableDemo {
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) {}
    func render(in context: RenderContext) throws -> TextBlock { .empty }
}

private struct CustomItem: DemoGroupItem {
    var groupItemTitle: String { "Custom" }
}

@Suite struct ProtocolDefaultsTests {
    @Test func demoable_defaults_useTheTypeName() {
        let demo = PlainDemo()
        #expect(demo.identifier == "PlainDemo")
        #expect(demo.title == "Plain Demo")
        #expect(demo.presentation == .framed)
        #expect(demo.shouldSnapshotTest)
    }

    @Test func group_defaults_forStringEnum() {
        #expect(SampleGroup.groupTitle == "Sample Group")
        #expect(SampleGroup.groupIdentifier == "SampleGroup")
        #expect(SampleGroup.numberOfDemos == 2)
        let item = SampleGroup.demoGroupItem(for: 1)
        #expect(item.groupItemTitle == "Progress Bar")
        #expect(item.groupItemIdentifier == "progressBar")
    }

    @Test func groupItem_withoutRawValue_hasNoIdentifier() {
        #expect(CustomItem().groupItemIdentifier == nil)
    }

    @Test(arguments: [
        (Tweaks.blueBackground, "blueBackground", "Blue Background"),
        (Tweaks.red, "red", "Red"),
        (Tweaks.HTTPServer, "HTTPServer", "HTTP Server"),
        (Tweaks.snake_case_name, "snake_case_name", "Snake Case Name"),
        (Tweaks.version2, "version2", "Version 2"),
        (Tweaks.htmlExport, "htmlExport", "HTML Export"),
        (Tweaks.URLField, "URLField", "URL Field"),
        (Tweaks.status_card, "status_card", "Status Card"),
        (Tweaks.identity, "identity", "Identity"),
    ])
    func tweakingOption_defaults(option: Tweaks, identifier: String, title: String) {
        #expect(option.identifier == identifier)
        #expect(option.title == title)
    }

    @Test func tweakableDemo_snapshotsTweaksByDefault() {
        #expect(Tweakable().shouldSnapshotTweaks)
    }

    @Test func groupIdentifier_replacesWhitespaceRunsWithDashes() {
        enum Spaced: String, CaseIterable, DemoGroup, DemoGroupItem {
            case one
            static var groupTitle: String { "Full  Screen demos" }
            static func demoable(for index: Int) -> any Demoable { PlainDemo() }
        }
        #expect(Spaced.groupIdentifier == "Full-Screen-demos")
    }
}

@Suite struct AdapterTests {
    @Test func textDemo_rendersItsClosure() throws {
        let demo = TextDemo("Hello") { context in TextBlock("at \(context.width)") }
        #expect(demo.identifier == "Hello")
        #expect(try demo.render(in: RenderContext(width: 42)).plainText == "at 42")
    }

    @Test func textDemo_fixedText() throws {
        let demo = TextDemo("Logo", identifier: "logo", text: "a\nb")
        #expect(demo.identifier == "logo")
        #expect(try demo.render(in: RenderContext()).lines.count == 2)
    }

    @Test func previewDemo_hasOneTweakPerPreview() throws {
        var demo = PreviewDemo("Badge") {
            DemoPreview("New") { _ in TextBlock("NEW") }
            DemoPreview("Long title") { context in TextBlock("width \(context.width)") }
        }
        #expect(demo.title == "Badge")
        #expect(demo.identifier == "badge")
        #expect(PreviewDemo { DemoPreview("New") { _ in TextBlock("NEW") } }.identifier == "previews")
        #expect(demo.numberOfTweaks == 2)
        #expect(demo.tweak(for: 1).identifier == "longTitle")
        #expect(demo.tweak(for: 1).title == "Long title")
        #expect(try demo.render(in: RenderContext()).plainText == "NEW")
        demo.configure(forTweakAt: 1)
        #expect(try demo.render(in: RenderContext(width: 30)).plainText == "width 30")
    }
}

enum CatalogOne {
    enum Forms: String, CaseIterable, DemoGroup, DemoGroupItem {
        case login
        static func demoable(for index: Int) -> any Demoable { TextDemo("Login", text: "login") }
    }
}

enum CatalogTwo {
    enum Forms: String, CaseIterable, DemoGroup, DemoGroupItem {
        case signup
        static func demoable(for index: Int) -> any Demoable { TextDemo("Sign up", text: "signup") }
    }
}

enum TopLevelForms: String, CaseIterable, DemoGroup, DemoGroupItem {
    case search
    static func demoable(for index: Int) -> any Demoable { TextDemo("Search", text: "search") }
}

@Suite struct NestedGroupTests {
    /// Two nested `Forms` groups must not stop the runner with a clash.
    @Test func nestedGroups_areIdentifiedByTheirQualifiedName_andTitledByTheirOwn() {
        #expect(CatalogOne.Forms.groupIdentifier == "CatalogOne.Forms")
        #expect(CatalogTwo.Forms.groupIdentifier == "CatalogTwo.Forms")
        #expect(CatalogOne.Forms.groupTitle == "Forms")
        #expect(TopLevelForms.groupIdentifier == "TopLevelForms")
    }
}
