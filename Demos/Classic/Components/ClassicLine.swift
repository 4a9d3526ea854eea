/// A line of text as the classic components build it: characters, each with
/// the SGR parameters it is drawn in, so that coloured text can be cut and
/// wrapped by hand before it is turned into escape sequences.
///
/// Every character is taken to be one column wide, as hand-written terminal
/// code usually assumes: true of the ASCII, box-drawing, braille and symbol
/// characters these components print, not of CJK or emoji.
struct ClassicLine: Sendable, Hashable {
    private(set) var characters: [Character] = []
    private(set) var styles: [[String]] = []

    init() {}

    /// `text` drawn in `style` (SGR parameters such as ``ClassicANSI/accent``).
    init(_ text: String, _ style: String...) {
        append(text, style)
    }

    init(_ text: String, style: [String]) {
        append(text, style)
    }

    private init(characters: [Character], styles: [[String]]) {
        self.characters = characters
        self.styles = styles
    }

    /// Columns taken on screen.
    var width: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    mutating func append(_ text: String, _ style: [String] = []) {
        for character in text {
            characters.append(character)
            styles.append(style)
        }
    }

    mutating func append(_ line: ClassicLine) {
        characters += line.characters
        styles += line.styles
    }

    static func + (lhs: ClassicLine, rhs: ClassicLine) -> ClassicLine {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// The escape-coded string: one SGR and reset around each run of the
    /// same style, or the bare characters without colour.
    func rendered(usesColor: Bool) -> String {
        var result = ""
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count, styles[end] == styles[start] { end += 1 }
            result += ClassicANSI.paint(String(characters[start..<end]), styles[start], if: usesColor)
            start = end
        }
        return result
    }

    /// The line cut to `width` columns, ending in `…` (in the style of the
    /// last character kept) when it was longer.
    func truncated(to width: Int) -> ClassicLine {
        guard characters.count > width else { return self }
        guard width > 1 else { return ClassicLine(characters: Array(characters.prefix(max(0, width))), styles: Array(styles.prefix(max(0, width)))) }
        var kept = width - 1
        while kept > 0, characters[kept - 1] == " " { kept -= 1 }
        var result = ClassicLine(characters: Array(characters[..<kept]), styles: Array(styles[..<kept]))
        result.append("…", kept > 0 ? styles[kept - 1] : styles.first ?? [])
        return result
    }

    /// The line broken at spaces into lines of at most `width` columns:
    /// greedy, the spaces at a break dropped, a word longer than a line cut
    /// between characters. Empty text gives one empty line.
    func wrapped(to width: Int) -> [ClassicLine] {
        let limit = max(1, width)
        var lines: [Range<Int>] = []
        var line: Range<Int>?
        var pendingSpace: Range<Int>?
        var index = 0
        while index < characters.count {
            let start = index
            let isSpace = characters[index] == " "
            while index < characters.count, (characters[index] == " ") == isSpace { index += 1 }
            let token = start..<index
            if isSpace {
                // Leading spaces are indentation; between words, a gap.
                if line != nil || start == 0 { pendingSpace = token }
                continue
            }
            let lineWidth = line?.count ?? 0
            let gap = pendingSpace?.count ?? 0
            if lineWidth + gap + token.count <= limit {
                line = (line?.lowerBound ?? pendingSpace?.lowerBound ?? token.lowerBound)..<token.upperBound
                pendingSpace = nil
                continue
            }
            if let finished = line { lines.append(finished) }
            line = nil
            pendingSpace = nil
            if token.count <= limit {
                line = token
                continue
            }
            for position in token {
                if let current = line, current.count + 1 > limit {
                    lines.append(current)
                    line = nil
                }
                line = (line?.lowerBound ?? position)..<(position + 1)
            }
        }
        if let finished = line { lines.append(finished) }
        guard !lines.isEmpty else { return [ClassicLine()] }
        return lines.map { ClassicLine(characters: Array(characters[$0]), styles: Array(styles[$0])) }
    }
}
