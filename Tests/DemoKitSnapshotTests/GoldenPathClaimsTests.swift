import DemoKitCore
import Testing

@testable import DemoKitSnapshots

/// The plan's claims are kept by the hash of each folded path: two paths
/// whose hashes collide must still be told apart, and two that fold
/// together must still clash, whatever the hash.
@Suite("Golden path claims") struct GoldenPathClaimsTests {
    /// The real hash, and one under which every path collides.
    static let hashes: [@Sendable (String) -> UInt64] = [StableHash.fnv1a64, { _ in 0 }]

    @Test(arguments: hashes.indices)
    func folders_clashOnlyWhenTheyFoldTogether(hashIndex: Int) throws {
        var claims = GoldenPathClaims(hash: Self.hashes[hashIndex])
        try claims.claimFolder("Buttons", owner: "group 'Buttons'", cases: [])
        try claims.claimFolder("Lists", owner: "group 'Lists'", cases: [])
        try claims.claimFolder("Buttons/red", owner: "demo 'Buttons/red'", cases: [])
        // The same folder for the same owner is no clash.
        try claims.claimFolder("Buttons", owner: "group 'Buttons'", cases: [])
        let error = #expect(throws: SnapshotSetupError.self) {
            try claims.claimFolder("LISTS", owner: "group 'LISTS'", cases: [])
        }
        #expect(error?.message.contains("group 'Lists' and group 'LISTS' would share the golden path 'LISTS'") == true)
        #expect(error?.message.contains("'Lists' and 'LISTS' differ only by case") == true)
    }

    @Test(arguments: hashes.indices)
    func files_ofEveryCase_areClaimedOnce_andAFoldedCopyClashes(hashIndex: Int) throws {
        let plan = try SnapshotPlan(catalog: try Catalog(groups: [FixtureGroup.self]))
        let cases = plan.cases
        #expect(cases.count > 3)
        var claims = GoldenPathClaims(hash: Self.hashes[hashIndex])
        for index in cases.indices {
            try claims.claimFile(cases[index].plainPath, caseIndex: index, cases: cases)
        }
        // Claimed again by its own case: no clash.
        try claims.claimFile(cases[2].plainPath, caseIndex: 2, cases: cases)
        let error = #expect(throws: SnapshotSetupError.self) {
            try claims.claimFile(cases[2].plainPath.uppercased(), caseIndex: 0, cases: cases)
        }
        #expect(error?.message.contains("would share the golden path '\(cases[2].plainPath.uppercased())'") == true)
        #expect(error?.message.contains(cases[2].ownerDescription) == true)
    }
}
