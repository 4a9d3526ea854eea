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
    /// Folded path (``key(_:)``) → `folder index` (≥ 0) or `-1 - case index`.
    private var claims: [String: Int] = [:]
    private var paths: [Int: String] = [:]

    /// Claims with room for `capacity` paths.
    init(capacity: Int = 0) {
        claims.reserveCapacity(capacity)
    }

    /// Claims a folder for `owner`, described as in messages.
    mutating func claimFolder(
        _ path: String, owner: @autoclosure () -> String, cases: [GoldenCase]
    ) throws(SnapshotSetupError) {
        let key = Self.key(path)
        let owner = owner()
        if let existing = claims[key] {
            if existing >= 0, folderOwners[existing] == owner { return }
            throw clash(existing, with: owner, path: path, cases: cases)
        }
        claims[key] = folderOwners.count
        folderOwners.append(owner)
        if key != path { paths[folderOwners.count - 1] = path }
    }

    /// Claims a golden file for the case at `index` in `cases`.
    mutating func claimFile(_ path: String, caseIndex index: Int, cases: [GoldenCase]) throws(SnapshotSetupError) {
        let key = Self.key(path)
        if let existing = claims[key] {
            if existing == -1 - index { return }
            throw clash(existing, with: cases[index].ownerDescription, path: path, cases: cases)
        }
        claims[key] = -1 - index
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
