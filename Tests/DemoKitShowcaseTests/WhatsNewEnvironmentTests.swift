import Testing

@testable import DemoKitDemos

@Suite("WhatsNewEnvironment")
struct WhatsNewEnvironmentTests {
    private func entry(_ version: String) throws -> WhatsNew {
        WhatsNew(version: try WhatsNewVersion(version), title: "What's New in \(version)", features: [])
    }

    private func environment(
        current: String, entries: [String], presented: [String] = []
    ) throws -> WhatsNewEnvironment<InMemoryWhatsNewVersionStore> {
        WhatsNewEnvironment(
            currentVersion: try WhatsNewVersion(current),
            collection: try entries.map(entry),
            store: InMemoryWhatsNewVersionStore(presentedVersions: try presented.map(WhatsNewVersion.init)))
    }

    @Test func decision_entryForCurrentVersion_isPresented() throws {
        let environment = try environment(current: "1.1.0", entries: ["1.0.0", "1.1.0"])
        #expect(environment.decision() == .present(try entry("1.1.0")))
        #expect(environment.whatsNew()?.version == WhatsNewVersion(major: 1, minor: 1))
    }

    @Test func decision_patchWithoutEntry_fallsBackToMinorRelease() throws {
        let environment = try environment(current: "1.0.1", entries: ["1.0.0"])
        #expect(environment.decision() == .presentFallback(try entry("1.0.0")))
    }

    @Test func decision_patchEntry_winsOverFallback() throws {
        let environment = try environment(current: "1.0.1", entries: ["1.0.0", "1.0.1"])
        #expect(environment.decision() == .present(try entry("1.0.1")))
    }

    @Test func decision_fallbackOnlyToSameMinor_notToOlderReleases() throws {
        #expect(try environment(current: "1.1.1", entries: ["1.0.0"]).decision() == .noEntry)
        #expect(try environment(current: "2.0.1", entries: ["1.9.0"]).decision() == .noEntry)
    }

    @Test func decision_minorReleaseWithoutEntry_isNoEntry() throws {
        #expect(try environment(current: "1.3.0", entries: ["1.2.0"]).decision() == .noEntry)
        #expect(try environment(current: "1.0.0", entries: []).decision() == .noEntry)
    }

    @Test func decision_currentVersionAlreadyPresented_showsNothing() throws {
        let environment = try environment(current: "1.1.0", entries: ["1.1.0"], presented: ["1.1.0"])
        #expect(environment.decision() == .alreadyPresented(WhatsNewVersion(major: 1, minor: 1)))
        #expect(environment.whatsNew() == nil)
    }

    @Test func decision_fallbackAlreadyPresented_showsNothing() throws {
        let environment = try environment(current: "1.0.2", entries: ["1.0.0"], presented: ["1.0.0"])
        #expect(environment.decision() == .alreadyPresented(WhatsNewVersion(major: 1)))
    }

    @Test func dismiss_thenDecideAgain_neverShowsTheSameVersionTwice() throws {
        var environment = try environment(current: "1.0.1", entries: ["1.0.0", "1.1.0"])
        let first = try #require(environment.whatsNew())
        try environment.dismiss(first)
        #expect(environment.whatsNew() == nil)
        environment.currentVersion = try WhatsNewVersion("1.0.2")
        #expect(environment.whatsNew() == nil)
        environment.currentVersion = try WhatsNewVersion("1.1.0")
        let second = try #require(environment.whatsNew())
        #expect(second.version == WhatsNewVersion(major: 1, minor: 1))
        try environment.dismiss(second)
        #expect(environment.whatsNew() == nil)
        #expect(environment.store.presentedVersions.map(\.description) == ["1.0.0", "1.1.0"])
    }

    @Test func decision_versionListedTwice_firstEntryWins() throws {
        var duplicate = try entry("1.0.0")
        duplicate.title = "Second"
        let environment = WhatsNewEnvironment(
            currentVersion: WhatsNewVersion(major: 1),
            collection: [try entry("1.0.0"), duplicate],
            store: InMemoryWhatsNewVersionStore())
        #expect(environment.whatsNew()?.title == "What's New in 1.0.0")
    }
}
