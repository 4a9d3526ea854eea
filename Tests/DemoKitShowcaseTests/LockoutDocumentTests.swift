import Foundation
import Testing

@testable import DemoKitDemos

@Suite("LockoutDocument")
struct LockoutDocumentTests {
    private func parse(_ json: String) throws(LockoutError) -> LockoutDocument {
        try LockoutDocument(json: Data(json.utf8))
    }

    @Test func parse_fullDocument_readsEveryField() throws {
        let document = try parse("""
            {"recommendedVersion": "2022.08.25", "requiredVersion": "2022.03.01",
             "updateUrl": "https://apps.apple.com/app/id1", "eol": true, "message": "Goodbye"}
            """)
        #expect(document.recommendedVersion == (try LockoutVersion("2022.08.25")))
        #expect(document.requiredVersion == (try LockoutVersion("2022.03.01")))
        #expect(document.updateURL.absoluteString == "https://apps.apple.com/app/id1")
        #expect(document.isEndOfLife)
        #expect(document.message == "Goodbye")
    }

    @Test func parse_messageAbsentNullOrEmpty_isNil() throws {
        for message in ["", #", "message": null"#, #", "message": """#] {
            let document = try parse(String(LockoutSamples.json().dropLast(2)) + message + " }")
            #expect(document.message == nil)
        }
    }

    @Test(arguments: ["recommendedVersion", "requiredVersion", "updateUrl", "eol"])
    func parse_missingField_namesItWithAnExample(field: String) throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: LockoutSamples.document()) as? [String: Any])
        let data = try JSONSerialization.data(withJSONObject: object.filter { $0.key != field })
        let error = try #require(throws: LockoutError.self) { try LockoutDocument(json: data) }
        #expect(error == .missingField(field))
        #expect(error.description.contains("has no '\(field)'; add it, e.g. \"\(field)\""))
    }

    @Test(arguments: [
        (#""eol": "no""#, "eol", "true or false"),
        (#""eol": 1"#, "eol", "true or false"),
        (#""eol": null"#, "eol", "true or false"),
        (#""recommendedVersion": null"#, "recommendedVersion", "a string"),
        (#""requiredVersion": 2"#, "requiredVersion", "a string"),
        (#""updateUrl": ["https://a"]"#, "updateUrl", "a string"),
        (#""message": 42"#, "message", "a string"),
    ])
    func parse_wrongType_namesFieldAndExpectedType(replacement: String, field: String, expected: String) {
        var json = LockoutSamples.json()
        let pattern = #""\#(field)": [^,}]*"#
        if json.contains("\"\(field)\"") {
            json = json.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        } else {
            json = String(json.dropLast(2)) + ", " + replacement + " }"
        }
        #expect(throws: LockoutError.wrongType(field: field, expected: expected)) { try parse(json) }
    }

    @Test func parse_notJSON_andNotAnObject_sayWhatIsExpected() {
        #expect(throws: LockoutError.notJSON) { try parse("<html>502</html>") }
        #expect(throws: LockoutError.notJSON) { try parse("") }
        #expect(throws: LockoutError.notAnObject) { try parse("[]") }
        #expect(throws: LockoutError.notAnObject) { try parse(#""2.4.0""#) }
        #expect(LockoutError.notAnObject.description.contains(#""requiredVersion": "2.0.0""#))
    }

    @Test func parse_badVersion_namesTheFieldAndTheReason() {
        #expect(throws: LockoutError.invalidField(
            "requiredVersion",
            reason: LockoutError.invalidVersion("2.x", reason: "'x' is not a whole number").description)
        ) { try parse(LockoutSamples.json(required: "2.x")) }
    }

    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "myapp://update", "ftp://example.com/app"])
    func parse_updateURLWithUnsafeScheme_isInvalidNamingFieldAndFix(link: String) throws {
        let json = LockoutSamples.json().replacingOccurrences(of: "https://apps.apple.com/app/id1234567890", with: link)
        let error = try #require(throws: LockoutError.self) { try parse(json) }
        guard case .invalidField("updateUrl", let reason) = error else {
            Issue.record("expected an invalid updateUrl, got \(error)")
            return
        }
        let scheme = try #require(link.split(separator: ":").first)
        #expect(reason == "'\(link)' uses the scheme '\(scheme)', which is not allowed; use an https, "
            + "http or itms-apps link, as in 'https://apps.apple.com/…'.")
        #expect(error.description.hasPrefix("'updateUrl' in the lockout document is invalid: "))
    }

    @Test(arguments: ["https://apps.apple.com/app/id1", "http://example.com/app", "itms-apps://apps.apple.com/app/id1",
                      "HTTPS://apps.apple.com/app/id1"])
    func parse_updateURLWithAllowedScheme_isRead(link: String) throws {
        let json = LockoutSamples.json().replacingOccurrences(of: "https://apps.apple.com/app/id1234567890", with: link)
        #expect(try parse(json).updateURL.absoluteString == link)
    }

    @Test func parse_relativeURL_isInvalid() throws {
        let json = LockoutSamples.json().replacingOccurrences(of: "https://", with: "")
        let error = try #require(throws: LockoutError.self) { try parse(json) }
        guard case .invalidField("updateUrl", let reason) = error else {
            Issue.record("expected an invalid updateUrl, got \(error)")
            return
        }
        #expect(reason.contains("'apps.apple.com/app/id1234567890' is not an absolute URL"))
    }
}
