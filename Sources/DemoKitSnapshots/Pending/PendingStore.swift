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

    /// The snapshot root the entries belong to.
    package let goldens: GoldenStore

    package init(goldens: GoldenStore) {
        self.goldens = goldens
    }

    /// The absolute path of the pending folder.
    package var root: String { goldens.path(Self.folderName) }

    /// The path, relative to the snapshot root, of the pending file for the
    /// golden at `goldenPath`: `.pending/Components/buttons/red.txt`.
    package func relativePath(_ goldenPath: String) -> String {
        Self.folderName + "/" + goldenPath
    }

    /// The absolute path of the pending file for the golden at `goldenPath`.
    package func path(_ goldenPath: String) -> String {
        goldens.path(relativePath(goldenPath))
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

    /// Deletes the pending entry of a case, if there is one: its rendering
    /// now matches the goldens, so there is nothing left to review.
    package func remove(basePath: String) throws(SnapshotSetupError) {
        try remove(PendingEntry(basePath: basePath, hasStyles: true))
    }

    private func writeIgnoreFileIfMissing() throws(SnapshotSetupError) {
        let relative = Self.folderName + "/" + Self.ignoreFile.name
        guard !goldens.exists(relative) else { return }
        try goldens.write(Self.ignoreFile.contents, to: relative)
    }

    // MARK: - Reading

    /// Every pending entry, sorted by path. A `.pending` folder that is a
    /// symbolic link lists nothing; hidden files and folders inside are
    /// skipped.
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
        return plain.sorted().map { PendingEntry(basePath: $0, hasStyles: styles.contains($0)) }
    }

    /// Whether a case has a pending entry.
    package func contains(basePath: String) -> Bool {
        goldens.exists(relativePath(basePath + GoldenFile.plainExtension))
    }

    /// The pending rendering of `entry` and the goldens it would replace.
    ///
    /// - Throws: ``SnapshotSetupError`` when a file cannot be read.
    package func contents(of entry: PendingEntry) throws(SnapshotSetupError) -> PendingContents {
        guard let plain = try goldens.contents(relativePath(entry.plainPath)) else {
            throw SnapshotSetupError(
                "the pending golden \(path(entry.plainPath)) is gone; another review or run took it")
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
        try goldens.remove(relativePath(entry.stylesPath))
        try goldens.remove(relativePath(entry.plainPath))
        removeEmptyFolders(above: entry.plainPath)
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
/// snapshot root without extension.
package struct PendingEntry: Sendable, Hashable, Comparable {
    /// `Components/buttons/red`, `Prompts/singleChoice/filter+chooseSecond@dark`.
    package var basePath: String
    /// Whether the pending rendering has a styles file.
    package var hasStyles: Bool

    package init(basePath: String, hasStyles: Bool) {
        self.basePath = basePath
        self.hasStyles = hasStyles
    }

    /// The plain golden's path under the snapshot root.
    package var plainPath: String { basePath + GoldenFile.plainExtension }
    /// The styles golden's path under the snapshot root.
    package var stylesPath: String { basePath + GoldenFile.stylesExtension }

    package static func < (lhs: PendingEntry, rhs: PendingEntry) -> Bool {
        lhs.basePath < rhs.basePath
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
