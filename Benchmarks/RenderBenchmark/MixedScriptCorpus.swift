/// A deterministic text of mixed scripts, built from sentences in English,
/// French, German, Chinese, Japanese, Korean, Russian, Greek, Arabic,
/// Persian, Hebrew and Hindi, and emoji of every kind (presentation
/// sequences, skin tones, ZWJ families, flags, keycaps).
enum MixedScriptCorpus {
    static let sentences: [String] = [
        "The quick brown fox jumps over the lazy dog. ",
        "Terminal components render text, and text must line up. ",
        "Où est la café? L'été à Noël, déjà vu. ",
        "Größenänderung über Straßen. ",
        "e\u{301}te\u{301} n\u{303}o a\u{308} combining marks. ",
        "组件目录运行器以文本呈现界面。",
        "日本語のテキストは全角で表示されます。",
        "ｶﾀｶﾅ ﾃﾞﾓ ﾊﾝｶｸ. ",
        "한국어 텍스트도 두 칸을 차지합니다. ",
        "Съешь же ещё этих мягких французских булок. ",
        "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. ",
        "مرحبا بالعالم، هذا نص عربي. ",
        "سلام دنیا، این یک متن فارسی\u{200C}است. ",
        "שלום עולם, זה טקסט בעברית. ",
        "हिन्दी में क्षमा और विद्या। ",
        "😀 👍🏽 👩‍💻 👨‍👩‍👧‍👦 🏳️‍🌈 ❤️ 1️⃣ 🇳🇴 🇯🇵 ",
        "Status: ✅ done, ⚠️ warning, ❌ failed. ",
        "\n",
    ]

    /// Sentences picked at random until the text has at least `bytes` bytes
    /// of UTF-8.
    static func text(bytes: Int, seed: UInt64 = 2024) -> String {
        var random = BenchmarkRandom(seed: seed)
        var text = ""
        text.reserveCapacity(bytes + 256)
        while text.utf8.count < bytes {
            text += sentences[Int(random.next() % UInt64(sentences.count))]
        }
        return text
    }
}
