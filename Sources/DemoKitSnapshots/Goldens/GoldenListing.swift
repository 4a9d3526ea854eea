import Dispatch
import Foundation

/// The golden files under a catalog's group folders
/// (``GoldenStore/forEachGoldenFile(inGroupFolders:_:)``) that no case of a
/// plan accounts for, found on a thread of their own from the moment it is
/// made: the folders listed, and each path's hash looked up among the
/// hashes of the plan's golden paths, which that thread makes too. The run
/// that streams the results then does nothing per case for obsolete goldens.
final class GoldenListing: @unchecked Sendable {
    /// Written once by the listing thread, then read after `done` is waited for.
    private var unaccounted: [String] = []
    private let done = DispatchGroup()

    /// Starts listing.
    ///
    /// - Parameter cases: The plan's cases: each accounts for its text and
    ///   its styles golden, produced or not (a stale `.ansi` is reported by
    ///   its case, not as obsolete).
    init(store: GoldenStore, groupFolders: [String], cases: [GoldenCase]) {
        done.enter()
        // A thread of its own, not one of the shared dispatch pool's, which
        // has as many threads as cores on Linux: the engine's jobs would
        // otherwise wait for it.
        let thread = Thread {
            // Hashes rather than paths: 8 bytes per golden.
            var produced: Set<UInt64> = []
            produced.reserveCapacity(cases.count * 2)
            for goldenCase in cases {
                // The stem hashed once, each extension after it.
                let stem = StableHash.fnv1a64(goldenCase.basePath)
                produced.insert(StableHash.fnv1a64(GoldenFile.plainExtension, continuing: stem))
                produced.insert(StableHash.fnv1a64(GoldenFile.stylesExtension, continuing: stem))
            }
            var files: [String] = []
            store.forEachGoldenFile(inGroupFolders: groupFolders) { path in
                if !produced.contains(StableHash.fnv1a64(path)) { files.append(path) }
            }
            self.unaccounted = files
            self.done.leave()
        }
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// The files no case accounts for, once listed, in the order listed.
    func unaccountedFiles() -> [String] {
        done.wait()
        return unaccounted
    }
}
