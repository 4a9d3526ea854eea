import DemoKitCore

/// DemoKit's styled runs as HTML: one `<span class>` per styled run, with a
/// deterministic class for each part of a style, and the CSS those classes
/// need. Styles come from the runs' own ``TextStyle`` (never from parsing
/// escape sequences), so what a page shows is what the demo drew.
///
/// The output is meant for a `<pre>` element with a monospace font whose
/// CSS sets `--fg` and `--bg` to the appearance's text and background
/// colours (inverse text swaps them). Text is escaped as goldens escape it
/// (control and bidi characters as visible pictures, see
/// `ANSIEncoder.escapingControlCharacters`), then for HTML, so a demo's
/// text never becomes markup. A grapheme two columns wide is put in an
/// `<i class="w2">` exactly two cells wide, so that frames line up whatever
/// the font's CJK and emoji widths. Spaces at the end of a line that show
/// nothing are dropped, as in goldens. Nothing here depends on the page
/// around it: the catalog site and a failure report both use it.
///
/// ```swift
/// let block = try demo.render(in: context)
/// let html = "<style>" + StyledHTML.blockCSS + StyledHTML.baseCSS
///     + StyledHTML.css(for: StyledHTML.styles(in: block))
///     + "</style><pre class=\"dk\">" + StyledHTML.render(block) + "</pre>"
/// ```
package enum StyledHTML {
    /// The block's lines as HTML, joined by `\n`, with no final newline.
    ///
    /// - Parameter block: The rendering.
    /// - Returns: HTML for the content of a `<pre>`.
    package static func render(_ block: TextBlock) -> String {
        var output = ""
        for (index, line) in block.lines.enumerated() {
            if index > 0 { output += "\n" }
            output += render(line)
        }
        return output
    }

    /// One line as HTML: plain runs as text, styled runs as spans.
    ///
    /// - Parameter line: One line of a rendering.
    /// - Returns: HTML without a line break.
    package static func render(_ line: StyledText) -> String {
        var runs = line.runs
        while let last = runs.last, !showsSpaces(last.style) {
            var text = Substring(last.text)
            while text.last == " " { text.removeLast() }
            if text.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = String(text)
                break
            }
        }
        var output = ""
        for run in runs {
            let text = content(ANSIEncoder.escapingControlCharacters(run.text))
            if let classes = classes(for: run.style) {
                output += "<span class=\"" + classes + "\">" + text + "</span>"
            } else {
                output += text
            }
        }
        return output
    }

    /// Every style the block's runs use, for ``css(for:)``.
    package static func styles(in block: TextBlock) -> Set<TextStyle> {
        var styles: Set<TextStyle> = []
        for line in block.lines {
            for run in line.runs where !run.style.isPlain { styles.insert(run.style) }
        }
        return styles
    }

    /// The classes of a style, separated by spaces, or `nil` for plain text:
    /// `b` bold, `d` dim, `i` italic, `u` underline, `x` strikethrough,
    /// `k` blink, and
    /// a colour class per colour: `f` (text) or `g` (background) then
    /// `a` and an ANSI index, `p` and a 256-colour index, or the six hex
    /// digits of a 24-bit colour (`f0063d1`). Inverse swaps the two
    /// colours; a missing one is `fB` (the background colour as text) or
    /// `gF` (the text colour as background).
    package static func classes(for style: TextStyle) -> String? {
        if style.isPlain { return nil }
        var names: [String] = []
        let attributes = style.attributes
        if attributes.contains(.bold) { names.append("b") }
        if attributes.contains(.dim) { names.append("d") }
        if attributes.contains(.italic) { names.append("i") }
        if attributes.contains(.underline) { names.append("u") }
        if attributes.contains(.strikethrough) { names.append("x") }
        if attributes.contains(.blink) { names.append("k") }
        var foreground = style.foreground.map { "f" + colorName($0) }
        var background = style.background.map { "g" + colorName($0) }
        if attributes.contains(.inverse) {
            (foreground, background) = (
                style.background.map { "f" + colorName($0) } ?? "fB",
                style.foreground.map { "g" + colorName($0) } ?? "gF"
            )
        }
        if let foreground { names.append(foreground) }
        if let background { names.append(background) }
        return names.isEmpty ? nil : names.joined(separator: " ")
    }

    /// The text and background colours of an appearance, as six hex
    /// digits: what unstyled text is drawn with, in pages and pictures.
    package static func colors(for appearance: Appearance) -> (text: String, background: String) {
        appearance == .dark ? ("e6edf3", "0d1117") : ("1f2328", "ffffff")
    }

    /// The `<pre class="dk">` a rendering sits in (`<pre class="dk dark">`
    /// for the dark appearance): its colours, a monospace font, no
    /// ligatures, lines kept as they are.
    package static let blockCSS: String = {
        let (lightText, lightBackground) = colors(for: .light)
        let (darkText, darkBackground) = colors(for: .dark)
        return ".dk{--fg:#\(lightText);--bg:#\(lightBackground);color:var(--fg);background:var(--bg);"
            + "font:14px/1.2 ui-monospace,\"DejaVu Sans Mono\",\"SF Mono\",Menlo,Consolas,\"Liberation Mono\",monospace;"
            + "white-space:pre;font-variant-ligatures:none;tab-size:1}"
            + ".dk.dark{--fg:#\(darkText);--bg:#\(darkBackground)}"
    }()

    /// The rules every page using this renderer needs, whatever the
    /// styles: attributes, wide cells, the inverse colours (blink comes
    /// with the styles that use it, from ``css(for:)``).
    package static let baseCSS = """
        .b{font-weight:bold}.d{opacity:.62}.i{font-style:italic}.u{text-decoration:underline}\
        .x{text-decoration:line-through}.u.x{text-decoration:underline line-through}\
        .fB{color:var(--bg)}.gF{background:var(--fg)}\
        .w2{display:inline-block;width:2ch;font-style:normal}
        """

    /// The rule of the `k` class, blinking text, shared by pages and
    /// pictures: off for half of each second, and still for readers who
    /// ask for reduced motion.
    package static let blinkCSS = """
        .k{animation:dk-blink 1s step-end infinite}@keyframes dk-blink{50%{opacity:0}}\
        @media (prefers-reduced-motion:reduce){.k{animation:none}}
        """

    /// The colour rules for `styles`, sorted, one per colour class, and the
    /// blink rule if any style blinks: the same styles always give the same
    /// text.
    package static func css(for styles: some Sequence<TextStyle>) -> String {
        var rules: [String: String] = [:]
        var blinks = false
        for style in styles {
            blinks = blinks || style.attributes.contains(.blink)
            for color in [style.foreground, style.background].compactMap({ $0 }) {
                let name = colorName(color)
                let hex = hexString(color)
                rules["f" + name] = "color:#" + hex
                rules["g" + name] = "background:#" + hex
            }
        }
        let colors = rules.keys.sorted().map { key in "." + key + "{" + (rules[key] ?? "") + "}" }.joined()
        return blinks ? colors + blinkCSS : colors
    }

    /// `a1`, `p208` or `0063d1`: how a colour is named in a class.
    static func colorName(_ color: TextColor) -> String {
        switch color.kind {
        case .ansi(let index): "a" + String(index)
        case .indexed(let index): "p" + String(index)
        case .rgb: hexString(color)
        }
    }

    /// `0063d1`: the colour's six hex digits.
    package static func hexString(_ color: TextColor) -> String {
        let (red, green, blue) = color.rgbComponents
        return [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Whether a space in `style` is visible, as the encoder decides.
    private static func showsSpaces(_ style: TextStyle) -> Bool {
        style.background != nil || style.attributes.contains(.inverse) || style.attributes.contains(.underline)
    }

    /// Escaped text, each wide grapheme in a two-cell box.
    private static func content(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return HTMLEscaping.text(text) }
        var output = ""
        var pending = ""
        for character in text {
            if !character.isASCII, DisplayWidth.columns(of: character) == 2 {
                output += HTMLEscaping.text(pending)
                pending = ""
                output += "<i class=\"w2\">" + HTMLEscaping.text(String(character)) + "</i>"
            } else {
                pending.append(character)
            }
        }
        return output + HTMLEscaping.text(pending)
    }
}
