@testable import DemoKitCore
import Testing

/// The one visible form of each scalar a terminal would act on or hide.
@Suite struct TerminalSafeTextTests {
    @Test func forms_areControlPicturesForC0AndDEL_andCodesForTheRest() {
        #expect(TerminalSafeText.oneLine("a\u{1B}[2J\t\r\u{7F}\nb") == "a␛[2J␉␍␡⏎b")
        #expect(TerminalSafeText.lines("a\u{1B}\nb\u{7}") == "a␛\nb␇")
        #expect(TerminalSafeText.oneLine("plain\nline") == "plain⏎line")
        #expect(TerminalSafeText.lines("plain\nline") == "plain\nline")
        #expect(TerminalSafeText.oneLine("\u{85}\u{9B}\u{202E}\u{2066}\u{2028}\u{2029}\u{200B}\u{AD}\u{FEFF}\u{FFF9}")
            == "⟨U+0085⟩⟨U+009B⟩⟨U+202E⟩⟨U+2066⟩⟨U+2028⟩⟨U+2029⟩⟨U+200B⟩⟨U+00AD⟩⟨U+FEFF⟩⟨U+FFF9⟩")
        #expect(TerminalSafeText.oneLine("tag\u{E0001}") == "tag⟨U+E0001⟩")
    }

    /// The measured form is the one-line form and its width, whichever
    /// path measures it (printable ASCII is counted, the rest measured).
    @Test(arguments: [
        "", "plain ASCII ~", "Alert 000", "a\u{1B}[2J", "tab\there", "line\nfeed", "\u{7F}", "日本語 title",
        "👩‍💻 dev", "e\u{301}", "bidi\u{202E}x", "ünïcode", "~}|{",
    ])
    func oneLineMeasured_isOneLineAndItsWidth(text: String) {
        let measured = TerminalSafeText.oneLineMeasured(text)
        #expect(measured.text == TerminalSafeText.oneLine(text))
        #expect(measured.width == DisplayWidth.columns(of: TerminalSafeText.oneLine(text)))
    }

    @Test func ordinaryText_joinersSelectorsAndTags_passUnchanged() {
        for text in ["plain ASCII ~", "ünïcode قرمز 日本", "👨‍👩‍👧 ❤️ می‌خواهم", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "a\u{A0}b"] {
            #expect(TerminalSafeText.lines(text) == text)
            #expect(TerminalSafeText.oneLine(text) == text)
        }
    }

    /// Every scalar the demo renderer replaces is acted on here too, every
    /// shown form is itself left alone, and `isActedOn` says exactly which
    /// scalars get a form.
    @Test func everyScalar_formIsStable_andCoversTheRenderersStandIns() {
        var problems: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let form = TerminalSafeText.shown(scalar)
            if (form != nil) != TerminalSafeText.isActedOn(scalar) { problems.append("predicate \(value)") }
            if ANSIEncoder.visibleStandIn(for: value) != nil, form == nil { problems.append("renderer \(value)") }
            if let form, form.unicodeScalars.contains(where: TerminalSafeText.isActedOn) {
                problems.append("form \(value)")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }
}

/// The byte-level check before the scalar-by-scalar one passes only
/// scalars that ``TerminalSafeText/isActedOn(_:)`` passes.
@Suite struct TerminalSafeTextPlainRangeTests {
    @Test func everyScalarOfThePlainRanges_isNotActedOn() {
        for range in TerminalSafeText.plainRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(!TerminalSafeText.isActedOn(scalar), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func textWithPlainScalars_isKept_andActedOnScalarsBesideThemAreShown() {
        let tree = "├── Caf\u{E9} 表 ─ ▶ x\n│   └── y"
        #expect(TerminalSafeText.lines(tree) == tree)
        #expect(TerminalSafeText.lines("├── a\u{200B}b ─\u{202E}") == "├── a⟨U+200B⟩b ─⟨U+202E⟩")
        #expect(TerminalSafeText.oneLine("é\u{3164}é") == "é⟨U+3164⟩é")
    }
}
