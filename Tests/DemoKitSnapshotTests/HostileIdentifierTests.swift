import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

final class HostileIdentifierTests: XCTestCase {
    func testHostileIdentifiers_becomeSafeStableFilesInsideTheRoot() throws {
        let harness = try RunnerHarness(groups: [HostileGroup.self])
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .success, run.output + run.error)
        let files = harness.files()
        XCTAssertEqual(files.count, HostileGroup.tweaks.count + 1)
        for file in files {
            for component in file.split(separator: "/") {
                XCTAssertFalse(component.hasPrefix("."), file)
                XCTAssertLessThanOrEqual(component.utf8.count, 140, file)
            }
        }
        let expected = [
            "%2E%2E/%2Ehidden/%2E%2E%5Cx.txt", "%2E%2E/%2Ehidden/a%5Cb.txt",
            "%2E%2E/%2Ehidden/%2Ehidden.txt", "%2E%2E/%2Ehidden/%2E%2E.txt",
            "%2E%2E/%2Ehidden/🚀 launch.txt", "%2E%2E/%2Ehidden/👩‍👩‍👧.txt", "%2E%2E/%2Ehidden/قرمز.txt",
            "%2E%2E/%2Ehidden/%43ON.txt", "%2E%2E/%2Ehidden/%6Eul.txt.txt", "%2E%2E/%2Ehidden/100%25.txt",
            "%2E%2E/%2Ehidden/x%40dark.txt", "%2E%2E/%2Ehidden/a,b%2A%3F.txt",
            "%2E%2E/%2Ehidden/trailing%2E.txt", "%2E%2E/%2Ehidden/%E2%80%AEevil.txt",
            "%2E%2E/Café.txt",
        ]
        for path in expected {
            XCTAssertTrue(files.contains(path), "\(path) not in \(files)")
        }
        // Nothing was written beside the root.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
        XCTAssertEqual(siblings.sorted(), ["snapshots"])
        XCTAssertEqual(harness.snapshot().status, .success)
    }

    func testIdentifiersThatCannotBeTyped_areRejectedAlike_forGroupsDemosAndTweaks() {
        for bad in ["a/b", "tab\tname", "nul\u{0}byte", "esc\u{1B}[31m", "", "line\nbreak"] {
            XCTAssertThrowsError(try Catalog(groups: [TweakNamedGroup.self].map { _ in TweakNamedGroup.with(tweak: bad) })) {
                error in
                guard case .invalidIdentifier(bad, kind: "tweak", _)? = error as? CatalogError else {
                    return XCTFail("\(error)")
                }
            }
        }
        XCTAssertNoThrow(try Catalog(groups: [TweakNamedGroup.with(tweak: "a,b *?@ \\ \u{202E}")]))
    }

    func testSymbolicLinkOutOfTheRoot_isNeverWrittenThrough() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: harness.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: harness.snapshots.appendingPathComponent("FixtureGroup"), withDestinationURL: outside)
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("snapshots/FixtureGroup is a symbolic link"), run.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testNamesDifferingOnlyByCase_areAnErrorNamingBoth() throws {
        let harness = try RunnerHarness(groups: [CaseClashGroup.self])
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.error.contains("tweak 'Red'"), run.error)
        XCTAssertTrue(run.error.contains("tweak 'red'"), run.error)
        XCTAssertTrue(run.error.contains("differ only by case"), run.error)
        XCTAssertEqual(harness.files(), [])
    }

    func testSanitizer_keepsScriptsAndEmoji_andEncodesWhatIsUnsafe() {
        XCTAssertEqual(PathSanitizer.component(for: "red"), "red")
        XCTAssertEqual(PathSanitizer.component(for: "../x"), "%2E%2E%2Fx")
        XCTAssertEqual(PathSanitizer.component(for: "a/b"), "a%2Fb")
        XCTAssertEqual(PathSanitizer.component(for: "a\\b:c"), "a%5Cb%3Ac")
        XCTAssertEqual(PathSanitizer.component(for: ".hidden"), "%2Ehidden")
        XCTAssertEqual(PathSanitizer.component(for: "nul\u{0}byte"), "nul%00byte")
        XCTAssertEqual(PathSanitizer.component(for: "aux"), "%61ux")
        XCTAssertEqual(PathSanitizer.component(for: "COM1.txt"), "%43OM1.txt")
        XCTAssertEqual(PathSanitizer.component(for: "console"), "console")
        XCTAssertEqual(PathSanitizer.component(for: " padded "), "%20padded%20")
        XCTAssertEqual(PathSanitizer.component(for: "دکمهٔ قرمز"), "دکمهٔ قرمز")
        XCTAssertEqual(PathSanitizer.component(for: "می‌خواهم"), "می‌خواهم", "ZWNJ is kept")
        XCTAssertEqual(PathSanitizer.component(for: "🏳️‍🌈 flag"), "🏳️‍🌈 flag")
        XCTAssertEqual(PathSanitizer.component(for: "zero\u{200B}width"), "zero%E2%80%8Bwidth")
        XCTAssertEqual(PathSanitizer.component(for: "soft\u{AD}"), "soft%C2%AD")
        XCTAssertEqual(PathSanitizer.component(for: "Cafe\u{301}"), PathSanitizer.component(for: "Café"))
    }

    func testSanitizer_shortensLongNamesStablyAndDistinctly() {
        let long = String(repeating: "x", count: 300)
        let first = PathSanitizer.component(for: long)
        XCTAssertEqual(first, PathSanitizer.component(for: long), "stable")
        XCTAssertLessThanOrEqual(first.utf8.count, PathSanitizer.maximumLength)
        XCTAssertTrue(first.hasPrefix(String(repeating: "x", count: 100) + "~"), first)
        XCTAssertNotEqual(first, PathSanitizer.component(for: long + "y"))
        let persian = String(repeating: "قرمز", count: 80)
        XCTAssertLessThanOrEqual(PathSanitizer.component(for: persian).utf8.count, PathSanitizer.maximumLength)
    }
}

/// A group whose one demo has one tweak, named by ``with(tweak:)``.
private enum TweakNamedGroup: DemoGroup {
    nonisolated(unsafe) static var tweak = "red"
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { HostileItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { NamedTweaksDemo("demo", tweaks: [tweak]) }

    static func with(tweak: String) -> any DemoGroup.Type {
        Self.tweak = tweak
        return Self.self
    }
}
