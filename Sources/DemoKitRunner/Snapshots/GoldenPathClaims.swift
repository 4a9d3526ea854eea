/// Who claimed each golden path and folder, compared without regard to case,
/// so that two goldens that would be one file on macOS or Windows are caught
/// on Linux too.
///
/// Owners are stored as small integers and described only when two clash,
/// so that planning thousands of goldens stays cheap.
struct GoldenPathClaims {
    /// A folder's owner: a group or a demo.
    private var folderOwners: [String] = []
    /// Lowercased path → `folder index` (≥ 0) or `-1 - case index`.
    private var claims: [String: Int] = [:]
    private var paths: [Int: String] = [:]

    /// Claims a folder for `owner`, described as in messages.
    mutating func claimFolder(_ path: String, owner: String, cases: [GoldenCase]) throws(SnapshotSetupError) {
        let key = path.lowercased()
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
        let key = path.lowercased()
        if let existing = claims[key] {
            if existing == -1 - index { return }
            throw clash(existing, with: cases[index].ownerDescription, path: path, cases: cases)
        }
        claims[key] = -1 - index
    }

    private func clash(_ existing: Int, with owner: String, path: String, cases: [GoldenCase]) -> SnapshotSetupError {
        let existingOwner: String
        let existingPath: String
        if existing >= 0 {
            existingOwner = folderOwners[existing]
            existingPath = paths[existing] ?? path.lowercased()
        } else {
            let goldenCase = cases[-1 - existing]
            existingOwner = goldenCase.ownerDescription
            existingPath = [goldenCase.plainPath, goldenCase.stylesPath]
                .first { $0.lowercased() == path.lowercased() } ?? path
        }
        let reason = existingPath == path ? "" : " ('\(existingPath)' and '\(path)' differ only by case, "
            + "which macOS and Windows ignore)"
        return SnapshotSetupError(
            "\(existingOwner) and \(owner) would share the golden path '\(path)'\(reason); "
                + "give one of them another identifier")
    }
}
