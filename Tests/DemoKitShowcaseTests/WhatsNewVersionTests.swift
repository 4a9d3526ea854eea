import Testing

@testable import DemoKitDemos

@Suite("WhatsNewVersion")
struct WhatsNewVersionTests {
    @Test(arguments: [
        ("1.2.3", WhatsNewVersion(major: 1, minor: 2, patch: 3)),
        ("1.2", WhatsNewVersion(major: 1, minor: 2, patch: 0)),
        ("7", WhatsNewVersion(major: 7)),
        ("10.0.12", WhatsNewVersion(major: 10, minor: 0, patch: 12)),
        ("01.02.03", WhatsNewVersion(major: 1, minor: 2, patch: 3)),
    ])
    func parse_validString_givesComponents(text: String, expected: WhatsNewVersion) throws {
        #expect(try WhatsNewVersion(text) == expected)
    }

    @Test(arguments: [
        ("", WhatsNewVersionError.empty),
        ("1.2.3.4", .tooManyComponents("1.2.3.4")),
        ("1..2", .emptyComponent("1..2")),
        (".1", .emptyComponent(".1")),
        ("1.2.", .emptyComponent("1.2.")),
        ("1.x", .invalidComponent("1.x", component: "x")),
        ("-1.0", .invalidComponent("-1.0", component: "-1")),
        ("+1.0", .invalidComponent("+1.0", component: "+1")),
        (" 1.0", .invalidComponent(" 1.0", component: " 1")),
        ("1.0.0-beta", .invalidComponent("1.0.0-beta", component: "0-beta")),
        ("١.٢.٣", .invalidComponent("١.٢.٣", component: "١")),
        ("99999999999999999999.0", .componentTooLarge("99999999999999999999.0", component: "99999999999999999999")),
    ])
    func parse_badString_throwsNamedError(text: String, expected: WhatsNewVersionError) {
        #expect(throws: expected) { try WhatsNewVersion(text) }
    }

    @Test func errorDescription_namesTheInputAndTheExpectedForm() {
        let error = WhatsNewVersionError.invalidComponent("1.x", component: "x")
        #expect(error.description == "'1.x' is not a version: 'x' is not a whole number; "
            + "write it as major.minor.patch, like '1.2.0'.")
        #expect(WhatsNewVersionError.empty.description.contains("cannot be empty"))
    }

    @Test func compare_isNumericPerComponent() throws {
        #expect(try WhatsNewVersion("1.2.9") < WhatsNewVersion("1.2.10"))
        #expect(try WhatsNewVersion("1.9") < WhatsNewVersion("1.10"))
        #expect(try WhatsNewVersion("1.10.0") > WhatsNewVersion("1.9.99"))
        #expect(try WhatsNewVersion("2") > WhatsNewVersion("1.99.99"))
        #expect(try WhatsNewVersion("1.2") == WhatsNewVersion("1.2.0"))
        #expect(try !(WhatsNewVersion("1.2.0") < WhatsNewVersion("1.2.0")))
    }

    @Test func description_isMajorMinorPatch() throws {
        #expect(try WhatsNewVersion("3").description == "3.0.0")
        #expect(WhatsNewVersion(major: 1, minor: 2, patch: 3).description == "1.2.3")
    }

    @Test func minorRelease_dropsThePatch() {
        #expect(WhatsNewVersion(major: 1, minor: 4, patch: 2).minorRelease == WhatsNewVersion(major: 1, minor: 4))
    }
}
