import Foundation

/// The recorded output of a real program (rich, tqdm, git, ls, dialog),
/// with the window size it was recorded in and tmux's screen of it, from
/// `Fixtures/Recordings`, which `Scripts/record-terminal-fixtures.py`
/// writes.
///
/// Files: `NAME.COLUMNSxROWS.bin` (the bytes) and
/// `NAME.COLUMNSxROWS.screen.txt` (tmux's `capture-pane -p` of them, then a
/// line `cursor ROW,COLUMN`).
struct Recording: Sendable {
    var name: String
    var stream: TerminalStream
    var goldenScreen: String

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recordings")

    /// Every recording, by name.
    static func all() throws -> [Recording] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".bin") }.sorted()
        return try files.map { file in
            let parts = file.dropLast(".bin".count).split(separator: ".")
            let size = parts.last?.split(separator: "x").compactMap { Int($0) } ?? []
            guard parts.count == 2, size.count == 2 else {
                throw TmuxError("\(file): name it NAME.COLUMNSxROWS.bin, as Scripts/record-terminal-fixtures.py does")
            }
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
            let golden = try String(
                contentsOf: directory.appendingPathComponent(file.replacingOccurrences(of: ".bin", with: ".screen.txt")),
                encoding: .utf8)
            let name = String(parts[0])
            return Recording(
                name: name,
                stream: TerminalStream(columns: size[0], rows: size[1], bytes: bytes, origin: "recording \(name)"),
                goldenScreen: golden)
        }
    }
}
