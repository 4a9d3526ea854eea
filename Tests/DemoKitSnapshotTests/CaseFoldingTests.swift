import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

final class CaseFoldingTests: XCTestCase {
    func testPairsThatLowercasingMisses_areOneKey() {
        XCTAssertEqual(CaseFolding.key("ς"), CaseFolding.key("Σ"))
        XCTAssertEqual(CaseFolding.key("σ"), CaseFolding.key("ς"))
        XCTAssertEqual(CaseFolding.key("Straße"), CaseFolding.key("STRASSE"))
        XCTAssertEqual(CaseFolding.key("ẞ"), CaseFolding.key("ss"))
        XCTAssertEqual(CaseFolding.key("ﬀ"), CaseFolding.key("FF"))
        XCTAssertEqual(CaseFolding.key("Cafe\u{301}"), CaseFolding.key("CAFÉ"))
        XCTAssertEqual(CaseFolding.key("ꭰ"), CaseFolding.key("Ꭰ"))
        XCTAssertNotEqual(CaseFolding.key("ı"), CaseFolding.key("i"), "dotless i does not fold to i")
        XCTAssertEqual(CaseFolding.key("Components/Red.txt"), "components/red.txt")
    }

    func testGoldensThatFoldTogether_areAClash() throws {
        let harness = try RunnerHarness(groups: [FoldClashGroup.self])
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.error.contains("would share the golden path"), run.error)
        XCTAssertTrue(run.error.contains("tweak 'ς'") && run.error.contains("tweak 'σ'"), run.error)
        XCTAssertEqual(harness.files(), [])
    }

    /// Every code point Python's Unicode data assigns folds as Python's
    /// `unicodedata.normalize('NFC', NFC(c).casefold())` does.
    func testEveryCodePoint_foldsAsPythonCasefold() throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("python3 is not installed")
        }
        let script = """
            import sys, unicodedata
            n = lambda s: unicodedata.normalize('NFC', s)
            print(unicodedata.unidata_version)
            for cp in range(0x110000):
                c = chr(cp)
                if 0xD800 <= cp <= 0xDFFF or unicodedata.category(c) == 'Cn': continue
                f = n(n(c).casefold())
                if f != c: print('%X %s' % (cp, ' '.join('%X' % ord(x) for x in f)))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let version = lines.removeFirst().split(separator: ".").compactMap { Int($0) }
        let referenceVersion = (major: version[0], minor: version[1])
        var expected: [UInt32: String] = [:]
        for line in lines {
            let fields = line.split(separator: " ")
            let scalars = fields.dropFirst().compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            expected[UInt32(fields[0], radix: 16) ?? 0] = String(String.UnicodeScalarView(scalars))
        }
        XCTAssertGreaterThan(expected.count, 1000)
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= referenceVersion
            else { continue }
            checked += 1
            let character = String(scalar)
            let key = CaseFolding.key(character)
            let wanted = expected[value] ?? character
            if key != wanted || Array(key.unicodeScalars) != Array(wanted.unicodeScalars) {
                mismatches.append(String(format: "U+%04X", value))
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
        XCTAssertEqual(mismatches, [], "\(mismatches.count) code points fold otherwise than Python's casefold")
    }
}

/// Two tweaks that are one file on a file system that ignores case, although
/// `lowercased()` keeps them apart.
private enum FoldClashGroup: DemoGroup {
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { HostileItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { NamedTweaksDemo("letters", tweaks: ["ς", "σ"]) }
}
