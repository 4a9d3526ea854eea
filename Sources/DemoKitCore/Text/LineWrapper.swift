/// Breaks a line of styled text into lines no wider than a limit: the engine
/// behind ``StyledText/wrapped(to:)``.
///
/// Lines break at runs of spaces, which are dropped at the break, and
/// between wide characters (CJK, emoji), which need no space around them.
/// Closing punctuation stays with the character before it and opening
/// punctuation with the character after it. A word wider than the limit is
/// broken between grapheme clusters. Newlines (`\n`, `\r\n`) end paragraphs.
/// Leading spaces of a paragraph are kept as indentation when they fit.
struct LineWrapper {
    /// One grapheme cluster with its width and the run it came from.
    struct Grapheme {
        let character: Character
        let width: Int
        let run: Int
        /// A space (U+0020); breaks happen at spaces and drop them.
        let isSpace: Bool
    }

    /// A word or a run of spaces: graphemes `range` of the paragraph.
    struct Token {
        var range: Range<Int>
        var width: Int
        let isSpace: Bool
    }

    /// A finished line: graphemes `range`, or an ellipsis standing for one
    /// grapheme wider than the whole limit.
    enum Line {
        case graphemes(Range<Int>)
        case tooWide(run: Int)
    }

    let runs: [StyledText.Run]
    let limit: Int

    /// Characters that may not start a line: closing punctuation.
    static let noBreakBefore: Set<Character> = [
        ".", ",", ";", ":", "!", "?", ")", "]", "}", "%",
        "。", "、", "，", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〉", "》",
        "〕", "〗", "〙", "〛", "〞", "・", "…", "‥", "ー", "々", "ゝ", "ゞ", "ヽ", "ヾ",
    ]

    /// Characters that may not end a line: opening punctuation.
    static let noBreakAfter: Set<Character> = [
        "(", "[", "{", "（", "「", "『", "【", "〈", "《", "〔", "〖", "〘", "〚", "〝",
    ]

    init(_ text: StyledText, limit: Int) {
        self.runs = text.runs
        self.limit = max(1, limit)
    }

    /// The wrapped lines; one empty line for empty text.
    func lines() -> [StyledText] {
        var result: [StyledText] = []
        var paragraph: [Grapheme] = []
        for (runIndex, run) in runs.enumerated() {
            for character in run.text {
                if character.asciiValue == 0x0A {  // "\n" and "\r\n"
                    result.append(contentsOf: wrap(paragraph))
                    paragraph.removeAll(keepingCapacity: true)
                    continue
                }
                let isSpace = character.asciiValue == 0x20
                paragraph.append(Grapheme(
                    character: character, width: isSpace ? 1 : character.displayWidth,
                    run: runIndex, isSpace: isSpace))
            }
        }
        result.append(contentsOf: wrap(paragraph))
        return result
    }

    /// One paragraph, without newlines, as lines.
    private func wrap(_ graphemes: [Grapheme]) -> [StyledText] {
        let tokens = Self.tokens(of: graphemes)
        var lines: [Line] = []
        var line: Range<Int>?
        var lineWidth = 0
        var pendingSpace: Token?

        func finishLine() {
            if let range = line { lines.append(.graphemes(range)) }
            line = nil
            lineWidth = 0
            pendingSpace = nil
        }

        for (index, token) in tokens.enumerated() {
            if token.isSpace {
                // Spaces separate words on a line; at the start of a
                // paragraph they are indentation, kept if the first word fits.
                if line != nil || index == 0 { pendingSpace = token }
                continue
            }
            let spaceWidth = pendingSpace?.width ?? 0
            if lineWidth + spaceWidth + token.width <= limit {
                let start = line?.lowerBound ?? pendingSpace?.range.lowerBound ?? token.range.lowerBound
                line = start..<token.range.upperBound
                lineWidth += spaceWidth + token.width
                pendingSpace = nil
                continue
            }
            finishLine()
            if token.width <= limit {
                line = token.range
                lineWidth = token.width
                continue
            }
            // A word wider than the line: break it between grapheme clusters.
            for position in token.range {
                let grapheme = graphemes[position]
                if grapheme.width > limit {
                    finishLine()
                    lines.append(.tooWide(run: grapheme.run))
                    continue
                }
                if lineWidth + grapheme.width > limit { finishLine() }
                line = (line?.lowerBound ?? position)..<(position + 1)
                lineWidth += grapheme.width
            }
        }
        finishLine()
        if lines.isEmpty { return [StyledText()] }
        return lines.map { styledText($0, graphemes) }
    }

    /// Words and runs of spaces. A wide grapheme is a word of its own, since
    /// a line may break on either side of it, except next to punctuation
    /// that must not start or end a line.
    static func tokens(of graphemes: [Grapheme]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < graphemes.count {
            let start = index
            var width = graphemes[index].width
            let isSpace = graphemes[index].isSpace
            index += 1
            if isSpace {
                while index < graphemes.count, graphemes[index].isSpace {
                    width += graphemes[index].width
                    index += 1
                }
            } else if graphemes[start].width < 2 {
                while index < graphemes.count, !graphemes[index].isSpace, graphemes[index].width < 2 {
                    width += graphemes[index].width
                    index += 1
                }
            }
            let token = Token(range: start..<index, width: width, isSpace: isSpace)
            if !isSpace, let previous = tokens.last, !previous.isSpace,
                noBreakBefore.contains(graphemes[start].character)
                    || noBreakAfter.contains(graphemes[previous.range.upperBound - 1].character)
            {
                tokens[tokens.count - 1].range = previous.range.lowerBound..<index
                tokens[tokens.count - 1].width += width
            } else {
                tokens.append(token)
            }
        }
        return tokens
    }

    /// The styled text of a finished line, one run per stretch of graphemes
    /// from the same input run.
    private func styledText(_ line: Line, _ graphemes: [Grapheme]) -> StyledText {
        switch line {
        case .tooWide(let run):
            return StyledText("…", style: runs[run].style)
        case .graphemes(let range):
            var result = StyledText()
            var text = ""
            var run = graphemes[range.lowerBound].run
            for grapheme in graphemes[range] {
                if grapheme.run != run {
                    result.append(StyledText.Run(text, style: runs[run].style))
                    text = ""
                    run = grapheme.run
                }
                text.append(grapheme.character)
            }
            result.append(StyledText.Run(text, style: runs[run].style))
            return result
        }
    }
}
