import Foundation
import Testing

@testable import DemoKitExport

/// An export never overwrites what is not its own.
struct ExportFolderTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func write_newFolder_writesFilesAndManifest() throws {
        let root = try temporaryFolder().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try ExportFolder(path: root.path).write([("index.html", Array("a".utf8)), ("G/d/t.svg", Array("b".utf8))])
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("G/d/t.svg").path) == Data("b".utf8))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(ExportFolder.manifestName).path))
    }

    @Test func write_previousExport_isReplacedAndStaleFilesDeleted() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ExportFolder(path: root.path)
        try folder.write([("G/old/t.svg", Array("old".utf8)), ("G/d/t.svg", Array("1".utf8))])
        try folder.write([("G/d/t.svg", Array("2".utf8))])
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("G/d/t.svg").path) == Data("2".utf8))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("G/old").path))
    }

    @Test func write_folderWithTheUsersFiles_isRefusedAndUntouched() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let mine = root.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: mine)
        #expect(throws: ExportFolder.Failure.notAnExport(example: "notes.txt")) {
            try ExportFolder(path: root.path).write([("notes.txt", Array("x".utf8))])
        }
        #expect(FileManager.default.contents(atPath: mine.path) == Data("mine".utf8))
    }

    @Test func write_throughASymbolicLink_isRefused() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let site = root.appendingPathComponent("site")
        try ExportFolder(path: site.path).write([("index.html", Array("a".utf8))])
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("G"), withDestinationURL: outside)
        #expect(throws: ExportFolder.Failure.self) {
            try ExportFolder(path: site.path).write([("G/x.svg", Array("x".utf8))])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: site)
        #expect(throws: ExportFolder.Failure.self) {
            try ExportFolder(path: link.path).write([("index.html", Array("x".utf8))])
        }
    }
}
