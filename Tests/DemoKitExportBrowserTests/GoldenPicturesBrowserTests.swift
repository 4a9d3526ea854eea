import DemoKitCore
import DemoKitExport
import Foundation
import Testing

/// The exported SVG pictures in headless Chromium: every frame glyph
/// (`│ ║ ┃ ╭ ╮ ╰ ╯ ┌ ┐ └ ┘ ├ ┤`) is drawn with its left edge on the grid
/// column its golden puts it in, and the right edges of a frame form one
/// column, whatever the characters before them (CJK, emoji, right to left).
@Suite(.enabled(if: Chromium.mustRun, "Chromium is not installed; .ci/run installs it (apt-get install chromium fonts-dejavu-core)"))
struct GoldenPicturesBrowserTests {
    /// The pictures' documented grid (`SVGPicture`).
    static let cellWidth = 8.4
    static let lineHeight = 17.0
    static let padding = 8.0
    static let frameGlyphs: Set<Character> = ["│", "║", "┃", "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘", "├", "┤"]

    /// A drawn frame glyph: picture, row, glyph, left edge in pixels from
    /// the picture's left.
    struct Drawn: Hashable {
        var row: Int
        var glyph: Character
        var left: Double
    }

    /// What the page measured of one frame glyph.
    struct Measurement: Decodable {
        var picture: Int
        var y: Double
        var glyph: String
        var left: Double
    }

    @Test func pictures_frameGlyphs_sitOnTheirGoldenColumns() throws {
        let folders = try Export.folders.get()
        let goldens = PackagePaths.goldenFiles()
        var pictures: [(golden: String, svg: String, text: String)] = []
        for golden in goldens {
            let svg = folders.svg.appendingPathComponent(String(golden.dropLast(4)) + ".svg")
            let text = try String(contentsOf: PackagePaths.snapshots.appendingPathComponent(golden), encoding: .utf8)
            pictures.append((golden, try String(contentsOf: svg, encoding: .utf8), text))
        }
        #expect(pictures.count == goldens.count)
        // The catalog's framed goldens hold no CJK or emoji: frames around
        // them, drawn by the same renderer, in every border style.
        let context = RenderContext(colorSupport: .trueColor)
        let lines: [StyledText] = [
            "漢字かな交じり文 and ASCII", StyledText("👩‍💻 coder, 🇫🇷 flag, 👍🏽 tone").bold(),
            "e\u{301}te\u{301} combining, ｆｕｌｌ width", "سلام دنیا · שלום", "⌚ watch ✔ done ★ star",
        ]
        for (index, style) in [BorderStyle.rounded, .light, .heavy, .double].enumerated() {
            let block = TextBlock(lines).bordered(style, title: StyledText("表 \(index) 🎉"), in: context)
                .bordered(.light, in: context)
            let svg = SVGPicture.render(block, appearance: index % 2 == 0 ? .light : .dark)
            pictures.append(("wide-\(index)", svg, block.plainText))
        }
        var page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}svg{display:block}</style></head><body>

            """
        for picture in pictures { page += picture.svg }
        page += """
            <pre id="out"></pre><script>
            const frame = new Set([\(Self.frameGlyphs.map { "\"\($0)\"" }.sorted().joined(separator: ","))]);
            const out = [];
            document.querySelectorAll("svg").forEach((svg, index) => {
              const box = svg.getBoundingClientRect();
              svg.querySelectorAll("text").forEach((text) => {
                if (!frame.has(text.textContent)) return;
                out.push({ picture: index, y: Number(text.getAttribute("y")), glyph: text.textContent,
                  left: text.getBoundingClientRect().left - box.left });
              });
            });
            document.getElementById("out").textContent = JSON.stringify(out);
            </script></body></html>
            """
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("pictures.html")
        try Data(page.utf8).write(to: file)
        let result = try Chromium.run(file, ["--dump-dom", "--virtual-time-budget=5000"])
        let json = try #require(Chromium.preText(id: "out", in: result.standardOutput), "no measurements")
        let measurements = try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
        var drawn: [[Drawn]] = Array(repeating: [], count: pictures.count)
        for measurement in measurements {
            guard let glyph = measurement.glyph.first, drawn.indices.contains(measurement.picture) else { continue }
            let line = Int(((measurement.y - Self.padding) / Self.lineHeight).rounded(.down))
            drawn[measurement.picture].append(Drawn(row: line, glyph: glyph, left: measurement.left))
        }

        var checkedGlyphs = 0
        var framedPictures = 0
        for (index, picture) in pictures.enumerated() {
            let golden = PackagePaths.comparable(picture.text)
            var expected: [Drawn] = []
            var columns: [Int: [Int: Character]] = [:]
            for (row, line) in golden.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var column = 0
                for character in line {
                    if Self.frameGlyphs.contains(character) {
                        expected.append(
                            Drawn(row: row, glyph: character, left: Self.padding + Double(column) * Self.cellWidth))
                        columns[row, default: [:]][column] = character
                    }
                    column += DisplayWidth.columns(of: character)
                }
            }
            if !expected.isEmpty { framedPictures += 1 }
            let measured = drawn[index]
            #expect(measured.count == expected.count, "\(picture.golden): \(measured.count) frame glyphs drawn, \(expected.count) in the golden")
            for (want, got) in zip(expected, measured) {
                checkedGlyphs += 1
                #expect(
                    want.row == got.row && want.glyph == got.glyph && abs(want.left - got.left) <= 0.5,
                    "\(picture.golden) row \(want.row): \(want.glyph) at \(want.left) px, drawn \(got.glyph) at \(got.left) px in row \(got.row)")
            }
            // A frame's right edge: from a top-right corner down its column
            // to the bottom-right corner, every glyph at one x.
            for (row, byColumn) in columns {
                for (column, glyph) in byColumn where glyph == "╮" || glyph == "┐" {
                    var edge: [Double] = []
                    var current = row
                    while let character = columns[current]?[column] {
                        if let found = measured.first(where: { $0.row == current && $0.glyph == character
                            && abs($0.left - (Self.padding + Double(column) * Self.cellWidth)) <= 0.5 }) {
                            edge.append(found.left)
                        }
                        if character == "╯" || character == "┘" { break }
                        current += 1
                    }
                    if let first = edge.first {
                        #expect(edge.allSatisfy { abs($0 - first) <= 0.5 }, "\(picture.golden): the right edge from row \(row) is not one column")
                    }
                }
            }
        }
        #expect(framedPictures > 20 && checkedGlyphs > 600, "\(framedPictures) framed pictures, \(checkedGlyphs) glyphs")
    }
}
