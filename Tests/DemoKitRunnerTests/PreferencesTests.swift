@testable import DemoKitBrowser
import Foundation
import Testing

@Suite struct PreferencesTests {
    @Test func missingFile_isEmptyWithoutWarning() throws {
        let directory = try TemporaryDirectory()
        let store = PreferencesStore(url: directory.url.appendingPathComponent("none.json"))
        let (preferences, warning, canSave) = store.load()
        #expect(preferences == Preferences())
        #expect(warning == nil)
        #expect(canSave)
    }

    @Test func saveThenLoad_roundTrips() throws {
        let directory = try TemporaryDirectory()
        let store = PreferencesStore(url: directory.url.appendingPathComponent("nested/dir/prefs.json"))
        let saved = Preferences(lastDemo: .init(group: "Components", demo: "buttons", tweak: "red"))
        #expect(store.save(saved) == nil)
        #expect(store.load().preferences == saved)
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test(arguments: ["{", "{\"schemaVersion\":1,\"lastDemo\":{\"group\":", "not json", "\u{0}\u{1}"])
    func corruptFile_atTheDefaultLocation_isKeptAsideAndReplaced(contents: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(contents.utf8).write(to: url)
        let (preferences, warning, canSave) = PreferencesStore(url: url, isDefaultLocation: true).load()
        #expect(preferences == Preferences())
        #expect(warning?.contains(url.path) == true)
        #expect(warning?.contains("kept it as '\(url.path).corrupt' and started afresh") == true)
        #expect(canSave)
        #expect(try Data(contentsOf: url.appendingPathExtension("corrupt")) == Data(contents.utf8))
        #expect(PreferencesStore(url: url, isDefaultLocation: true).load().warning == nil)
    }

    @Test(arguments: [
        "my notes\n", #"{"name": "my-package", "version": "1.0.0"}"#, "[1, 2]", "{", "\u{0}\u{1}",
        #"{"format": "someone-else", "schemaVersion": 1}"#, #"{"schemaVersion": 1, "theme": "dark"}"#,
    ])
    func fileThatIsNotDemoKits_atATypedPath_isLeftByteForByte(contents: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("notes.json")
        try Data(contents.utf8).write(to: url)
        let store = PreferencesStore(url: url)
        let (preferences, warning, canSave) = store.load()
        #expect(preferences == Preferences())
        #expect(warning?.contains("preferences file '\(url.path)'") == true)
        #expect(warning?.contains("left it as it is") == true)
        #expect(warning?.contains("give --preferences or DEMO_RUNNER_PREFERENCES a new file's path") == true)
        #expect(!canSave)
        #expect(store.save(Preferences(lastDemo: .init(group: "G", demo: "d")))?.contains("left it as it is") == true)
        #expect(try Data(contentsOf: url) == Data(contents.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.json"])
    }

    @Test(arguments: ["", "\n", "  \n"])
    func emptyFile_isFilledWithoutWarning(contents: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(contents.utf8).write(to: url)
        let store = PreferencesStore(url: url)
        let (_, warning, canSave) = store.load()
        #expect(warning == nil)
        #expect(canSave)
        let saved = Preferences(lastDemo: .init(group: "G", demo: "d"))
        #expect(store.save(saved) == nil)
        #expect(store.load().preferences == saved)
    }

    @Test func fileWithTheMarker_ofAnotherVersion_atATypedPath_isKeptAsideAndReplaced() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        let contents = #"{"format": "demokit-preferences", "schemaVersion": 2, "recent": []}"#
        try Data(contents.utf8).write(to: url)
        let (_, warning, canSave) = PreferencesStore(url: url).load()
        #expect(warning?.contains("has schema version 2, expected 1; kept it as") == true)
        #expect(canSave)
        #expect(try String(contentsOf: url.appendingPathExtension("corrupt"), encoding: .utf8) == contents)
        #expect(try String(contentsOf: url, encoding: .utf8).contains(#""format" : "demokit-preferences""#))
    }

    /// DemoKit's file of this version that does not decode, or that says
    /// no version, is malformed; one of another version says so, whatever
    /// else is wrong with it.
    @Test(arguments: [
        (#"{"format": "demokit-preferences", "schemaVersion": 1, "lastDemo": 7}"#, "is malformed; kept it as"),
        (#"{"format": "demokit-preferences", "lastDemo": {"group": "G", "demo": "d"}}"#, "is malformed; kept it as"),
        (#"{"format": "demokit-preferences", "schemaVersion": 3, "lastDemo": 7}"#, "has schema version 3, expected 1"),
    ])
    func demoKitsFileThatDoesNotDecode_isNamedForWhatIsWrong(contents: String, problem: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(contents.utf8).write(to: url)
        let (preferences, warning, canSave) = PreferencesStore(url: url).load()
        #expect(warning?.contains(problem) == true, "\(warning ?? "no warning")")
        #expect(preferences == Preferences())
        #expect(canSave)
        #expect(try String(contentsOf: url.appendingPathExtension("corrupt"), encoding: .utf8) == contents)
    }

    @Test func fileInTheLayoutWrittenBeforeTheMarker_isDemoKits_andGetsTheMarkerOnSave() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":"G","demo":"d"}}"#.utf8).write(to: url)
        let store = PreferencesStore(url: url)
        let (preferences, warning, canSave) = store.load()
        #expect(preferences.lastDemo == .init(group: "G", demo: "d"))
        #expect(warning == nil && canSave)
        #expect(store.save(Preferences(lastDemo: .init(group: "G", demo: "e"))) == nil)
        #expect(try String(contentsOf: url, encoding: .utf8).contains(#""format" : "demokit-preferences""#))
    }

    @Test func keepingAside_neverOverwritesAnEarlierCopy() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data("first".utf8).write(to: url.appendingPathExtension("corrupt"))
        try Data("second".utf8).write(to: url)
        let warning = PreferencesStore(url: url, isDefaultLocation: true).load().warning
        #expect(warning?.contains("kept it as '\(url.path).corrupt-2'") == true)
        #expect(try String(contentsOf: url.appendingPathExtension("corrupt"), encoding: .utf8) == "first")
        let second = directory.url.appendingPathComponent("prefs.json.corrupt-2")
        #expect(try String(contentsOf: second, encoding: .utf8) == "second")
    }

    @Test func wrongShape_warns() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":3}}"#.utf8).write(to: url)
        let (preferences, warning, _) = PreferencesStore(url: url).load()
        #expect(preferences == Preferences())
        #expect(warning?.contains("malformed") == true)
    }

    @Test func futureSchemaVersion_warns() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data(#"{"schemaVersion":9}"#.utf8).write(to: url)
        #expect(PreferencesStore(url: url).load().warning?.contains("schema version 9") == true)
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file, so none is unreadable"))
    func unreadableFile_warns() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data("{}".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        let (_, warning, canSave) = PreferencesStore(url: url).load()
        #expect(warning?.contains("cannot be read") == true)
        #expect(warning?.contains("left it as it is") == true)
        #expect(!canSave)
    }

    @Test func readOnlyLocation_warnsAndKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        // A regular file where a directory should be: unwritable even for root.
        let blocker = directory.url.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let store = PreferencesStore(url: blocker.appendingPathComponent("prefs.json"))
        let warning = store.save(Preferences(lastDemo: .init(group: "G", demo: "d")))
        #expect(warning?.contains("cannot save preferences") == true)
        #expect(warning?.contains("--preferences") == true)
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }

    @Test func failedSave_leavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // target is a directory
        #expect(PreferencesStore(url: url).save(Preferences()) != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == ["prefs.json"])
    }

    @Test func defaultLocation_followsXDGThenHome() {
        let xdg = PreferencesStore.defaultURL(
            catalogName: "demo-runner", environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])
        #expect(xdg.path == "/state/demokit/demo-runner.json")
        let home = PreferencesStore.defaultURL(catalogName: "my demos", environment: ["HOME": "/home/me"])
        #expect(home.path == "/home/me/.local/state/demokit/my-demos.json")
        let relativeXDG = PreferencesStore.defaultURL(
            catalogName: "x", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        #expect(relativeXDG.path == "/h/.local/state/demokit/x.json")
    }
}

@Suite struct PreferencesFileKindTests {
    @Test func devNull_meansRememberNothing_withoutWarnings() {
        let store = PreferencesStore(url: URL(fileURLWithPath: "/dev/null"))
        #expect(store.load().warning == nil)
        #expect(store.save(Preferences(lastDemo: .init(group: "G", demo: "d"))) == nil)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func symlinkedFile_keepsTheLinkAndUpdatesItsTarget() throws {
        let directory = try TemporaryDirectory()
        let real = directory.url.appendingPathComponent("real.json")
        let link = directory.url.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let saved = Preferences(lastDemo: .init(group: "Components", demo: "buttons"))
        #expect(PreferencesStore(url: link).save(saved) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(PreferencesStore(url: real).load().preferences == saved)
    }

    @Test func corruptFile_isReplacedAtOnce_soTheWarningIsGivenOnce() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        try Data("{\"schemaVersion\":1,\"lastDemo\":{".utf8).write(to: url)
        #expect(PreferencesStore(url: url, isDefaultLocation: true).load().warning?.contains("started afresh") == true)
        #expect(PreferencesStore(url: url, isDefaultLocation: true).load().warning == nil)
    }

    @Test func folder_warnsWithTheFix() throws {
        let directory = try TemporaryDirectory()
        let warning = PreferencesStore(url: directory.url).load().warning
        #expect(warning?.contains("is a folder") == true)
    }

    @Test func writeErrors_haveReadableReasons() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let warning = PreferencesStore(url: blocker.appendingPathComponent("p.json")).save(Preferences())
        #expect(warning?.contains("NSCocoaErrorDomain") == false)
        #expect(warning?.contains("not a directory") == true || warning?.contains("file exists") == true)
    }
}

@Suite struct PreferencesPermissionTests {
    /// Replacing a file keeps its permissions: a file made private stays private.
    @Test func save_keepsTheFilesPermissions() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        let store = PreferencesStore(url: url)
        #expect(store.save(Preferences(lastDemo: .init(group: "G", demo: "a"))) == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        #expect(store.save(Preferences(lastDemo: .init(group: "G", demo: "b"))) == nil)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(store.load().preferences.lastDemo?.demo == "b")
    }
}
