import Foundation
import Testing
@testable import DemoKitBrowser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `browse --watch`'s watcher on real files: the system's file events
/// (inotify on Linux, kqueue on macOS) and the polling fallback, counted
/// in saves said and paths changed. Time is the watcher's own, passed in:
/// the tests wait for the kernel's events to arrive, never for a delay to
/// pass.
@Suite struct SourceWatcherTests {
    /// A package-like folder with one source, removed at the end.
    private final class Package {
        let root: String
        init() throws {
            root = FileManager.default.temporaryDirectory.standardizedFileURL
                .appendingPathComponent("demokit watch \(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: root + "/Sources/Demos", withIntermediateDirectories: true)
            try write("Sources/Demos/A.swift", "let a = 1\n")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func path(_ relative: String) -> String { root + "/" + relative }

        /// Saves as an editor that renames a new file over the old one.
        func write(_ relative: String, _ text: String) throws {
            try text.write(toFile: path(relative), atomically: true, encoding: .utf8)
        }

        /// Saves in place: truncates and writes the same file.
        func overwrite(_ relative: String, _ text: String) throws {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(relative)))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }

        func makeFolder(_ relative: String) throws {
            try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        }
    }

    /// The watcher's own clock, moved by hand.
    private struct VirtualTime {
        var now = ContinuousClock.now
        mutating func advance(_ duration: Duration) { now += duration }
    }

    /// Reads the watcher until changes have come in (waiting on its
    /// descriptor, or briefly between reads of one without), then lets its
    /// quiet time pass; returns what it said, or `nil` when nothing came
    /// in within `attempts` reads.
    private func nextSave(
        _ watcher: SourceWatcher, _ time: inout VirtualTime, attempts: Int = 500
    ) -> Set<String>? {
        for _ in 0..<attempts {
            if let descriptor = watcher.descriptor {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, 20)
            } else {
                usleep(10_000)
            }
            // Scans and reads without a descriptor come due on the watcher's clock.
            time.advance(watcher.descriptor == nil ? .milliseconds(10) : .milliseconds(1))
            let said = watcher.poll(now: time.now)
            if said { return watcher.lastChanges }
            if watcher.hasPendingChanges {
                time.advance(SourceWatcher.longestWait)
                return watcher.poll(now: time.now) ? watcher.lastChanges : nil
            }
        }
        return nil
    }

    @Test func theSystemsEvents_areUsed() throws {
        let package = try Package()
        let watcher = SourceWatcher(root: package.root)
        #if canImport(Glibc) || canImport(Musl)
        #expect(watcher.mechanism == .inotify)
        #expect(watcher.descriptor != nil)
        #elseif canImport(Darwin)
        #expect(watcher.mechanism == .kqueue)
        #endif
        #expect(watcher.folderCount == 3)
        #expect(SourceWatcher(root: package.root, mechanism: .polling).mechanism == .polling)
    }

    @Test(arguments: [SourceWatcher.Mechanism?.none, .polling])
    func aCreateAModifyARenameAndADelete_areEachOneSave_namingTheirFiles(mechanism: SourceWatcher.Mechanism?) throws {
        let package = try Package()
        let watcher = SourceWatcher(root: package.root, mechanism: mechanism)
        var time = VirtualTime()
        #expect(!watcher.poll(now: time.now))

        try package.write("Sources/Demos/B.swift", "let b = 1\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/B.swift")])

        try package.overwrite("Sources/Demos/A.swift", "let a = 22\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/A.swift")])

        try FileManager.default.moveItem(
            atPath: package.path("Sources/Demos/B.swift"), toPath: package.path("Sources/Demos/C.swift"))
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/B.swift"), package.path("Sources/Demos/C.swift")])

        try FileManager.default.removeItem(atPath: package.path("Sources/Demos/C.swift"))
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/C.swift")])
        #expect(watcher.changeCount == 4)
    }

    @Test(arguments: [SourceWatcher.Mechanism?.none, .polling])
    func severalFilesSavedAtOnce_areOneSave(mechanism: SourceWatcher.Mechanism?) throws {
        let package = try Package()
        let watcher = SourceWatcher(root: package.root, mechanism: mechanism)
        var time = VirtualTime()
        _ = watcher.poll(now: time.now)
        try package.write("Sources/Demos/A.swift", "let a = 2\n")
        try package.write("Sources/Demos/B.swift", "let b = 2\n")
        try package.write("Package.swift", "// swift-tools-version: 6.0\n")
        let said = nextSave(watcher, &time)
        #expect(said == Set(["Sources/Demos/A.swift", "Sources/Demos/B.swift", "Package.swift"].map(package.path)))
        #expect(watcher.changeCount == 1)
    }

    @Test func aNewFolder_isWatched_andItsSourcesCount() throws {
        let package = try Package()
        let watcher = SourceWatcher(root: package.root)
        var time = VirtualTime()
        let folders = watcher.folderCount

        try package.makeFolder("Sources/Demos/Cards")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/Cards")])
        #expect(watcher.folderCount == folders + 1)
        try package.write("Sources/Demos/Cards/Card.swift", "let card = 1\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/Cards/Card.swift")])

        // Folders made and written at once: the sources written before
        // their folders were watched are found when they are.
        try package.makeFolder("Sources/Deep/Er")
        try package.write("Sources/Deep/Er/Deep.swift", "let deep = 1\n")
        let said = try #require(nextSave(watcher, &time))
        #expect(said.contains(package.path("Sources/Deep")))
        #expect(watcher.folderCount == folders + 3)
        try package.write("Sources/Deep/Er/Deep.swift", "let deep = 2\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Deep/Er/Deep.swift")])
        #expect(watcher.changeCount == 4)
    }

    @Test func aFolderMovedIn_isWatchedUnderItsNewName() throws {
        let package = try Package()
        let outside = try Package()
        try outside.write("Sources/Demos/Moved.swift", "let moved = 1\n")
        let watcher = SourceWatcher(root: package.root)
        var time = VirtualTime()
        try FileManager.default.moveItem(atPath: outside.path("Sources/Demos"), toPath: package.path("Sources/Moved"))
        #expect(nextSave(watcher, &time) == [package.path("Sources/Moved")])
        try package.write("Sources/Moved/Moved.swift", "let moved = 2\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Moved/Moved.swift")])
    }

    @Test(arguments: [SourceWatcher.Mechanism?.none, .polling])
    func whatIsNotASource_isNotAChange(mechanism: SourceWatcher.Mechanism?) throws {
        let package = try Package()
        try package.makeFolder(".build/debug")
        try package.makeFolder("Sources/Demos/__Snapshots__")
        let watcher = SourceWatcher(root: package.root, mechanism: mechanism)
        var time = VirtualTime()
        _ = watcher.poll(now: time.now)
        try package.write(".build/debug/Generated.swift", "let generated = 1\n")
        try package.write("Sources/Demos/__Snapshots__/golden.swift", "x\n")
        try package.write("Sources/Demos/notes.txt", "x\n")
        try package.write("Sources/Demos/.A.swift.swp", "x\n")
        try package.write("Sources/Demos/A.swift~", "x\n")
        // What follows them says they were read and not counted.
        try package.write("Sources/Demos/A.swift", "let a = 3\n")
        #expect(nextSave(watcher, &time) == [package.path("Sources/Demos/A.swift")])
        #expect(watcher.changeCount == 1)
    }

    @Test func changesThatNeverStop_areSaidAfterTheLongestWait() throws {
        let package = try Package()
        let watcher = SourceWatcher(root: package.root, mechanism: .polling)
        var time = VirtualTime()
        _ = watcher.poll(now: time.now)
        var said = 0
        // A file written every scan for two and a half seconds (a new size
        // each time: the clock of the file system may not move between two).
        for step in 1...25 {
            try package.write("Sources/Demos/A.swift", "let a = " + String(repeating: "1", count: step) + "\n")
            time.advance(.milliseconds(100))
            if watcher.poll(now: time.now) { said += 1 }
        }
        #expect(said == 2)
    }
}
