@testable import DemoKitAudit
import Foundation
import Testing

/// The append-only check against recordings of real programs (the headless
/// terminal's differential fixtures, made by
/// Scripts/record-terminal-fixtures.py): `git log --graph` and `ls` print
/// line after line; tqdm's and rich's progress bars and rich's status
/// spinner redraw their lines, as they do in a terminal.
@Suite struct AppendOnlyRecordingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DemoKitHeadlessDifferentialTests/Fixtures/Recordings")

    func check(_ name: String) throws -> AppendOnlyCheck {
        let file = try #require(
            try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
                .first { $0.hasPrefix(name + ".") && $0.hasSuffix(".bin") })
        let size = file.split(separator: ".")[1].split(separator: "x").compactMap { Int($0) }
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(file)))
        return AppendOnlyCheck(bytes: bytes, columns: size[0], rows: size[1])
    }

    @Test(arguments: ["git-log-graph", "ls-color"])
    func linePrinters_areAppendOnly(_ name: String) throws {
        let result = try check(name)
        #expect(result.isAppendOnly, "\(result.problem ?? "")")
    }

    @Test(arguments: ["tqdm", "rich-progress", "rich-status"])
    func redrawingProgress_isNot(_ name: String) throws {
        let result = try check(name)
        #expect(!result.isAppendOnly)
        #expect(result.problem?.hasPrefix("rewrote row") == true, "\(result.problem ?? "")")
    }

    @Test func carriageReturnSpinner_rewritesItsRowOncePerFrame() {
        let bytes = Array("Loading ⠋\rLoading ⠙\rLoading ⠹\rDone\n".utf8)
        let result = AppendOnlyCheck(bytes: bytes, columns: 20, rows: 4)
        #expect(result.problem == "rewrote row 1 three times (carriage return 3)")
        #expect(AppendOnlyCheck(bytes: Array("one\r\ntwo\n".utf8), columns: 20, rows: 4).isAppendOnly)
    }
}
