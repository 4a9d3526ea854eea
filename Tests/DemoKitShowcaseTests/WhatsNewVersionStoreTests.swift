import Foundation
import Testing

@testable import DemoKitDemos

@Suite("What's New version stores")
struct WhatsNewVersionStoreTests {
    /// A fresh directory for one test, removed when the test ends.
    final class TemporaryDirectory {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory
                .appendingPathComponent("DemoKitShowcaseTests-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func inMemory_save_keepsOneSortedCopyOfEachVersion() throws {
        var store = InMemoryWhatsNewVersionStore(presentedVersions: [WhatsNewVersion(major: 2)])
        store.save(presentedVersion: WhatsNewVersion(major: 1, minor: 5))
        store.save(presentedVersion: WhatsNewVersion(major: 2))
        #expect(store.presentedVersions.map(\.description) == ["1.5.0", "2.0.0"])
        #expect(store.hasPresented(WhatsNewVersion(major: 1, minor: 5)))
        #expect(!store.hasPresented(WhatsNewVersion(major: 1)))
    }

    @Test func jsonFile_missingFile_isAnEmptyStoreWithoutWarning() throws {
        let directory = try TemporaryDirectory()
        let store = JSONFileWhatsNewVersionStore(fileURL: directory.url.appendingPathComponent("none.json"))
        #expect(store.presentedVersions.isEmpty)
        #expect(store.warning == nil)
    }

    @Test func jsonFile_saveThenReload_roundTrips() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("nested/dir/whats-new.json")
        var store = JSONFileWhatsNewVersionStore(fileURL: url)
        try store.save(presentedVersion: WhatsNewVersion(major: 1, minor: 1))
        try store.save(presentedVersion: WhatsNewVersion(major: 1))
        try store.save(presentedVersion: WhatsNewVersion(major: 1))
        let reloaded = JSONFileWhatsNewVersionStore(fileURL: url)
        #expect(reloaded.presentedVersions.map(\.description) == ["1.0.0", "1.1.0"])
        #expect(reloaded.warning == nil)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "{\n  \"presentedVersions\" : [\n    \"1.0.0\",\n    \"1.1.0\"\n  ]\n}\n")
    }

    @Test func jsonFile_save_leavesNoTemporaryFileBehind() throws {
        let directory = try TemporaryDirectory()
        var store = JSONFileWhatsNewVersionStore(fileURL: directory.url.appendingPathComponent("whats-new.json"))
        try store.save(presentedVersion: WhatsNewVersion(major: 3))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names == ["whats-new.json"])
    }

    @Test func jsonFile_corruptFile_isAWarningAndAnEmptyStore() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("whats-new.json")
        try Data(#"{"presentedVersions": ["1.0.0", "1.1"#.utf8).write(to: url)
        var store = JSONFileWhatsNewVersionStore(fileURL: url)
        #expect(store.presentedVersions.isEmpty)
        let warning = try #require(store.warning)
        #expect(warning.contains(url.path))
        #expect(warning.contains("it is not JSON"))
        try store.save(presentedVersion: WhatsNewVersion(major: 1))
        #expect(JSONFileWhatsNewVersionStore(fileURL: url).warning == nil)
    }

    @Test func jsonFile_wrongShape_isAWarning() {
        let url = URL(fileURLWithPath: "/nowhere/whats-new.json")
        for contents in [#"["1.0.0"]"#, #"{"presented": ["1.0.0"]}"#, #"{"presentedVersions": [1, 2]}"#] {
            let store = JSONFileWhatsNewVersionStore(fileURL: url, contents: Data(contents.utf8))
            #expect(store.presentedVersions.isEmpty)
            #expect(store.warning?.contains("not an object with a 'presentedVersions' array of strings") == true)
        }
    }

    @Test func jsonFile_someBadVersions_keepsTheGoodOnesAndNamesTheBad() throws {
        let store = JSONFileWhatsNewVersionStore(
            fileURL: URL(fileURLWithPath: "/nowhere/whats-new.json"),
            contents: Data(#"{"presentedVersions": ["1.0.0", "banana", "1.2"]}"#.utf8))
        #expect(store.presentedVersions.map(\.description) == ["1.0.0", "1.2.0"])
        let warning = try #require(store.warning)
        #expect(warning.contains("'banana' is not a version"))
    }

    @Test func jsonFile_unreadablePath_isAWarning() throws {
        let directory = try TemporaryDirectory()
        // A directory where the file should be cannot be read as data.
        let store = JSONFileWhatsNewVersionStore(fileURL: directory.url)
        #expect(store.presentedVersions.isEmpty)
        #expect(store.warning?.hasPrefix("Could not read the What's New version store") == true)
    }

    @Test func jsonFile_failedSave_throwsAndLeavesTheStoreUnchanged() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        var store = JSONFileWhatsNewVersionStore(fileURL: blocker.appendingPathComponent("whats-new.json"))
        #expect(throws: (any Error).self) { try store.save(presentedVersion: WhatsNewVersion(major: 1)) }
        #expect(store.presentedVersions.isEmpty)
    }
}
