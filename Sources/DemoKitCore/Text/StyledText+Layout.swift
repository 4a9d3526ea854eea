extension StyledText {
    /// The line cut to at most `width` columns, ending with `ellipsis` when
    /// anything was cut. A grapheme cluster is never split, and spaces
    /// before the ellipsis are dropped.
    ///
    /// - Parameters:
    ///   - width: The most columns the result may take.
    ///   - ellipsis: Shown in place of the cut text; `"…"` by default. When
    ///     `width` leaves no room for it, the text is cut without one.
    /// - Returns: The line itself if it fits, or its longest prefix that fits
    ///   with the ellipsis.
    ///
    /// ```swift
    /// StyledText("Norwegian Wood").truncated(to: 10)  // "Norwegian…"
    /// StyledText("日本語のテキスト").truncated(to: 7)   // "日本語…"
    /// ```
    public func truncated(to width: Int, ellipsis: String = "…") -> StyledText {
        guard displayWidth > width else { return self }
        let ellipsisWidth = ellipsis.displayWidth
        guard width > ellipsisWidth else { return prefix(columns: max(0, width)) }
        var result = prefix(columns: width - ellipsisWidth).droppingTrailingSpaces()
        let lastStyle = result.runs.last?.style ?? runs.first?.style ?? .plain
        result.append(Run(ellipsis, style: lastStyle))
        return result
    }

    /// The longest prefix that fits in `columns`.
    func prefix(columns: Int) -> StyledText {
        var result = StyledText()
        var used = 0
        for run in runs {
            let runWidth = run.text.displayWidth
            if used + runWidth <= columns {
                result.append(run)
                used += runWidth
                continue
            }
            var end = run.text.startIndex
            for index in run.text.indices {
                let width = run.text[index].displayWidth
                if used + width > columns { break }
                used += width
                end = run.text.index(after: index)
            }
            result.append(Run(String(run.text[..<end]), style: run.style))
            break
        }
        return result
    }

    /// The line without the spaces at its end.
    func droppingTrailingSpaces() -> StyledText {
        var result = self
        while let last = result.runs.last {
            let trimmed = last.text.droppingTrailingSpaces()
            if trimmed.isEmpty {
                result.runs.removeLast()
            } else {
                result.runs[result.runs.count - 1].text = trimmed
                break
            }
        }
        return result
    }

    /// The line padded with spaces to `width` columns.
    ///
    /// - Parameters:
    ///   - width: The width to pad to; a wider line is returned as it is.
    ///   - alignment: Where the text sits.
    ///   - direction: Mirrors leading and trailing for right-to-left; centred
    ///     text with an odd number of spare columns has the extra one on
    ///     the trailing side.
    /// - Returns: A line exactly `width` columns wide, or the line itself.
    ///
    /// ```swift
    /// StyledText("OK").padded(to: 6, alignment: .center)  // "  OK  "
    /// ```
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
        // Centred, an odd column goes to the trailing side, so a
        // right-to-left line is the exact mirror of a left-to-right one.
        case (.center, .leftToRight): left = room / 2
        case (.center, .rightToLeft): left = room - room / 2
        }
        return StyledText(String.spaces(left)) + self
            + StyledText(String.spaces(room - left))
    }

    /// The line wrapped into lines of at most `width` columns.
    ///
    /// Lines break at spaces, which are dropped at the break so that no line
    /// ends with one, and between wide characters such as CJK, which need no
    /// spaces; punctuation that must not start or end a line stays with its
    /// neighbour. A word longer than `width` is broken between grapheme
    /// clusters; a cluster is never split, and one wider than `width` itself
    /// (a wide character when `width` is 1) is shown as `…`. Newlines (`\n`
    /// and `\r\n`) start new lines, and spaces at the start of the text are
    /// kept as indentation when the first word fits after them.
    ///
    /// - Parameter width: The most columns a line may take; at least 1.
    /// - Returns: The lines, each with the styles of its text; one empty line
    ///   for empty text.
    ///
    /// ```swift
    /// StyledText("The quick brown fox").wrapped(to: 10)
    /// // ["The quick", "brown fox"]
    /// ```
    public func wrapped(to width: Int) -> [StyledText] {
        LineWrapper(self, limit: width).lines()
    }

    /// Parts placed on one line in reading order: left to right, or right to
    /// left in a right-to-left context, so that an icon that leads a label
    /// sits on the side the label is read from.
    ///
    /// - Parameters:
    ///   - parts: The parts, in reading order.
    ///   - separator: Put between neighbours.
    ///   - context: Supplies the layout direction.
    /// - Returns: The parts as one line.
    ///
    /// ```swift
    /// StyledText.joined(["✔", "Saved"], in: context)  // "✔ Saved", or "Saved ✔" right to left
    /// ```
    public static func joined(
        _ parts: [StyledText],
        separator: StyledText = " ",
        in context: RenderContext
    ) -> StyledText {
        var result = StyledText()
        let ordered = context.isRightToLeft ? parts.reversed() : parts
        for (index, part) in ordered.enumerated() {
            if index > 0 { result.append(separator) }
            result.append(part)
        }
        return result
    }
}
