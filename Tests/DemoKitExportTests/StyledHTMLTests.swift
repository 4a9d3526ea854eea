import DemoKitCore
import Testing

@testable import DemoKitExport

/// Styles become a deterministic set of classes and rules, read from the
/// runs' own styles.
struct StyledHTMLTests {
    @Test func classes_eachStylePart_hasItsOwnClass() {
        #expect(StyledHTML.classes(for: .plain) == nil)
        #expect(StyledHTML.classes(for: TextStyle(foreground: .hex(0x0063D1), attributes: [.bold])) == "b f0063d1")
        #expect(StyledHTML.classes(for: TextStyle(foreground: .red, background: .indexed(208))) == "fa1 gp208")
        #expect(
            StyledHTML.classes(for: TextStyle(attributes: [.dim, .italic, .underline, .strikethrough])) == "d i u x")
    }

    @Test func blink_isTheClassKWithItsRuleOnlyWhenAStyleBlinks() {
        let blinking = TextStyle(foreground: .red, attributes: [.blink])
        #expect(StyledHTML.classes(for: blinking) == "k fa1")
        let css = StyledHTML.css(for: [blinking])
        #expect(css.hasPrefix(".fa1{color:#cd0000}.ga1{background:#cd0000}.k{animation:dk-blink 1s step-end infinite}"))
        #expect(css.hasSuffix("@media (prefers-reduced-motion:reduce){.k{animation:none}}"))
        #expect(!StyledHTML.css(for: [TextStyle(foreground: .red)]).contains(".k{"))
        #expect(!StyledHTML.baseCSS.contains(".k{"))
        #expect(StyledHTML.render(TextBlock(StyledText("on").blink())).contains(#"<span class="k">on</span>"#))
    }

    @Test func classes_inverse_swapsColours() {
        #expect(StyledHTML.classes(for: TextStyle(attributes: [.inverse])) == "fB gF")
        #expect(StyledHTML.classes(for: TextStyle(foreground: .hex(0x112233), attributes: [.inverse])) == "fB g112233")
    }

    @Test func css_colours_areSortedRulesWithXtermValues() {
        let css = StyledHTML.css(for: [
            TextStyle(foreground: .hex(0xC5221F)), TextStyle(background: .red), TextStyle(foreground: .indexed(16)),
        ])
        #expect(css == ".fa1{color:#cd0000}.fc5221f{color:#c5221f}.fp16{color:#000000}"
            + ".ga1{background:#cd0000}.gc5221f{background:#c5221f}.gp16{background:#000000}")
    }

    @Test func render_runs_becomeSpansAndTrailingSpacesThatShowNothingGo() {
        let line = StyledText("ok ").foreground(.green) + StyledText("  ") + StyledText(" ").background(.blue)
            + StyledText("   ")
        #expect(StyledHTML.render(line) == "<span class=\"fa2\">ok </span>  <span class=\"ga4\"> </span>")
    }

    @Test func render_wideGraphemes_takeTwoCells() {
        #expect(StyledHTML.render(StyledText("a漢👩‍💻é")) == "a<i class=\"w2\">漢</i><i class=\"w2\">👩‍💻</i>é")
    }
}
