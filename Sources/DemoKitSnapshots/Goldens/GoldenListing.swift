import Dispatch
import Foundation

/// The golden files under a catalog's group folders
/// (``GoldenStore/forEachGoldenFile(inGroupFolders:_:)``), listed on a
/// thread of their own from the moment it is made, with each path's hash.
final class GoldenListing: @unchecked Sendable {
    /// Written once by the listing thread, then read after `done` is waited for.
    private var listed: [(path: String, hash: UInt64)] = []
    private let done = DispatchGroup()

    init(store: GoldenStore, groupFolders: [String]) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            var files: [(path: String, hash: UInt64)] = []
            store.forEachGoldenFile(inGroupFolders: groupFolders) { path in
                files.append((path, StableHash.fnv1a64(path)))
            }
            self.listed = files
            self.done.leave()
        }
    }

    /// The files, once listed.
    func files() -> [(path: String, hash: UInt64)] {
        done.wait()
        return listed
    }
}
