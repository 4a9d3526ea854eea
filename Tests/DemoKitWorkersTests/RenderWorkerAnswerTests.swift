import DemoKitCore
import DemoKitSnapshots
import Testing

@testable import DemoKitWorkers

/// What a render worker answers for a case it is asked for by its place in
/// the catalog: the rendering, or a reason it has none that names the cause.
@Suite("Render worker answers") struct RenderWorkerAnswerTests {
    private static func answer(
        _ location: GoldenCase.Location, path: String, in groups: [any DemoGroup.Type]
    ) throws -> WorkerMessage {
        var finder: GoldenCaseFinder? = GoldenCaseFinder(catalog: try Catalog(groups: groups))
        return RenderWorker.render(
            WorkerMessage.CaseName(location: location, path: path), finder: &finder, goldens: nil, afterScreen: { _ in })
    }

    private static let first = GoldenCase.Location(group: 0, demo: 0, tweak: -1, script: -1, variation: 0)

    @Test func aCaseWhereTheRunnerSaysItIs_isRendered() throws {
        guard case .rendered(let rendering) = try Self.answer(Self.first, path: "Answers/plain", in: [AnswerGroup.self])
        else {
            Issue.record("not rendered")
            return
        }
        #expect(rendering.plain == Array("plain\n".utf8))
    }

    @Test func anotherPathAtThatPlace_saysTheCatalogsDiffer() throws {
        let answer = try Self.answer(Self.first, path: "Answers/other", in: [AnswerGroup.self])
        #expect(answer == .unavailable(
            "the render worker has Answers/plain, not Answers/other, there: its catalog is not the runner's"))
    }

    @Test func aPlaceTheCatalogDoesNotHave_saysTheCatalogsDiffer() throws {
        var location = Self.first
        location.demo = 9
        guard case .unavailable(let reason) = try Self.answer(location, path: "Answers/x", in: [AnswerGroup.self]) else {
            Issue.record("answered")
            return
        }
        #expect(reason.hasPrefix("the render worker cannot find Answers/x: the catalog has no golden at group 0, demo 9"))
        #expect(reason.hasSuffix("its catalog is not the runner's"))
    }

    @Test func scriptsThatCannotBeRead_sayWhy_notThatTheCatalogsDiffer() throws {
        let answer = try Self.answer(Self.first, path: "BadScripts/live", in: [BadScriptsGroup.self])
        guard case .unavailable(let reason) = answer else {
            Issue.record("answered")
            return
        }
        #expect(reason.hasPrefix("the render worker cannot read the scripts of BadScripts/live: "))
        #expect(reason.contains("share the identifier 'again'"))
        #expect(!reason.contains("catalog is not the runner's"))
    }
}

private enum AnswerGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case plain
    static var groupIdentifier: String { "Answers" }
    static func demoable(for index: Int) -> any Demoable { TextDemo("Plain", text: "plain") }
}

/// A live demo whose two scripts share an identifier.
private enum BadScriptsGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case live
    static var groupIdentifier: String { "BadScripts" }
    static func demoable(for index: Int) -> any Demoable { TwiceNamedScripts() }
}

private struct TwiceNamedScripts: LiveDemo {
    var scripts: [DemoScript] { [DemoScript("again", steps: []), DemoScript("again", steps: [])] }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("live") }
}
