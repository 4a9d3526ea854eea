import Testing
import DemoKitTestSupport

@testable import DemoKitCore

struct StatusCardDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("card") }
}

struct NamedDemo: Demoable {
    var title: String { "Named by the demo" }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("named") }
}

enum TitleCards: String, CaseIterable, DemoGroup, DemoGroupItem {
    case statusCard, tooWide, named, badges, told, plainText

    static func demoable(for index: Int) -> any Demoable {
        switch allCases[index] {
        case .statusCard: StatusCardDemo()
        case .tooWide: TextDemo("Too wide", text: "wide")
        case .named: NamedDemo()
        // Without a title of its own, the entry's derived title.
        case .badges: PreviewDemo { DemoPreview("New") { _ in TextBlock("NEW") } }
        case .told: PreviewDemo("Told badges") { DemoPreview("New") { _ in TextBlock("NEW") } }
        // Equal to the derived title, yet TextDemo's title is always its own.
        case .plainText: TextDemo("Plain Words", text: "text")
        }
    }
}

private enum ListedCards: String, CaseIterable, DemoGroup, DemoGroupItem {
    case tooWide
    var groupItemTitle: String { "Listed by the group" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Too wide", text: "wide") }
}

@Suite struct DemoTitleTests {
    @Test(arguments: [
        ("statusCard", "Status Card"), ("StatusCard", "Status Card"), ("status_card", "Status Card"),
        ("status-card", "Status Card"), ("URLField", "URL Field"), ("htmlExport", "HTML Export"),
        ("exportHtml", "Export HTML"), ("userId", "User ID"), ("idle", "Idle"), ("HTTPServer", "HTTP Server"),
        ("version2", "Version 2"), ("Too wide", "Too Wide"), ("", ""), ("__", ""), ("élanVital", "Élan Vital"),
    ])
    func spacedWords_splitsIdentifiersIntoTitleWords(identifier: String, title: String) {
        #expect(identifier.spacedWords() == title)
        #expect(identifier.spacedWordsByCharacter() == title)
    }

    /// The byte-by-byte path for printable ASCII says what the path over
    /// characters says, on seeded identifiers dense in case changes, digits,
    /// separators and abbreviations.
    @Test func spacedWords_asciiPath_isThePathOverCharacters() {
        var random = SplitMix64(seed: 29)
        let pieces = ["a", "B", "x", "Z", "7", "0", "_", "-", " ", "id", "Id", "ID", "html", "URL", "Json", "é", "!", "~"]
        for _ in 0..<20_000 {
            let count = Int(random.next() % 9)
            let identifier = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(identifier.spacedWords() == identifier.spacedWordsByCharacter(), "\(identifier)")
        }
    }

    @Test(arguments: [
        (TitleCards.statusCard, "Status Card"), (.tooWide, "Too wide"), (.named, "Named by the demo"),
        (.badges, "Badges"), (.told, "Told badges"), (.plainText, "Plain Words"),
    ])
    func resolve_prefersATitleGivenByTheDemo_overOneDerivedFromTheCase(item: TitleCards, title: String) {
        let index = TitleCards.allCases.firstIndex(of: item) ?? 0
        #expect(DemoTitle.resolve(item: item, demo: TitleCards.demoable(for: index)) == title)
    }

    @Test func resolve_prefersTheGroupEntrysOwnTitle() {
        #expect(DemoTitle.resolve(item: ListedCards.tooWide, demo: ListedCards.demoable(for: 0)) == "Listed by the group")
    }

    @Test func groupDefaults_spaceTheTypeName_butKeepItAsTheIdentifier() {
        #expect(ListedCards.groupTitle == "Listed Cards")
        #expect(ListedCards.groupIdentifier == "ListedCards")
    }
}

/// An entry that is not a raw-value enum has no default title: what it says
/// is its own, even when it reads like a derived one.
private struct WrittenItem: DemoGroupItem {
    var groupItemTitle: String { "Wide" }
    var groupItemIdentifier: String? { "wide" }
}

@Suite struct WrittenEntryTitleTests {
    @Test func resolve_keepsTheTitleOfAnEntryThatIsNotARawValueEnum() {
        #expect(DemoTitle.resolve(item: WrittenItem(), demo: TextDemo("wide") { _ in .empty }) == "Wide")
    }
}

/// A `CaseDemoGroup` without raw values names its entries by their cases:
/// a demo's own title wins over the case's, as over a raw value's.
private enum PlainCases: CaseDemoGroup {
    case titled, untitled
    var demo: any Demoable {
        switch self {
        case .titled: NamedDemo()
        case .untitled: StatusCardDemo()
        }
    }
}

private enum IntCases: Int, CaseDemoGroup {
    case titled
    var demo: any Demoable { NamedDemo() }
}

@Suite struct CaseTitleTests {
    @Test func resolve_prefersTheDemosOwnTitle_inACaseGroupWithoutRawValues() {
        #expect(DemoTitle.resolve(item: PlainCases.titled, demo: PlainCases.titled.demo) == "Named by the demo")
        #expect(DemoTitle.resolve(item: IntCases.titled, demo: IntCases.titled.demo) == "Named by the demo")
    }

    @Test func resolve_usesTheCasesName_whenTheDemoHasNoTitleOfItsOwn() {
        #expect(DemoTitle.resolve(item: PlainCases.untitled, demo: PlainCases.untitled.demo) == "Untitled")
    }
}

/// What an entry's conformance knows of its raw value is what a cast finds.
@Suite struct StringRawValueTests {
    enum Raw: String, CaseIterable, DemoGroupItem { case statusCard }
    enum IntRaw: Int, DemoGroupItem {
        case one
        var groupItemTitle: String { "One" }
    }
    enum Cases: CaseDemoGroup {
        case plain
        var demo: any Demoable { TextDemo("Plain", text: "") }
    }
    struct Custom: DemoGroupItem { var groupItemTitle: String { "Custom" } }

    @Test func stringRawValue_isTheRawValueExactlyWhenTheEntryHasAStringOne() {
        let entries: [any DemoGroupItem] = [Raw.statusCard, IntRaw.one, Cases.plain, Custom()]
        for entry in entries {
            let cast = (entry as? any RawRepresentable).flatMap { $0.rawValue as? String }
            #expect(entry._stringRawValue == cast, "\(entry)")
        }
        #expect(Raw.statusCard._stringRawValue == "statusCard")
    }
}
