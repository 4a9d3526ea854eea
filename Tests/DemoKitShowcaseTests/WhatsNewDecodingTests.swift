import Foundation
import Testing

@testable import DemoKitDemos

@Suite("WhatsNew decoding")
struct WhatsNewDecodingTests {
    let resources = WhatsNewResources(
        icons: ["star": WhatsNew.Icon("★"), "moon": WhatsNew.Icon("☾")],
        primaryActions: ["continue": WhatsNew.PrimaryAction(title: "Continue")],
        secondaryActions: ["learnMore": WhatsNew.SecondaryAction(title: "Learn more", action: .present("about"))])

    private func decode(_ json: String) throws(WhatsNewDecodingError) -> WhatsNew {
        try WhatsNewDecoder(resources: resources).decode(WhatsNew.self, from: Data(json.utf8))
    }

    private func decodingError(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func decode_fullEntry_resolvesIconsAndActionsByName() throws {
        let whatsNew = try decode("""
            {"version": "1.2.0", "title": "Hello", "features": [
                {"icon": "star", "title": "A", "subtitle": "a"},
                {"icon": "moon", "title": "B", "subtitle": "b"}],
             "primaryAction": "continue", "secondaryAction": "learnMore"}
            """)
        #expect(whatsNew == WhatsNew(
            version: WhatsNewVersion(major: 1, minor: 2),
            title: "Hello",
            features: [
                WhatsNew.Feature(icon: WhatsNew.Icon("★"), title: "A", subtitle: "a"),
                WhatsNew.Feature(icon: WhatsNew.Icon("☾"), title: "B", subtitle: "b"),
            ],
            primaryAction: WhatsNew.PrimaryAction(title: "Continue"),
            secondaryAction: WhatsNew.SecondaryAction(title: "Learn more", action: .present("about"))))
    }

    @Test func decode_withoutTitleOrSecondaryAction_usesDefaults() throws {
        let whatsNew = try decode(#"{"version": "1", "features": [], "primaryAction": "continue"}"#)
        #expect(whatsNew.title == "What's New")
        #expect(whatsNew.secondaryAction == nil)
        let withNull = try decode(
            #"{"version": "1", "features": [], "primaryAction": "continue", "secondaryAction": null}"#)
        #expect(withNull.secondaryAction == nil)
    }

    @Test func decode_sampleCollection_hasThreeEntriesInOrder() throws {
        let collection = try WhatsNewSamples.collection()
        #expect(collection.map(\.version.description) == ["1.0.0", "1.1.0", "1.2.0"])
        #expect(collection[1].secondaryAction?.title == "Learn more")
    }

    @Test func decode_unknownIcon_namesItAndListsSuppliedOnes() {
        let message = decodingError(#"""
            {"version": "1.0.0", "features": [{"icon": "star", "title": "A", "subtitle": "a"},
             {"icon": "bolt", "title": "B", "subtitle": "b"}], "primaryAction": "continue"}
            """#)
        #expect(message == "feature 2, 'icon': no icon named 'bolt' was supplied to the decoder "
            + "(supplied: moon, star)")
    }

    @Test func decode_unknownActions_nameTheKind() {
        #expect(decodingError(#"{"version": "1", "features": [], "primaryAction": "ok"}"#)
            == "'primaryAction': no primary action named 'ok' was supplied to the decoder (supplied: continue)")
        #expect(decodingError(
            #"{"version": "1", "features": [], "primaryAction": "continue", "secondaryAction": "x"}"#)
            == "'secondaryAction': no secondary action named 'x' was supplied to the decoder (supplied: learnMore)")
    }

    @Test func decode_missingFeatureField_namesFeatureAndField() {
        #expect(decodingError(#"""
            {"version": "1", "features": [{"icon": "star", "subtitle": "a"}], "primaryAction": "continue"}
            """#) == "feature 1: 'title' is missing")
    }

    @Test func decode_missingTopLevelField_namesIt() {
        #expect(decodingError(#"{"version": "1", "features": []}"#) == "'primaryAction' is missing")
    }

    @Test func decode_badVersion_givesTheVersionError() {
        #expect(decodingError(#"{"version": "1.x", "features": [], "primaryAction": "continue"}"#)
            == "'version': '1.x' is not a version: 'x' is not a whole number; "
            + "write it as major.minor.patch, like '1.2.0'.")
    }

    @Test func decode_wrongType_saysWhatIsExpected() {
        #expect(decodingError(#"{"version": "1", "features": {}, "primaryAction": "continue"}"#)
            == "'features': must be an array")
        #expect(decodingError(#"""
            {"version": "1", "features": [{"icon": "star", "title": 3, "subtitle": "a"}], "primaryAction": "continue"}
            """#) == "feature 1, 'title': must be a string")
    }

    @Test func decode_collectionEntry_isCountedFromOne() throws {
        let json = #"""
            [{"version": "1", "features": [], "primaryAction": "continue"},
             {"version": "2..0", "features": [], "primaryAction": "continue"}]
            """#
        let error = try #require(throws: WhatsNewDecodingError.self) {
            try WhatsNewDecoder(resources: resources).decode([WhatsNew].self, from: Data(json.utf8))
        }
        #expect(error.description.hasPrefix("entry 2, 'version': '2..0' is not a version"))
    }

    @Test(arguments: [("1.0", "1.0.0"), ("1", "1.0"), ("2.1.0", "2.1.0")])
    func decode_collectionWithAVersionTwice_namesBothEntries(first: String, second: String) throws {
        let json = #"""
            [{"version": "\#(first)", "features": [], "primaryAction": "continue"},
             {"version": "0.9", "features": [], "primaryAction": "continue"},
             {"version": "\#(second)", "features": [], "primaryAction": "continue"}]
            """#
        let error = try #require(throws: WhatsNewDecodingError.self) {
            try WhatsNewDecoder(resources: resources).decode([WhatsNew].self, from: Data(json.utf8))
        }
        #expect(error.description == "entry 3, 'version': '\(second)' is the same version as entry 1 ('\(first)'); "
            + "give each version one entry, merging their features")
    }

    @Test func decode_collectionOfDistinctVersions_decodes() throws {
        let json = #"""
            [{"version": "1.0", "features": [], "primaryAction": "continue"},
             {"version": "1.0.1", "features": [], "primaryAction": "continue"}]
            """#
        let collection = try WhatsNewDecoder(resources: resources).decode([WhatsNew].self, from: Data(json.utf8))
        #expect(collection.map(\.version.description) == ["1.0.0", "1.0.1"])
    }

    @Test func decode_notJSON_saysSo() {
        #expect(decodingError("version: 1")?.contains("not valid JSON") == true)
    }

    @Test func decode_plainJSONDecoderWithoutResources_explainsHowToSupplyThem() throws {
        let json = Data(#"{"version": "1", "features": [], "primaryAction": "continue"}"#.utf8)
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(WhatsNew.self, from: json)
        }
        #expect(WhatsNewDecodingError(error).description.contains("WhatsNewDecoder(resources:)"))
    }

    @Test func decode_plainJSONDecoderWithResourcesInUserInfo_works() throws {
        let decoder = JSONDecoder()
        let key = try #require(WhatsNewResources.userInfoKey)
        decoder.userInfo[key] = resources
        let json = Data(#"{"version": "1", "features": [], "primaryAction": "continue"}"#.utf8)
        #expect(try decoder.decode(WhatsNew.self, from: json).primaryAction.title == "Continue")
    }
}
