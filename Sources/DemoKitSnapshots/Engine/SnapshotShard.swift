import DemoKitCore

/// One of N parts of a run, from `--shard I/N`, so that N CI jobs together
/// check every golden exactly once.
///
/// A golden belongs to shard `hash(key) mod N + 1`, with a hash that is the
/// same everywhere (``StableHash``), of the golden's identifiers
/// (`Components/buttons/red@dark`). Adding or removing a demo therefore never
/// moves another demo's goldens to a different shard.
package struct SnapshotShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    ///
    /// - Throws: A usage message naming the input and the expected form.
    package init(_ text: String) throws(SnapshotSetupError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, (1...count).contains(index)
        else {
            throw SnapshotSetupError(
                "invalid value '\(TerminalSafeText.oneLine(text))' for '--shard'; write I/N with 1 ≤ I ≤ N, e.g. '--shard 1/4'")
        }
        self.index = index
        self.count = count
    }

    package func contains(key: String) -> Bool {
        count == 1 || Int(StableHash.fnv1a64(key) % UInt64(count)) == index - 1
    }

    package var description: String { "\(index)/\(count)" }
}
