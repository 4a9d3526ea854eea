import DemoKitCore
import Testing

@testable import DemoKitExport

/// Every cell of a picture sits at its column's x, counted in DemoKit's
/// display width.
struct SVGPictureTests {
    private func texts(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text") }.map(String.init)
    }

    @Test func ascii_runOfCharacters_hasOneXPerCharacterAndSkipsSpaces() {
        let svg = SVGPicture.render(TextBlock("ab c"), appearance: .light)
        #expect(texts(svg) == [
            ##"<text x="8 16.4" y="21.26" fill="#1f2328">ab</text>"##,
            ##"<text x="33.2" y="21.26" fill="#1f2328">c</text>"##,
        ])
    }

    @Test func cjk_wideCharacters_takeTwoColumns() {
        let svg = SVGPicture.render(TextBlock("漢字│"), appearance: .light)
        #expect(texts(svg) == [
            ##"<text x="8" y="21.26" fill="#1f2328">漢</text>"##,
            ##"<text x="24.8" y="21.26" fill="#1f2328">字</text>"##,
            ##"<text x="41.6" y="21.26" fill="#1f2328">│</text>"##,
        ])
    }

    @Test func emoji_clustersAreOneElementAtTheirCell() {
        let svg = SVGPicture.render(TextBlock("👩‍💻🇫🇷x│"), appearance: .dark)
        #expect(texts(svg) == [
            ##"<text x="8" y="21.26" fill="#e6edf3">👩‍💻</text>"##,
            ##"<text x="24.8" y="21.26" fill="#e6edf3">🇫🇷</text>"##,
            ##"<text x="41.6" y="21.26" fill="#e6edf3">x</text>"##,
            ##"<text x="50" y="21.26" fill="#e6edf3">│</text>"##,
        ])
        #expect(svg.contains(##"<rect width="100%" height="100%" fill="#0d1117"/>"##))
    }

    @Test func styles_backgroundsAreRectanglesUnderTheirCells() {
        let svg = SVGPicture.render(
            TextBlock(StyledText("ab").background(.hex(0x102030)).bold()), appearance: .light)
        #expect(svg.contains(##"<rect x="8" y="8" width="16.8" height="17" fill="#102030"/>"##))
        #expect(svg.contains(#"font-weight="bold""#))
    }

    @Test func blink_textAndItsLinesTakeTheClassKAndThePictureItsRule() {
        let svg = SVGPicture.render(
            TextBlock(StyledText("ab").blink().underline() + " c"), appearance: .light)
        #expect(texts(svg) == [
            ##"<text x="8 16.4" y="21.26" fill="#1f2328" class="k">ab</text>"##,
            ##"<text x="33.2" y="21.26" fill="#1f2328">c</text>"##,
        ])
        #expect(svg.contains(##"<rect x="8" y="22.96" width="16.8" height="1" fill="#1f2328" class="k"/>"##))
        #expect(svg.contains("<style>" + StyledHTML.blinkCSS + "</style>\n"))
        #expect(!SVGPicture.render(TextBlock(StyledText("ab").underline()), appearance: .light).contains("<style>"))
    }

    @Test func size_isTheGridAroundTheBlock() {
        let svg = SVGPicture.render(TextBlock([StyledText("abc"), StyledText("漢")]), appearance: .light)
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="41.2" height="50" viewBox="0 0 41.2 50""##))
    }
}
