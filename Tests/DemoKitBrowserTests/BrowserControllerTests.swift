import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitTerminal

@Suite struct BrowserControllerTests {
    private func temporaryStore() -> PreferencesStore {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-controller-\(UUID().uuidString)", isDirectory: true)
        return PreferencesStore(url: folder.appendingPathComponent("p.json"))
    }

    @Test func keys_drawTheFrame_andTheLastChoiceIsSavedWhenTheSessionEnds() throws {
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.url.deletingLastPathComponent()) }
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: store)
        var frames: [String] = []
        controller.start(size: TerminalSize(columns: 80, rows: 24)) { frames.append($0) }
        for _ in 0..<3 {
            #expect(controller.handle([.key(.down)]) { frames.append($0) } == .continue)
        }
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { !$0.isEmpty })
        controller.finishSaving()
        #expect(!controller.isSaving)
        let saved = store.load().preferences.lastDemo
        #expect(saved?.address == controller.state.reference?.address)
        #expect(saved?.address == "Screens/broken")
    }

    @Test func quit_drawsNothingMore_butStillSavesTheLastMove() throws {
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.url.deletingLastPathComponent()) }
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: store)
        controller.start(size: TerminalSize(columns: 80, rows: 24)) { _ in }
        var drawn = 0
        #expect(controller.handle([.key(.down), .key(.character("q")), .key(.down)]) { _ in drawn += 1 } == .quit)
        #expect(drawn == 0)
        controller.finishSaving()
        #expect(store.load().preferences.lastDemo?.address == "Widgets/slider")
    }

    @Test func failedSave_isShownOnce() throws {
        // A regular file where the folder should be: no one can save there.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-blocker-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let store = PreferencesStore(url: blocker.appendingPathComponent("p.json"))
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: store)
        controller.start(size: TerminalSize(columns: 80, rows: 24)) { _ in }
        controller.finishSaving()
        #expect(controller.showSaveWarning { _ in })
        #expect(controller.state.message?.text.contains("cannot save preferences") == true)
        _ = controller.handle([.key(.down)]) { _ in }
        controller.finishSaving()
        #expect(!controller.showSaveWarning { _ in })
    }

    @Test func withoutAStore_nothingIsSaved() {
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: nil)
        controller.start(size: TerminalSize(columns: 80, rows: 24)) { _ in }
        _ = controller.handle([.key(.down)]) { _ in }
        #expect(!controller.isSaving)
        controller.finishSaving()
        #expect(!controller.showSaveWarning { _ in })
    }
}
