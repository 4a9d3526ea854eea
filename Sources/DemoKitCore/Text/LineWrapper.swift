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
    /// One grapheme cluster: where it is in its run, its width, and what
    /// wrapping needs to know about it.
    struct Grapheme {
        let run: Int
        let start: String.Index
        let end: String.Index
        let width: Int
        /// The first scalar, for the punctuation rules.
        let firstScalar: UInt32
        /// A space (U+0020) on its own; breaks happen at spaces and drop
        /// them. A space that carries a combining mark is not one.
        let isSpace: Bool
        /// A wide character by nature (CJK, an emoji), which a line may
        /// break before or after; not a cluster of narrow ones that happens
        /// to take two columns, such as `ｶﾞ` or `कि`.
        let isWide: Bool
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

    /// Whether a grapheme starting with `scalar` may not start a line:
    /// closing punctuation, ASCII and CJK.
    static func mayNotStartLine(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,  // ! % ) , . : ; ? ] }
            0x2025, 0x2026,  // ‥ …
            0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
            0x301B, 0x301E, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,  // 、。々〉》」』】〕〗〙〛〞ゝゞ・ーヽヾ
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:  // ！），．：；？
            return true
        default:
            return false
        }
    }

    /// Whether a grapheme starting with `scalar` may not end a line: opening
    /// punctuation, ASCII and CJK.
    static func mayNotEndLine(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x28, 0x5B, 0x7B,  // ( [ {
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,  // 〈《「『【〔〖〘〚〝
            0xFF08:  // （
            return true
        default:
            return false
        }
    }

    init(_ text: StyledText, limit: Int) {
        self.runs = text.runs
        self.limit = max(1, limit)
    }

    /// The wrapped lines; one empty line for empty text.
    ///
    /// - Parameter allowingFastPath: Whether text of one style made only of
    ///   printable ASCII and newlines may be wrapped byte by byte
    ///   (``asciiLines()``), with the same result; tests turn it off to
    ///   compare the two.
    func lines(allowingFastPath: Bool = true) -> [StyledText] {
        if allowingFastPath, let lines = asciiLines() { return lines }
        var result: [StyledText] = []
        var paragraph: [Grapheme] = []
        // A grapheme takes at least one byte: room for all of a short text's
        // at once, and for the start of a long one (which may be many
        // paragraphs, each of which reuses the room).
        paragraph.reserveCapacity(min(1_024, runs.reduce(0) { $0 + $1.text.utf8.count }))
        for (runIndex, run) in runs.enumerated() {
            let text = run.text
            let utf8 = text.utf8
            var index = text.startIndex
            while index < text.endIndex {
                let byte = utf8[index]
                let after = utf8.index(after: index)
                // ASCII followed by ASCII is a grapheme of its own, except CR LF.
                if byte < 0x80, byte != 0x0D, after == utf8.endIndex || utf8[after] < 0x80 {
                    if byte == 0x0A {
                        result.append(contentsOf: wrap(paragraph))
                        paragraph.removeAll(keepingCapacity: true)
                    } else {
                        paragraph.append(Grapheme(
                            run: runIndex, start: index, end: after, width: 1, firstScalar: UInt32(byte),
                            isSpace: byte == 0x20, isWide: false))
                    }
                    index = after
                    continue
                }
                let end = text.index(after: index)
                let cluster = text[index..<end]
                if cluster.utf8.count == 2, byte == 0x0D, cluster.utf8.last == 0x0A {  // CR LF
                    result.append(contentsOf: wrap(paragraph))
                    paragraph.removeAll(keepingCapacity: true)
                } else {
                    let firstScalar = text.unicodeScalars[index].value
                    let width = cluster.displayWidth
                    let firstClass = UnicodeWidthTable.widthClass(of: firstScalar)
                    paragraph.append(Grapheme(
                        run: runIndex, start: index, end: end, width: width, firstScalar: firstScalar,
                        isSpace: cluster.utf8.count == 1 && byte == 0x20,
                        isWide: width >= 2 && (firstClass.width == 2 || firstClass.isEmoji
                            || GraphemeWidth.regionalIndicators.contains(firstScalar))))
                }
                index = end
            }
        }
        result.append(contentsOf: wrap(paragraph))
        return result
    }

    /// The lines of text of one style made only of printable ASCII
    /// (U+0020–U+007E) and newlines, or `nil` for any other text.
    ///
    /// Each byte is then a grapheme one column wide and no character is
    /// wide, so the general rules come down to greedy word wrapping: words
    /// are the runs of non-spaces (no punctuation rule can join two, since
    /// spaces separate them), the spaces between two words on a line are
    /// kept and those at a break dropped, a paragraph's leading spaces are
    /// kept when its first word fits after them, and a word longer than the
    /// line is cut at the limit. Found without a grapheme array, which the
    /// general path builds; the tests check that both give the same lines.
    func asciiLines() -> [StyledText]? {
        guard runs.count == 1, case let run = runs[0] else { return nil }
        return run.text.utf8.withContiguousStorageIfAvailable { bytes -> [StyledText]? in
            // Printable ASCII and newlines only, eight bytes at a time where
            // the text allows.
            var checked = 0
            while checked < bytes.count {
                checked += PrintableASCII.prefixCount(UnsafeBufferPointer(rebasing: bytes[checked...]))
                if checked < bytes.count {
                    guard bytes[checked] == 0x0A else { return nil }
                    checked += 1
                }
            }
            let limit = self.limit
            var lines: [StyledText] = []
            func emit(_ range: Range<Int>) {
                lines.append(StyledText(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
                    style: run.style))
            }
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let before = lines.count
                // One paragraph: bytes start..<end.
                var line: Range<Int>?
                var position = start
                // Leading spaces: indentation, kept if the first word fits.
                var pendingSpaces: Range<Int>?
                while position < end, bytes[position] == 0x20 { position += 1 }
                if position > start { pendingSpaces = start..<position }
                while position < end {
                    let wordStart = position
                    while position < end, bytes[position] != 0x20 { position += 1 }
                    let word = wordStart..<position
                    let spaceWidth = pendingSpaces?.count ?? 0
                    let lineWidth = line?.count ?? 0
                    if lineWidth + spaceWidth + word.count <= limit {
                        line = (line?.lowerBound ?? pendingSpaces?.lowerBound ?? word.lowerBound)..<word.upperBound
                    } else {
                        if let finished = line { emit(finished) }
                        line = nil
                        if word.count <= limit {
                            line = word
                        } else {
                            // A word longer than the line, cut at the limit.
                            var cut = word.lowerBound
                            while word.upperBound - cut > limit {
                                emit(cut..<(cut + limit))
                                cut += limit
                            }
                            line = cut..<word.upperBound
                        }
                    }
                    pendingSpaces = nil
                    let spacesStart = position
                    while position < end, bytes[position] == 0x20 { position += 1 }
                    // Spaces after a word; at the paragraph's end, dropped.
                    if position > spacesStart { pendingSpaces = spacesStart..<position }
                }
                if let finished = line { emit(finished) }
                if lines.count == before { lines.append(StyledText()) }
                guard end < bytes.count else { break }
                start = end + 1
            }
            return lines
        } ?? nil
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
            } else if !graphemes[start].isWide {
                while index < graphemes.count, !graphemes[index].isSpace, !graphemes[index].isWide {
                    width += graphemes[index].width
                    index += 1
                }
            }
            let token = Token(range: start..<index, width: width, isSpace: isSpace)
            if !isSpace, let previous = tokens.last, !previous.isSpace,
                mayNotStartLine(graphemes[start].firstScalar)
                    || mayNotEndLine(graphemes[previous.range.upperBound - 1].firstScalar)
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
            var first = graphemes[range.lowerBound]
            var last = first
            for grapheme in graphemes[range].dropFirst() {
                if grapheme.run != first.run {
                    result.append(StyledText.Run(String(runs[first.run].text[first.start..<last.end]), style: runs[first.run].style))
                    first = grapheme
                }
                last = grapheme
            }
            result.append(StyledText.Run(String(runs[first.run].text[first.start..<last.end]), style: runs[first.run].style))
            return result
        }
    }
}
