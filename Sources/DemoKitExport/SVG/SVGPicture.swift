import DemoKitCore

/// A rendering as an SVG picture on a fixed monospace grid, for READMEs and
/// pull requests: the same block always gives the same bytes, so a changed
/// picture diffs like a changed golden.
///
/// Every cell sits at `x = padding + column × cellWidth`, with columns
/// counted as DemoKit counts them (a wide character takes two). Nothing is
/// left to the font's advance widths: each run of printable ASCII is one
/// `<text>` with an explicit `x` for every character, and each other
/// grapheme cluster is its own `<text>` at its cell, so frames line up in
/// any monospace font, or none. Spaces are not drawn; a run with a
/// background gets a rectangle under its cells. Text is escaped as goldens
/// escape it (control and bidi characters as pictures), then for XML.
/// Blinking text, and its lines, get the class `k`, with the page's rule
/// (``StyledHTML/blinkCSS``) in a `<style>` of pictures that have any.
///
/// ```swift
/// let svg = SVGPicture.render(block, appearance: .dark)
/// ```
package enum SVGPicture {
    /// The width of a cell, in pixels (0.6 em at ``fontSize``, a common
    /// monospace advance).
    package static let cellWidth = 8.4
    /// The height of a line, in pixels.
    package static let lineHeight = 17.0
    package static let fontSize = 14.0
    package static let padding = 8.0
    /// Common monospace fonts, then the generic family.
    package static let fontFamily =
        "ui-monospace, 'DejaVu Sans Mono', 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace"

    /// The text and background colours of an appearance, as hex digits.
    package static func colors(for appearance: Appearance) -> (text: String, background: String) {
        StyledHTML.colors(for: appearance)
    }

    /// The x coordinate of a column's left edge.
    package static func x(ofColumn column: Int) -> String {
        number(padding + Double(column) * cellWidth)
    }

    /// The picture of `block`.
    ///
    /// - Parameters:
    ///   - block: The rendering.
    ///   - appearance: Sets the picture's own text and background colours.
    /// - Returns: A standalone SVG document, ending with a newline.
    package static func render(_ block: TextBlock, appearance: Appearance) -> String {
        var output = start(columns: block.width, rows: block.lines.count, appearance: appearance)
        if blinks(block) { output += "<style>" + StyledHTML.blinkCSS + "</style>\n" }
        output += cells(of: block, appearance: appearance)
        output += "</svg>\n"
        return output
    }

    /// The opening `<svg>` tag of a picture of `columns` × `rows` cells,
    /// and its background.
    static func start(columns: Int, rows: Int, appearance: Appearance) -> String {
        let background = colors(for: appearance).background
        let width = number(padding * 2 + Double(max(1, columns)) * cellWidth)
        let height = number(padding * 2 + Double(max(1, rows)) * lineHeight)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="\(fontFamily)" font-size="\(number(fontSize))">
            <rect width="100%" height="100%" fill="#\(background)"/>

            """
    }

    /// Whether any text of `block` blinks.
    static func blinks(_ block: TextBlock) -> Bool {
        block.lines.contains { line in line.runs.contains { $0.style.attributes.contains(.blink) } }
    }

    /// The elements that draw `block`'s cells, line by line: backgrounds
    /// and decorations, then text.
    static func cells(of block: TextBlock, appearance: Appearance) -> String {
        let (textColor, background) = colors(for: appearance)
        var output = ""
        for (row, line) in block.lines.enumerated() {
            let top = padding + Double(row) * lineHeight
            let baseline = number(top + lineHeight * 0.78)
            var column = 0
            var backgrounds = ""
            var texts = ""
            for run in line.runs {
                let text = ANSIEncoder.escapingControlCharacters(run.text)
                let colors = Self.colors(of: run.style, text: textColor, background: background)
                let start = column
                let attributes = Self.attributes(of: run.style, fill: colors.fill)
                var ascii = ""
                var asciiColumns: [Int] = []
                func flush() {
                    guard !ascii.isEmpty else { return }
                    texts += "<text x=\"" + asciiColumns.map(x(ofColumn:)).joined(separator: " ")
                        + "\" y=\"\(baseline)\"\(attributes)>" + escaped(ascii) + "</text>\n"
                    ascii = ""
                    asciiColumns = []
                }
                for character in text {
                    if let ascii0 = character.asciiValue {
                        if ascii0 == 0x20 {
                            flush()
                        } else {
                            ascii.append(character)
                            asciiColumns.append(column)
                        }
                        column += 1
                        continue
                    }
                    flush()
                    let width = DisplayWidth.columns(of: character)
                    texts += "<text x=\"\(x(ofColumn: column))\" y=\"\(baseline)\"\(attributes)>"
                        + escaped(String(character)) + "</text>\n"
                    column += width
                }
                flush()
                if let fill = colors.background, column > start {
                    backgrounds += "<rect x=\"\(x(ofColumn: start))\" y=\"\(number(top))\" "
                        + "width=\"\(number(Double(column - start) * cellWidth))\" height=\"\(number(lineHeight))\" "
                        + "fill=\"#\(fill)\"/>\n"
                }
                let decorations = [
                    run.style.attributes.contains(.underline) ? lineHeight * 0.88 : nil,
                    run.style.attributes.contains(.strikethrough) ? lineHeight * 0.5 : nil,
                ].compactMap { $0 }
                for offset in decorations where column > start {
                    backgrounds += "<rect x=\"\(x(ofColumn: start))\" y=\"\(number(top + offset))\" "
                        + "width=\"\(number(Double(column - start) * cellWidth))\" height=\"1\" fill=\"#\(colors.fill)\""
                        + (run.style.attributes.contains(.blink) ? " class=\"k\"" : "") + "/>\n"
                }
            }
            output += backgrounds + texts
        }
        return output
    }

    /// The text colour and the background (if any) a style draws with.
    private static func colors(
        of style: TextStyle, text: String, background: String
    ) -> (fill: String, background: String?) {
        var fill = style.foreground.map(StyledHTML.hexString) ?? text
        var back = style.background.map(StyledHTML.hexString)
        if style.attributes.contains(.inverse) {
            (fill, back) = (back ?? background, fill)
        }
        return (fill, back)
    }

    /// ` fill="#…"`, the font attributes and the blink class of a style.
    private static func attributes(of style: TextStyle, fill: String) -> String {
        var text = " fill=\"#\(fill)\""
        if style.attributes.contains(.bold) { text += " font-weight=\"bold\"" }
        if style.attributes.contains(.italic) { text += " font-style=\"italic\"" }
        if style.attributes.contains(.dim) { text += " fill-opacity=\"0.62\"" }
        if style.attributes.contains(.blink) { text += " class=\"k\"" }
        return text
    }

    /// Text for an XML element's content.
    private static func escaped(_ text: String) -> String {
        HTMLEscaping.text(text)
    }

    /// A coordinate with at most two decimals and no trailing zeros, the
    /// same on every machine.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
