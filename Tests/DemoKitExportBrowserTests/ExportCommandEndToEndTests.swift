import DemoKitTestSupport
import Foundation
import Testing

/// `demo-runner export` as a user runs it: usage errors, folders it must not
/// touch, and the same bytes from the same catalog. Needs no browser.
@Suite struct ExportCommandEndToEndTests {
    private let runner: URL
    private let work: URL

    init() throws {
        runner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-export-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    @Test func export_withoutHTMLOrSVG_exits64NamingTheFix() throws {
        let result = try ProcessResult.run(runner, ["export"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: nothing to export; add '--html DIR'"))
        #expect(result.standardOutput == "")
    }

    @Test(arguments: [
        (["--html", "site", "--idle-time-limit", "2s"], "error: '--idle-time-limit' applies to recordings; add '--cast DIR'"),
        (["--cast", "casts", "--idle-time-limit", "abc"], "error: '--idle-time-limit' needs a time above zero: "),
        (["--cast", "casts", "--idle-time-limit", "0"], "error: '--idle-time-limit' needs a time above zero: "),
        (["--svg", "same", "--svg-animated", "same"], "error: '--svg' and '--svg-animated' name the same folder"),
    ])
    func export_mediaUsageErrors_exit64BeforeWriting(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try ProcessResult.run(runner, ["export"] + arguments, workingDirectory: work)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: work.path)) == [])
    }

    @Test func export_filterThatMatchesNothing_exits64AndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("site")
        let result = try ProcessResult.run(runner, ["export", "--html", folder.path, "--filter", "noSuchDemo"])
        #expect(result.status == 64)
        // Run by its path, the runner names itself by that path, quoted.
        #expect(result.standardError == "error: no demo matches the filter 'noSuchDemo'; see "
            + "'\(ShellCommand.quoted(runner.path)) list' for the identifiers\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func export_intoAFolderWithTheUsersFiles_exits64AndLeavesThem() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("index.html"))
        let result = try ProcessResult.run(runner, ["export", "--html", folder.path], timeout: 120)
        #expect(result.status == 64)
        #expect(result.standardError.contains("refusing to export to \(folder.path): it holds index.html"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("index.html").path) == Data("mine".utf8))
    }

    @Test func export_twice_givesTheSameBytesAndReplacesTheFirst() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        var outputs: [[String: Data]] = []
        for name in ["first", "second", "second"] {
            let folder = work.appendingPathComponent(name)
            let result = try ProcessResult.run(
                runner, ["export", "--html", folder.path, "--svg", folder.appendingPathComponent("svg").path],
                timeout: 300)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasPrefix("Exported "))
            #expect(result.standardOutput.contains("/index.html ("))
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                    files[path] = data
                }
            }
            outputs.append(files)
        }
        #expect(outputs[0]["index.html"] != nil && outputs[0]["svg/Components/buttons/red.svg"] != nil)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[1] == outputs[2])
    }
}
