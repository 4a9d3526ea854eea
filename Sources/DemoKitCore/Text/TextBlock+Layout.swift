extension StyledText {
    /// The line cut to at most `width` columns, ending with `ellipsis` when
    /// anything was cut. A grapheme cluster is never split.
    ///
    /// - Parameters:
    ///   - width: The most columns the result may take.
    ///   - ellipsis: Shown in place of the cut text; `"…"` by default.
    public func truncated(to width: Int, ellipsis: String = "…") -> StyledText {
        guard displayWidth > width else { return self }
        let ellipsisWidth = ellipsis.displayWidth
        guard width > ellipsisWidth else { return prefix(columns: max(0, width)) }
        var result = prefix(columns: width - ellipsisWidth)
        let lastStyle = result.runs.last?.style ?? runs.first?.style ?? .plain
        result.append(Run(ellipsis, style: lastStyle))
        return result
    }

    /// The longest prefix that fits in `columns`.
    func prefix(columns: Int) -> StyledText {
        var result = StyledText()
        var used = 0
        for run in runs {
            var taken = ""
            for character in run.text {
                let width = character.displayWidth
                if used + width > columns {
                    result.append(Run(taken, style: run.style))
                    return result
                }
                used += width
                taken.append(character)
            }
            result.append(Run(taken, style: run.style))
        }
        return result
    }

    /// The line padded with spaces to `width` columns.
    ///
    /// - Parameters:
    ///   - width: The width to pad to; a wider line is returned as it is.
    ///   - alignment: Where the text sits.
    ///   - direction: Mirrors leading and trailing for right-to-left.
    public func padded(
        to width: Int,
        alignment: HorizontalAlignment = .leading,
        direction: LayoutDirection = .leftToRight
    ) -> StyledText {
        let room = width - displayWidth
        guard room > 0 else { return self }
        let left: Int
        switch (alignment, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): left = 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): left = room
        case (.center, _): left = room / 2
        }
        return StyledText(String(repeating: " ", count: left)) + self
            + StyledText(String(repeating: " ", count: room - left))
    }

    /// The line wrapped at spaces into lines of at most `width` columns.
    ///
    /// A word longer than `width` is broken between grapheme clusters. Spaces
    /// at a break are dropped, so no line ends with a space; newlines in the
    /// text start new lines.
    public func wrapped(to width: Int) -> [StyledText] {
        let width = max(1, width)
        var lines: [StyledText] = []
        for paragraph in splitLines() {
            lines.append(contentsOf: paragraph.wrappedParagraph(to: width))
        }
        return lines
    }

    func splitLines() -> [StyledText] {
        var lines: [StyledText] = [StyledText()]
        for run in runs {
            var first = true
            for piece in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { lines.append(StyledText()) }
                first = false
                lines[lines.count - 1].append(Run(String(piece), style: run.style))
            }
        }
        return lines
    }

    private func wrappedParagraph(to width: Int) -> [StyledText] {
        // Tokens alternate between words and runs of spaces; each keeps its styles.
        var tokens: [(text: StyledText, width: Int, isSpace: Bool)] = []
        for run in runs {
            var current = ""
            var currentIsSpace: Bool?
            var currentWidth = 0
            func flush() {
                guard let isSpace = currentIsSpace, !current.isEmpty else { return }
                let piece = StyledText(current, style: run.style)
                if let last = tokens.last, last.isSpace == isSpace {
                    tokens[tokens.count - 1] = (last.text + piece, last.width + currentWidth, isSpace)
                } else {
                    tokens.append((piece, currentWidth, isSpace))
                }
                current = ""
                currentWidth = 0
            }
            for character in run.text {
                let isSpace = character == " "
                if currentIsSpace != isSpace { flush() }
                currentIsSpace = isSpace
                current.append(character)
                currentWidth += character.displayWidth
            }
            flush()
        }

        var lines: [StyledText] = []
        var line = StyledText()
        var lineWidth = 0
        var pendingSpace: (text: StyledText, width: Int)?
        func breakLine() {
            lines.append(line)
            line = StyledText()
            lineWidth = 0
            pendingSpace = nil
        }
        for token in tokens {
            if token.isSpace {
                if lineWidth > 0 { pendingSpace = (token.text, token.width) }
                continue
            }
            let spaceWidth = pendingSpace?.width ?? 0
            if lineWidth > 0, lineWidth + spaceWidth + token.width <= width {
                if let space = pendingSpace { line.append(space.text) }
                line.append(token.text)
                lineWidth += spaceWidth + token.width
                pendingSpace = nil
                continue
            }
            if lineWidth > 0 { breakLine() }
            pendingSpace = nil
            if token.width <= width {
                line = token.text
                lineWidth = token.width
                continue
            }
            // A word wider than the line: break it between grapheme clusters.
            for run in token.text.runs {
                for character in run.text {
                    let characterWidth = character.displayWidth
                    if lineWidth + characterWidth > width, lineWidth > 0 { breakLine() }
                    line.append(Run(String(character), style: run.style))
                    lineWidth += characterWidth
                }
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension TextBlock {
    /// Text wrapped into a block no wider than `width` columns.
    public static func wrapping(_ text: StyledText, width: Int) -> TextBlock {
        TextBlock(text.wrapped(to: width))
    }

    /// Every line padded to `width` columns (or the block's own width, if
    /// larger) and aligned.
    ///
    /// - Parameters:
    ///   - alignment: Where each line sits; mirrored in a right-to-left context.
    ///   - width: The width to fill; `nil` means the block's own width.
    ///   - context: Supplies the layout direction.
    public func aligned(
        _ alignment: HorizontalAlignment,
        width: Int? = nil,
        in context: RenderContext
    ) -> TextBlock {
        let target = max(width ?? 0, self.width)
        return TextBlock(lines.map {
            $0.padded(to: target, alignment: alignment, direction: context.direction)
        })
    }

    /// The block with blank space around it. Leading and trailing are mirrored
    /// in a right-to-left context.
    public func padding(
        top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0,
        in context: RenderContext
    ) -> TextBlock {
        let (left, right) = context.isRightToLeft ? (trailing, leading) : (leading, trailing)
        let inner = width
        let blank = StyledText(String(repeating: " ", count: left + inner + right))
        var result: [StyledText] = Array(repeating: blank, count: max(0, top))
        let leftPad = StyledText(String(repeating: " ", count: max(0, left)))
        for line in lines {
            let aligned = line.padded(to: inner, alignment: .leading, direction: context.direction)
            result.append(leftPad + aligned + StyledText(String(repeating: " ", count: max(0, right))))
        }
        result.append(contentsOf: Array(repeating: blank, count: max(0, bottom)))
        return TextBlock(result)
    }

    /// The same padding on every side; one column on each side is usual.
    public func padding(horizontal: Int = 0, vertical: Int = 0, in context: RenderContext) -> TextBlock {
        padding(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal, in: context)
    }

    /// Blocks stacked top to bottom, with `spacing` blank lines between them.
    public static func vertical(_ blocks: [TextBlock], spacing: Int = 0) -> TextBlock {
        var lines: [StyledText] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append(contentsOf: Array(repeating: StyledText(), count: spacing)) }
            lines.append(contentsOf: block.lines)
        }
        return TextBlock(lines)
    }

    /// Blocks placed side by side, in reading order: left to right, or right
    /// to left in a right-to-left context.
    ///
    /// - Parameters:
    ///   - blocks: The blocks, in reading order.
    ///   - spacing: Blank columns between neighbours.
    ///   - alignment: Where a shorter block sits.
    ///   - context: Supplies the layout direction.
    public static func horizontal(
        _ blocks: [TextBlock],
        spacing: Int = 1,
        alignment: VerticalAlignment = .top,
        in context: RenderContext
    ) -> TextBlock {
        let ordered = context.isRightToLeft ? blocks.reversed() : blocks
        let height = ordered.reduce(0) { max($0, $1.height) }
        let gap = StyledText(String(repeating: " ", count: max(0, spacing)))
        var lines = Array(repeating: StyledText(), count: height)
        for (index, block) in ordered.enumerated() {
            let blockWidth = block.width
            let offset: Int
            switch alignment {
            case .top: offset = 0
            case .center: offset = (height - block.height) / 2
            case .bottom: offset = height - block.height
            }
            for row in 0..<height {
                if index > 0 { lines[row].append(gap) }
                let lineIndex = row - offset
                let line = block.lines.indices.contains(lineIndex) ? block.lines[lineIndex] : StyledText()
                lines[row].append(line.padded(to: blockWidth))
            }
        }
        return TextBlock(lines)
    }
}
