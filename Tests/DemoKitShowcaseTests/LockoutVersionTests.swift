import Testing

@testable import DemoKitDemos

@Suite("LockoutVersion")
struct LockoutVersionTests {
    @Test(arguments: [
        ("2.3.1", [2, 3, 1], LockoutVersion.Scheme.semantic),
        ("2.3", [2, 3], .semantic),
        ("2", [2], .semantic),
        ("2022.08.25", [2022, 8, 25], .dated),
        ("2022.8.5", [2022, 8, 5], .dated),
        ("2024.02.29", [2024, 2, 29], .dated),
        ("2024.1.0", [2024, 1, 0], .semantic),
        ("1000.0.0", [1000, 0, 0], .semantic),
        ("2022.13.01", [2022, 13, 1], .semantic),
        ("2022.00.10", [2022, 0, 10], .semantic),
        ("2022.08.32", [2022, 8, 32], .semantic),
        ("2023.02.29", [2023, 2, 29], .semantic),
        ("2022.04.31", [2022, 4, 31], .semantic),
        ("2022.08", [2022, 8], .semantic),
        ("20220.08.25", [20220, 8, 25], .semantic),
    ])
    func parse_validString_givesComponentsAndScheme_datedOnlyWhenAValidDate(text: String, components: [Int], scheme: LockoutVersion.Scheme) throws {
        let version = try LockoutVersion(text)
        #expect(version.components == components)
        #expect(version.scheme == scheme)
        #expect(version.description == text)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("2..3", "it has an empty part"),
        ("2.x", "'x' is not a whole number"),
        ("v2.3", "'v2' is not a whole number"),
        ("2.3.1-beta", "'1-beta' is not a whole number"),
        ("1.2.3.4", "it has more than three parts"),
        ("99999999999999999999", "'99999999999999999999' is too large a number"),
        ("2022.08.25.1", "it has more than three parts"),
    ])
    func parse_badString_throwsWithReason(text: String, reason: String) {
        #expect(throws: LockoutError.invalidVersion(text, reason: reason)) { try LockoutVersion(text) }
    }

    @Test func invalidVersion_description_showsBothSchemes() {
        let error = LockoutError.invalidVersion("2.x", reason: "'x' is not a whole number")
        #expect(error.description == "'2.x' is not a version: 'x' is not a whole number; "
            + "use a semantic version like '2.3.1' or a dated one like '2022.08.25'.")
    }

    @Test func compare_semantic_isNumericWithMissingPartsAsZero() throws {
        #expect(try LockoutVersion("2.3.9") < LockoutVersion("2.3.10"))
        #expect(try LockoutVersion("2.3") < LockoutVersion("2.3.1"))
        #expect(try LockoutVersion("2.10") > LockoutVersion("2.9.9"))
        #expect(try LockoutVersion("2.3") == LockoutVersion("2.3.0"))
        #expect(try LockoutVersion("2") == LockoutVersion("2.0.0"))
        #expect(try Set([LockoutVersion("2.3"), LockoutVersion("2.3.0")]).count == 1)
    }

    @Test func compare_dated_followsTheCalendar() throws {
        #expect(try LockoutVersion("2022.08.25") < LockoutVersion("2022.09.01"))
        #expect(try LockoutVersion("2022.12.31") < LockoutVersion("2023.01.01"))
        #expect(try LockoutVersion("2022.08.05") == LockoutVersion("2022.8.5"))
    }
}
