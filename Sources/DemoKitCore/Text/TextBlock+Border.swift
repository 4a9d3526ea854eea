extension TextBlock {
    /// The block inside a frame, with an optional title in the top edge.
    ///
    /// Every line of the result has the same display width: the block's width
    /// plus two for the edges and one space of padding on each side, and
    /// never more than `context.width`: a block wider than the room inside
    /// the frame is cut with an ellipsis, and a context too narrow for the
    /// frame and one column gets the block alone, cut to its width. The
    /// title is cut with an ellipsis to fit between the corners. In a
    /// right-to-left context the title sits at the right and shorter lines
    /// keep to the right.
    ///
    /// - Parameters:
    ///   - style: The frame characters.
    ///   - title: Shown in the top edge, truncated to fit.
    ///   - color: The colour of the frame; `nil` uses the palette's border.
    ///   - context: Supplies direction and palette.
    /// - Returns: A block four columns wider and two lines taller, when it fits.
    ///
    /// <!-- not compiled: a call on the reader's message -->
    /// ```swift
    /// TextBlock.wrapping(message, width: context.width - 4)
    ///     .bordered(.rounded, title: "Saved", in: context)
    /// ```
    public func bordered(
        _ style: BorderStyle = .light,
        title: StyledText? = nil,
        color: TextColor? = nil,
        in context: RenderContext
    ) -> TextBlock {
        let frameStyle = TextStyle(foreground: color ?? context.palette.border)
        // A custom style may mix widths; every edge is padded to the widest
        // character on its side so that the lines still agree.
        let leftWidth = max(
            style.topLeft.displayWidth, style.vertical.displayWidth, style.bottomLeft.displayWidth)
        let rightWidth = max(
            style.topRight.displayWidth, style.vertical.displayWidth, style.bottomRight.displayWidth)
        // Never wider than the context: the block is cut to the room inside
        // the frame, and without room for a column inside it the frame is
        // left out.
        let room = context.width - leftWidth - rightWidth - 2
        guard room >= 1 else { return truncated(to: max(1, context.width)) }
        let lines = width > room ? truncated(to: room).lines : self.lines
        let content = min(width, room)
        let inner = content + 2
        func edge(_ character: Character, width: Int) -> StyledText {
            StyledText(String(character), style: frameStyle).padded(to: width)
        }
        func rule(_ count: Int) -> StyledText {
            StyledText.repeating(String(style.horizontal), count: count, style: frameStyle)
        }

        var top = edge(style.topLeft, width: leftWidth)
        let shownTitle = title?.truncated(to: max(0, inner - 4)) ?? StyledText()
        let titleWidth = shownTitle.displayWidth
        if titleWidth > 0 {
            let fill = inner - titleWidth - 2
            let before = context.isRightToLeft ? fill - 1 : 1
            top += rule(before) + " " + shownTitle + " " + rule(fill - before)
        } else {
            top += rule(inner)
        }
        top += edge(style.topRight, width: rightWidth)

        var result = [top]
        let left = edge(style.vertical, width: leftWidth) + " "
        let right = " " + edge(style.vertical, width: rightWidth)
        for line in lines {
            result.append(left + line.padded(to: content, direction: context.direction) + right)
        }
        result.append(edge(style.bottomLeft, width: leftWidth) + rule(inner) + edge(style.bottomRight, width: rightWidth))
        return TextBlock(result)
    }
}
