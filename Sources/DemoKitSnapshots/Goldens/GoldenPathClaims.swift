import DemoKitCore

/// Who claimed each golden path and folder, compared as file systems that
/// ignore case compare names (``CaseFolding``: NFC, then full case folding),
/// so that two goldens that would be one file on macOS or Windows are caught
/// on Linux too.
///
/// Owners are stored as small integers and described only when two clash,
/// so that planning thousands of goldens stays cheap.
struct GoldenPathClaims {
    /// A folder's owner: a group or a demo.
    private var folderOwners: [String] = []
    /// Each claimed folder's folded path (``key(_:)``), by folder index.
    private var folderKeys: [String] = []
    /// The hash of a folded path → `folder index` (≥ 0) or `-1 - case index`:
    /// 8 bytes a key rather than a string kept, hashed and freed per golden.
    /// A claim found here is compared by its folded path, made again (only
    /// when two paths clash, or their hashes do).
    private var claims: [UInt64: Int] = [:]
    /// The claims whose folded path's hash another path's claim took first.
    private var collided: [String: Int] = [:]
    private var paths: [Int: String] = [:]
    private let hash: (String) -> UInt64

    /// Claims with room for `capacity` paths.
    ///
    /// - Parameter hash: How a folded path is hashed (tests give one under
    ///   which every path collides).
    init(capacity: Int = 0, hash: @escaping (String) -> UInt64 = StableHash.fnv1a64) {
        claims.reserveCapacity(capacity)
        self.hash = hash
    }

    /// Claims a folder for `owner`, described as in messages.
    mutating func claimFolder(
        _ path: String, owner: @autoclosure () -> String, cases: [GoldenCase]
    ) throws(SnapshotSetupError) {
        let key = Self.key(path)
        let hash = self.hash(key)
        let owner = owner()
        if let existing = claim(of: key, hash: hash, cases: cases) {
            if existing >= 0, folderOwners[existing] == owner { return }
            throw clash(existing, with: owner, path: path, cases: cases)
        }
        record(folderOwners.count, key: key, hash: hash)
        folderOwners.append(owner)
        folderKeys.append(key)
        if key != path { paths[folderOwners.count - 1] = path }
    }

    /// Claims a golden file for the case at `index` in `cases`.
    mutating func claimFile(_ path: String, caseIndex index: Int, cases: [GoldenCase]) throws(SnapshotSetupError) {
        let key = Self.key(path)
        let hash = self.hash(key)
        if let existing = claim(of: key, hash: hash, cases: cases) {
            if existing == -1 - index { return }
            throw clash(existing, with: cases[index].ownerDescription, path: path, cases: cases)
        }
        record(-1 - index, key: key, hash: hash)
    }

    /// The claim of the folded path `key`, whose hash is `hash`, if any.
    private func claim(of key: String, hash: UInt64, cases: [GoldenCase]) -> Int? {
        guard let claim = claims[hash] else { return nil }
        // A case claims its text golden's path (``claimFile(_:caseIndex:cases:)``).
        let claimed = claim >= 0 ? folderKeys[claim] : Self.key(cases[-1 - claim].plainPath)
        return claimed == key ? claim : collided[key]
    }

    private mutating func record(_ claim: Int, key: String, hash: UInt64) {
        if claims[hash] == nil {
            claims[hash] = claim
        } else {
            collided[key] = claim
        }
    }

    /// The key two paths share when a file system that ignores case sees
    /// them as one.
    static func key(_ path: String) -> String {
        CaseFolding.key(path)
    }

    private func clash(_ existing: Int, with owner: String, path: String, cases: [GoldenCase]) -> SnapshotSetupError {
        let key = Self.key(path)
        let existingOwner: String
        let existingPath: String
        if existing >= 0 {
            existingOwner = folderOwners[existing]
            existingPath = paths[existing] ?? key
        } else {
            let goldenCase = cases[-1 - existing]
            existingOwner = goldenCase.ownerDescription
            existingPath = [goldenCase.plainPath, goldenCase.stylesPath]
                .first { Self.key($0) == Self.key(path) } ?? path
        }
        let reason = existingPath == path ? "" : " ('\(existingPath)' and '\(path)' differ only by case "
            + "or normalisation, which macOS and Windows ignore)"
        // Owners and paths hold identifiers: keep the message one visible line.
        return SnapshotSetupError(
            TerminalSafeText.oneLine(
                "\(existingOwner) and \(owner) would share the golden path '\(path)'\(reason); "
                    + "give one of them another identifier"))
    }
}
