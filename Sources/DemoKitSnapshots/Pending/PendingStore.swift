import Foundation

/// Goldens waiting for review: the new rendering of a golden that is missing
/// or differs, kept beside the goldens instead of over them, until someone
/// accepts it (it becomes the golden) or rejects it (it is deleted).
///
/// Pending files live in the snapshot root's hidden `.pending` folder, at the
/// golden's own path: `Demos/__Snapshots__/.pending/Components/buttons/red.txt`
/// (and `red.ansi` when the new rendering has styles). So the command line,
/// the test helpers and `demo-runner review` find them the way they find the
/// goldens, obsolete-golden detection never sees them (it never enters a
/// hidden folder), and the folder's own `.gitignore` (`*`) keeps them out of
/// git without a line in the user's `.gitignore`, as pytest's and ruff's
/// caches do.
///
/// A pending entry is one golden case's whole rendering: its plain file, and
/// its styles file when the rendering has styles. The plain file is written
/// last and deleted last, so it marks a complete entry. Every write and
/// delete goes through ``GoldenStore`` (contained, never through a link,
/// atomic); accepting replaces the styles golden first and the plain golden
/// second, then deletes the pending files, so an interrupted accept is
/// finished by accepting again and never loses a golden.
///
/// A script's pinned media file (`DemoScript.media`, a path under the
/// package root) is a variant of an entry: its new bytes wait in
/// `.pending/.media/` at the file's own path, and accepting writes them to
/// ``media``, the package root, through ``GoldenStore`` as a golden is
/// written.
///
/// ```swift
/// let pending = PendingStore(goldens: GoldenStore(root: snapshots))
/// for entry in pending.entries() { try pending.accept(entry) }
/// ```
package struct PendingStore: Sendable {
    /// The hidden folder, inside the snapshot root, that holds pending goldens.
    package static let folderName = ".pending"
    /// What the folder's `.gitignore` says: ignore everything here.
    static let ignoreFile = (
        name: ".gitignore",
        contents: Array("""
            # Written by DemoKit: goldens waiting for `demo-runner review`. Never commit them.
            *

            """.utf8)
    )

    /// The folder, inside ``folderName``, that holds pending media files.
    package static let mediaFolderName = ".media"

    /// The snapshot root the entries belong to.
    package let goldens: GoldenStore
    /// The package root pinned media paths are relative to, or `nil` when
    /// the store is not asked about media.
    package let media: GoldenStore?

    package init(goldens: GoldenStore, media: GoldenStore? = nil) {
        self.goldens = goldens
        self.media = media
    }

    /// The absolute path of the pending folder.
    package var root: String { goldens.path(Self.folderName) }

    /// The path, relative to the snapshot root, of the pending file for the
    /// golden at `goldenPath`: `.pending/Components/buttons/red.txt`.
    package func relativePath(_ goldenPath: String) -> String {
        Self.folderName + "/" + goldenPath
    }

    /// Whether the pinned media file at `mediaPath` (under ``media``) would
    /// lie inside the pending folder, where it would be taken for, or
    /// overwrite, what waits for review: compared as a file system that
    /// ignores case compares names (``CaseFolding``: `.PENDING` is the
    /// folder on macOS), and again with the links above both roots
    /// resolved. `false` without ``media``.
    package func holds(mediaPath: String) -> Bool {
        guard let media else { return false }
        let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let pairs = [(media.root, goldens.root), (resolved(media.root), resolved(goldens.root))]
        return pairs.contains { package, snapshots in
            let folder = CaseFolding.key(snapshots + "/" + Self.folderName)
            let file = CaseFolding.key(package + "/" + mediaPath)
            return file.hasPrefix(folder + "/") || file == folder
        }
    }

    /// The path, relative to the snapshot root, of the pending file of
    /// `entry`: its plain file, or its media file.
    package func relativePath(of entry: PendingEntry) -> String {
        entry.isMedia ? relativePath(Self.mediaFolderName + "/" + entry.basePath) : relativePath(entry.plainPath)
    }

    /// The absolute path of the pending file for the golden at `goldenPath`.
    package func path(_ goldenPath: String) -> String {
        goldens.path(relativePath(goldenPath))
    }

    /// The absolute path of the pending file of `entry`.
    package func path(of entry: PendingEntry) -> String {
        goldens.path(relativePath(of: entry))
    }

    // MARK: - Writing

    /// Leaves a case's new rendering pending, replacing any earlier one.
    ///
    /// - Parameters:
    ///   - plain: The plain golden's new bytes.
    ///   - styles: The styles golden's new bytes, or `nil` when the new
    ///     rendering has no styles (accepting then deletes a styles golden).
    ///   - basePath: The case's path without extension: `Components/buttons/red`.
    /// - Throws: ``SnapshotSetupError`` naming the file when it cannot be
    ///   written (a link, a folder in the way, a read-only folder).
    package func write(plain: [UInt8], styles: [UInt8]?, basePath: String) throws(SnapshotSetupError) {
        try writeIgnoreFileIfMissing()
        let entry = PendingEntry(basePath: basePath, hasStyles: styles != nil)
        if let styles {
            try goldens.write(styles, to: relativePath(entry.stylesPath))
        } else {
            try goldens.remove(relativePath(entry.stylesPath))
        }
        try goldens.write(plain, to: relativePath(entry.plainPath))
    }

    /// Leaves a pinned media file's new bytes pending, replacing any
    /// earlier ones.
    ///
    /// - Parameters:
    ///   - bytes: The file's new bytes.
    ///   - mediaPath: The file's path under the package root.
    /// - Throws: ``SnapshotSetupError`` naming the file when it cannot be written.
    package func write(_ bytes: [UInt8], mediaPath: String) throws(SnapshotSetupError) {
        try writeIgnoreFileIfMissing()
        try goldens.write(bytes, to: relativePath(of: PendingEntry(mediaPath: mediaPath)))
    }

    /// Deletes the pending entry of a case, if there is one: its rendering
    /// now matches the goldens, so there is nothing left to review.
    package func remove(basePath: String) throws(SnapshotSetupError) {
        try remove(PendingEntry(basePath: basePath, hasStyles: true))
    }

    /// Deletes the pending media file at `mediaPath`, if there is one.
    package func remove(mediaPath: String) throws(SnapshotSetupError) {
        try remove(PendingEntry(mediaPath: mediaPath))
    }

    private func writeIgnoreFileIfMissing() throws(SnapshotSetupError) {
        let relative = Self.folderName + "/" + Self.ignoreFile.name
        guard !goldens.exists(relative) else { return }
        try goldens.write(Self.ignoreFile.contents, to: relative)
    }

    // MARK: - Reading

    /// Every pending entry, sorted by path, goldens first, then media. A
    /// `.pending` folder that is a symbolic link lists nothing; hidden files
    /// and folders inside are skipped, but for the media folder, whose
    /// files keep their paths (`.github/demo.svg`).
    package func entries() -> [PendingEntry] {
        var plain: [String] = []
        var styles: Set<String> = []
        DirectoryWalker.forEachFile(under: root) { relative, name in
            guard !name.hasPrefix(".") else { return }
            if relative.hasSuffix(GoldenFile.plainExtension) {
                plain.append(String(relative.dropLast(GoldenFile.plainExtension.count)))
            } else if relative.hasSuffix(GoldenFile.stylesExtension) {
                styles.insert(String(relative.dropLast(GoldenFile.stylesExtension.count)))
            }
        }
        var media: [String] = []
        DirectoryWalker.forEachFile(under: goldens.path(relativePath(Self.mediaFolderName)), entersHidden: true) {
            relative, _ in media.append(relative)
        }
        return plain.sorted().map { PendingEntry(basePath: $0, hasStyles: styles.contains($0)) }
            + media.sorted().map(PendingEntry.init(mediaPath:))
    }

    /// Whether a case has a pending entry.
    package func contains(basePath: String) -> Bool {
        goldens.exists(relativePath(basePath + GoldenFile.plainExtension))
    }

    /// The pending rendering of `entry` and the goldens it would replace.
    ///
    /// - Throws: ``SnapshotSetupError`` when a file cannot be read.
    package func contents(of entry: PendingEntry) throws(SnapshotSetupError) -> PendingContents {
        guard let plain = try goldens.contents(relativePath(of: entry)) else {
            throw SnapshotSetupError(
                "the pending \(entry.isMedia ? "media file" : "golden") \(path(of: entry)) is gone; "
                    + "another review or run took it")
        }
        if entry.isMedia {
            let current = try mediaStore(entry).contents(entry.basePath)
            return PendingContents(plain: plain, styles: nil, goldenPlain: current, goldenStyles: nil)
        }
        return PendingContents(
            plain: plain,
            styles: try goldens.contents(relativePath(entry.stylesPath)),
            goldenPlain: try goldens.contents(entry.plainPath),
            goldenStyles: try goldens.contents(entry.stylesPath))
    }

    // MARK: - Deciding

    /// Makes the pending rendering the golden: the styles golden is replaced
    /// (or deleted when the new rendering has none), then the plain golden,
    /// each atomically; then the pending files are deleted.
    ///
    /// - Throws: ``SnapshotSetupError`` when a file cannot be read, written
    ///   or deleted; the pending entry then stays, so nothing is lost and
    ///   accepting again finishes the job.
    package func accept(_ entry: PendingEntry) throws(SnapshotSetupError) {
        let contents = try contents(of: entry)
        if entry.isMedia {
            try mediaStore(entry).write(contents.plain, to: entry.basePath)
            return try remove(entry)
        }
        if let styles = contents.styles {
            try goldens.write(styles, to: entry.stylesPath)
        } else {
            try goldens.remove(entry.stylesPath)
        }
        try goldens.write(contents.plain, to: entry.plainPath)
        try remove(entry)
    }

    /// Deletes the pending files of `entry`; the goldens are not touched.
    ///
    /// - Throws: ``SnapshotSetupError`` when a file cannot be deleted.
    package func reject(_ entry: PendingEntry) throws(SnapshotSetupError) {
        try remove(entry)
    }

    private func remove(_ entry: PendingEntry) throws(SnapshotSetupError) {
        if !entry.isMedia { try goldens.remove(relativePath(entry.stylesPath)) }
        try goldens.remove(relativePath(of: entry))
        removeEmptyFolders(above: entry.isMedia ? Self.mediaFolderName + "/" + entry.basePath : entry.plainPath)
    }

    /// The package root a media entry is accepted into.
    private func mediaStore(_ entry: PendingEntry) throws(SnapshotSetupError) -> GoldenStore {
        guard let media else {
            throw SnapshotSetupError(
                "the pending media file \(path(of: entry)) has no package root to be accepted into; "
                    + "run the command from the package")
        }
        return media
    }

    /// Deletes the folders inside `.pending` that `goldenPath`'s removal
    /// left empty, deepest first; `.pending` itself stays, with its
    /// `.gitignore`.
    private func removeEmptyFolders(above goldenPath: String) {
        var folder = goldenPath
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            goldens.removeIfEmpty(relativePath(folder))
        }
    }
}

/// One golden case waiting for review, named by its path under the
/// snapshot root without extension; or a pinned media file, named by its
/// path under the package root.
package struct PendingEntry: Sendable, Hashable, Comparable {
    /// What waits: a golden's rendering, or a pinned media file.
    package enum Kind: Sendable, Hashable {
        /// A golden's rendering, with or without a styles file.
        case golden(hasStyles: Bool)
        /// A pinned media file (`DemoScript.media`).
        case media
    }

    /// `Components/buttons/red`, `Prompts/singleChoice/filter+chooseSecond@dark`;
    /// for media, the file's path: `.github/images/demo.svg`.
    package var basePath: String
    /// What waits.
    package var kind: Kind

    package init(basePath: String, hasStyles: Bool) {
        self.basePath = basePath
        kind = .golden(hasStyles: hasStyles)
    }

    /// The entry of the pinned media file at `mediaPath`.
    package init(mediaPath: String) {
        basePath = mediaPath
        kind = .media
    }

    /// Whether the pending rendering has a styles file.
    package var hasStyles: Bool { kind == .golden(hasStyles: true) }
    /// Whether it is a pinned media file.
    package var isMedia: Bool { kind == .media }

    /// The plain golden's path under the snapshot root; a media file's
    /// path under the package root.
    package var plainPath: String { isMedia ? basePath : basePath + GoldenFile.plainExtension }
    /// The styles golden's path under the snapshot root.
    package var stylesPath: String { basePath + GoldenFile.stylesExtension }

    package static func < (lhs: PendingEntry, rhs: PendingEntry) -> Bool {
        lhs.isMedia == rhs.isMedia ? lhs.basePath < rhs.basePath : rhs.isMedia
    }
}

/// A pending rendering beside the goldens it would replace.
package struct PendingContents: Sendable, Equatable {
    /// The new plain golden.
    package var plain: [UInt8]
    /// The new styles golden, or `nil` when the new rendering has no styles.
    package var styles: [UInt8]?
    /// The plain golden now, or `nil` when the golden is new.
    package var goldenPlain: [UInt8]?
    /// The styles golden now, or `nil` when there is none.
    package var goldenStyles: [UInt8]?

    package init(plain: [UInt8], styles: [UInt8]?, goldenPlain: [UInt8]?, goldenStyles: [UInt8]?) {
        self.plain = plain
        self.styles = styles
        self.goldenPlain = goldenPlain
        self.goldenStyles = goldenStyles
    }

    /// Whether there was no golden: accepting adds one.
    package var isNew: Bool { goldenPlain == nil }
}
