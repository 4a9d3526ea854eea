@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

/// A group that counts the demos it makes, by index.
enum CountedGroup: String, CaseDemoGroup {
    case first, second, third

    static let made = MadeCounter()

    var demo: any Demoable {
        Self.made.note(self.rawValue)
        return ColorsDemo()
    }
}

final class MadeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func note(_ name: String) { lock.withLock { names.append(name) } }
    func take() -> [String] { lock.withLock { defer { names = [] }; return names } }
}

/// `open` builds the catalog on demand: only the demo it shows. Whatever it
/// chooses, says or refuses must be what the complete catalog chooses, says
/// or refuses.
@Suite struct OnDemandCatalogTests {
    static let groups: [any DemoGroup.Type] = [Widgets.self, Layouts.self, TwinWidgets.self]

    static let addresses: [String?] = [
        nil, "Widgets/buttons", "widgets/BUTTONS", "Wid/but", "Widgets/b", "Widgets/gone", "Widgets/",
        "/buttons", "buttons", "Widgets/buttons/red", "Nope/buttons", "Twins/buttons", "Page/grid",
        "Widgets/red", "Layouts/grid", "Layouts/gri", "Twins/butt",
    ]
    static let tweaks: [String?] = [nil, "red", "RED", "redO", "2", "9", "re", "green"]
    static let remembered: [Preferences.DemoReference?] = [
        nil, .init(group: "Widgets", demo: "buttons", tweak: "red"),
        .init(group: "Widgets", demo: "buttons", tweak: "green"), .init(group: "Widgets", demo: "buttons"),
        .init(group: "Widgets", demo: "gone", tweak: "red"), .init(group: "Layouts", demo: "grid"),
        .init(group: "widgets", demo: "buttons"),
    ]

    private func outcome(_ resolution: DemoSelection.Resolution) -> String {
        let result: String
        switch resolution.result {
        case .success(let selection): result = selection.description
        case .failure(let error): result = "\(error)"
        }
        return result + " | " + resolution.notices.joined(separator: "; ")
    }

    @Test(arguments: addresses.indices)
    func onDemand_choosesSaysAndRefusesAsTheCompleteCatalog(address: Int) throws {
        let complete = try Catalog(groups: Self.groups)
        let onDemand = try Catalog.onDemand(groups: Self.groups)
        for tweak in Self.tweaks {
            for remembered in Self.remembered {
                let typed = Self.addresses[address]
                let expected = DemoSelection.resolve(
                    address: typed, tweak: tweak, remembered: remembered, catalog: complete, commandName: "demo-runner")
                let actual = DemoSelection.resolve(
                    address: typed, tweak: tweak, remembered: remembered, catalog: onDemand, commandName: "demo-runner")
                #expect(outcome(actual) == outcome(expected), "\(typed ?? "-") --tweak \(tweak ?? "-") \(remembered.map { "\($0)" } ?? "-")")
            }
        }
    }

    @Test func directDemo_isTheCompleteCatalogsDemo() throws {
        let complete = try Catalog(groups: Self.groups)
        let onDemand = try Catalog.onDemand(groups: Self.groups)
        #expect(onDemand.groups.allSatisfy { $0.demos.isEmpty })
        for demo in complete.allDemos {
            let direct = try #require(onDemand.directDemo(at: demo.address))
            #expect(direct.address == demo.address)
            #expect(direct.title == demo.title)
            #expect(direct.presentation == demo.presentation)
            #expect(direct.tweaks.map(\.identifier) == demo.tweaks.map(\.identifier))
            #expect(direct.tweaks.map(\.title) == demo.tweaks.map(\.title))
            #expect(onDemand.directDemo(exactly: demo.groupIdentifier, demo.identifier)?.address == demo.address)
        }
    }

    @Test func open_makesOnlyTheDemoItShows() throws {
        let onDemand = try Catalog.onDemand(groups: [CountedGroup.self, Widgets.self])
        _ = CountedGroup.made.take()
        let selection = try DemoSelection.resolve(
            address: "CountedGroup/second", tweak: "red", remembered: nil, catalog: onDemand, commandName: "demo-runner"
        ).selection()
        #expect(selection.description == "CountedGroup/second (tweak red)")
        #expect(CountedGroup.made.take() == ["second"])
        _ = try Catalog(groups: [CountedGroup.self])
        #expect(CountedGroup.made.take() == ["first", "second", "third"])
    }

    /// A catalog invalid elsewhere no longer stops `open` of a valid demo;
    /// the invalid demo's own address still reports it, as `list` does.
    @Test func openOnACatalogInvalidElsewhere_showsTheDemo_andTheInvalidOneSaysWhy() throws {
        let groups: [any DemoGroup.Type] = [Widgets.self, DuplicateTweaks.self]
        #expect(throws: CatalogError.self) { try Catalog(groups: groups) }
        let onDemand = try Catalog.onDemand(groups: groups)
        let valid = DemoSelection.resolve(
            address: "Widgets/buttons", tweak: nil, remembered: nil, catalog: onDemand, commandName: "demo-runner")
        #expect(try valid.selection().description == "Widgets/buttons (tweak blue)")
        let invalid = DemoSelection.resolve(
            address: "DuplicateTweaks/colors", tweak: nil, remembered: nil, catalog: onDemand, commandName: "demo-runner")
        #expect(throws: RunnerError.failure(
            "invalid catalog: tweaks 'Red 0' and 'Red 1' of DuplicateTweaks/colors share the identifier 'red'; "
                + "rename one of them")
        ) { try invalid.selection() }
    }
}
