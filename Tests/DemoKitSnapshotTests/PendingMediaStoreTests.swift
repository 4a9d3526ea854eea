import Foundation
import Testing

@testable import DemoKitSnapshots

/// A pinned media file is a variant of a pending entry: it waits in
/// `.pending/.media/` at its own path and is accepted into the package root.
@Suite struct PendingMediaStoreTests {
    @Test func mediaEntry_waitsBesideTheGoldens_isListedAfterThem_andAcceptingWritesThePackagesFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-pending-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = GoldenStore(root: root)
        let snapshots = GoldenStore(root: root.appendingPathComponent("Demos/__Snapshots__"))
        let store = PendingStore(goldens: snapshots, media: package)
        try package.write(Array("old\n".utf8), to: ".github/images/demo.svg")
        try store.write(plain: Array("a\n".utf8), styles: nil, basePath: "G/d")
        try store.write(Array("new\n".utf8), mediaPath: ".github/images/demo.svg")

        let entries = store.entries()
        #expect(entries == [PendingEntry(basePath: "G/d", hasStyles: false), PendingEntry(mediaPath: ".github/images/demo.svg")])
        let media = entries[1]
        #expect(media.isMedia && !media.hasStyles)
        #expect(store.path(of: media).hasSuffix("Demos/__Snapshots__/.pending/.media/.github/images/demo.svg"))
        let contents = try store.contents(of: media)
        #expect(contents.plain == Array("new\n".utf8))
        #expect(contents.goldenPlain == Array("old\n".utf8))

        try store.accept(media)
        #expect(try package.contents(".github/images/demo.svg") == Array("new\n".utf8))
        #expect(store.entries() == [PendingEntry(basePath: "G/d", hasStyles: false)])
        #expect(!snapshots.exists(".pending/.media"), "the emptied folders go")

        // A store that knows no package root cannot accept media, and says why.
        try store.write(Array("newer\n".utf8), mediaPath: "docs/x.cast")
        let bare = PendingStore(goldens: snapshots)
        #expect(throws: SnapshotSetupError.self) { try bare.accept(PendingEntry(mediaPath: "docs/x.cast")) }
        try bare.reject(PendingEntry(mediaPath: "docs/x.cast"))
        #expect(!package.exists("docs/x.cast"))
        #expect(store.entries().count == 1)
    }
}
