import Foundation
import Testing

@testable import DemoKitDemos

@Suite("ChangelogData")
struct ChangelogDataTests {
    private func json(_ text: String) throws(ChangelogDataError) -> ChangelogData {
        try ChangelogData(json: Data(text.utf8))
    }

    private func plist(_ body: String) throws(ChangelogDataError) -> ChangelogData {
        try ChangelogData(propertyList: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">\(body)</plist>
            """.utf8))
    }

    @Test func json_sample_readsEveryVersionInOrder() throws {
        let data = try json(ChangelogSamples.englishJSON)
        #expect(data.versions.map(\.number) == ["2.1.0", "2.0.0", "1.5.0"])
        #expect(data.versions[1].changes == ["A new design, from the icon to the settings", "Share a folder with a link"])
    }

    @Test func propertyList_sample_readsPersianChanges() throws {
        let data = try ChangelogData(propertyList: Data(ChangelogSamples.persianPropertyList.utf8))
        #expect(data.versions.map(\.number) == ["2.1.0", "2.0.0", "1.5.0"])
        #expect(data.versions[0].changes[0] == "حالت تاریک برای همهٔ صفحه‌ها")
    }

    @Test func bothFormats_sameContent_giveEqualData() throws {
        let fromJSON = try json(#"{"items": [{"number": "1.0", "changes": ["A", "B"]}, {"number": "0.9", "changes": []}]}"#)
        let fromPlist = try plist("""
            <array>
              <dict><key>number</key><string>1.0</string>
                    <key>changes</key><array><string>A</string><string>B</string></array></dict>
              <dict><key>number</key><string>0.9</string><key>changes</key><array/></dict>
            </array>
            """)
        #expect(fromJSON == fromPlist)
    }

    @Test func arranged_putsTheCurrentVersionFirstAndKeepsTheRestInOrder() throws {
        let data = ChangelogData(versions: ["3.0", "2.1", "2.0", "1.0"].map { ChangelogVersion(number: $0, changes: []) })
        let (current, others) = data.arranged(currentVersion: "2.0")
        #expect(current?.number == "2.0")
        #expect(others.map(\.number) == ["3.0", "2.1", "1.0"])
    }

    @Test func arranged_currentVersionNotListed_marksNothing() {
        let data = ChangelogData(versions: [ChangelogVersion(number: "1.0", changes: [])])
        let (current, others) = data.arranged(currentVersion: "1.0.1")
        #expect(current == nil)
        #expect(others.map(\.number) == ["1.0"])
    }

    @Test(arguments: [("2.1", "2.1.0"), ("2.1.0", "2.1"), ("2", "2.0.0"), ("2.01", "2.1")])
    func arranged_currentVersionWrittenDifferently_matchesNumerically(listed: String, current: String) {
        let data = ChangelogData(versions: ["3.0", listed, "1.0"].map { ChangelogVersion(number: $0, changes: []) })
        let (found, others) = data.arranged(currentVersion: current)
        #expect(found?.number == listed)
        #expect(others.map(\.number) == ["3.0", "1.0"])
    }

    @Test func arranged_nonNumericVersions_compareAsWritten() {
        let data = ChangelogData(versions: ["2.1-beta", "2.1"].map { ChangelogVersion(number: $0, changes: []) })
        #expect(data.arranged(currentVersion: "2.1-beta").current?.number == "2.1-beta")
        #expect(data.arranged(currentVersion: "2.1.0-beta").current == nil)
        #expect(data.arranged(currentVersion: "2.1.0").current?.number == "2.1")
    }

    @Test(arguments: [
        ("{", ChangelogDataError.unreadable(.json)),
        ("", .unreadable(.json)),
        (#"[{"number": "1", "changes": []}]"#, .wrongShape(.json)),
        (#"{"versions": []}"#, .wrongShape(.json)),
        (#"{"items": {"number": "1"}}"#, .wrongShape(.json)),
        (#"{"items": ["1.0"]}"#, .itemNotDictionary(item: 1)),
        (#"{"items": [{"number": "1", "changes": []}, {"changes": []}]}"#, .missingField(item: 2, field: "number")),
        (#"{"items": [{"number": "1"}]}"#, .missingField(item: 1, field: "changes")),
        (#"{"items": [{"number": 1.5, "changes": []}]}"#, .wrongType(item: 1, field: "number")),
        (#"{"items": [{"number": null, "changes": []}]}"#, .wrongType(item: 1, field: "number")),
        (#"{"items": [{"number": "1", "changes": "Faster"}]}"#, .wrongType(item: 1, field: "changes")),
        (#"{"items": [{"number": "1", "changes": ["A", 2]}]}"#, .changeNotString(item: 1, change: 2)),
        (#"{"items": [{"number": " ", "changes": []}]}"#, .emptyNumber(item: 1)),
        (#"{"items": [{"number": "1", "changes": []}, {"number": "2", "changes": []}, {"number": "1", "changes": []}]}"#,
         .duplicateNumber(item: 3, number: "1", firstItem: 1, firstNumber: "1")),
        (#"{"items": [{"number": "1.0", "changes": []}, {"number": "1.0.0", "changes": []}]}"#,
         .duplicateNumber(item: 2, number: "1.0.0", firstItem: 1, firstNumber: "1.0")),
        (#"{"items": [{"number": "2", "changes": []}, {"number": "2.0", "changes": []}]}"#,
         .duplicateNumber(item: 2, number: "2.0", firstItem: 1, firstNumber: "2")),
        (#"{"items": [{"number": "1.0-beta", "changes": []}, {"number": "1.0-beta", "changes": []}]}"#,
         .duplicateNumber(item: 2, number: "1.0-beta", firstItem: 1, firstNumber: "1.0-beta")),
    ])
    func json_badFile_namesWhatIsWrong(text: String, expected: ChangelogDataError) {
        #expect(throws: expected) { try json(text) }
    }

    @Test(arguments: [
        ("<array><dict>", ChangelogDataError.unreadable(.propertyList)),
        ("<dict><key>items</key><array/></dict>", .wrongShape(.propertyList)),
        ("<string>1.0</string>", .wrongShape(.propertyList)),
        ("<array><string>1.0</string></array>", .itemNotDictionary(item: 1)),
        ("""
            <array><dict><key>number</key><string>1</string><key>changes</key><array/></dict>
            <dict><key>changes</key><array/></dict></array>
            """, .missingField(item: 2, field: "number")),
        ("<array><dict><key>number</key><integer>1</integer><key>changes</key><array/></dict></array>",
         .wrongType(item: 1, field: "number")),
        ("<array><dict><key>number</key><string>1</string><key>changes</key><string>A</string></dict></array>",
         .wrongType(item: 1, field: "changes")),
        ("""
            <array><dict><key>number</key><string>1</string><key>changes</key>
            <array><string>A</string><true/></array></dict></array>
            """, .changeNotString(item: 1, change: 2)),
    ])
    func propertyList_badFile_namesWhatIsWrong(body: String, expected: ChangelogDataError) {
        #expect(throws: expected) { try plist(body) }
    }

    @Test func propertyList_arbitraryText_isNotAChangelog() {
        #expect(throws: ChangelogDataError.wrongShape(.propertyList)) {
            try ChangelogData(propertyList: Data("garbage".utf8))
        }
    }

    @Test func errorDescriptions_readAsTheIssueAsks() {
        #expect(ChangelogDataError.missingField(item: 2, field: "number").description == "item 2: 'number' is missing")
        #expect(ChangelogDataError.wrongType(item: 1, field: "changes").description
            == "item 1: 'changes' must be an array of strings")
        #expect(ChangelogDataError.wrongType(item: 3, field: "number").description == "item 3: 'number' must be a string")
        #expect(ChangelogDataError.changeNotString(item: 1, change: 2).description
            == "item 1: 'changes' must be an array of strings (change 2 is not a string)")
        #expect(ChangelogDataError.duplicateNumber(item: 3, number: "1.0", firstItem: 1, firstNumber: "1.0").description
            == "item 3: version '1.0' is already listed as item 1")
        #expect(ChangelogDataError.duplicateNumber(item: 2, number: "1.0.0", firstItem: 1, firstNumber: "1.0")
            .description == "item 2: version '1.0.0' is already listed as item 1 ('1.0')")
        #expect(ChangelogDataError.unreadable(.json).description.hasPrefix("The changelog is not valid JSON; it must be"))
        #expect(ChangelogDataError.wrongShape(.propertyList).description.contains("root is an array of dictionaries"))
    }
}
