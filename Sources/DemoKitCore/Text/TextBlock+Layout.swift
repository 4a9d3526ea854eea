extension TextBlock {
    /// Text wrapped into a block no wider than `width` columns.
    ///
    /// - Parameters:
    ///   - text: The text; newlines start new lines.
    ///   - width: The most columns a line may take.
    /// - Returns: The lines of ``StyledText/wrapped(to:)``.
    ///
    /// ```swift
    /// TextBlock.wrapping("Your changes are stored in iCloud.", width: context.width - 4)
    /// ```
    public static func wrapping(_ text: StyledText, width: Int) -> TextBlock {
        TextBlock(text.wrapped(to: width))
    }

    /// Every line cut to at most `width` columns, with an ellipsis where
    /// anything was cut; the last resort that keeps a block inside the room
    /// it was given.
    ///
    /// - Parameters:
    ///   - width: The most columns a line may take.
    ///   - ellipsis: Shown in place of the cut text.
    /// - Returns: A block no wider than `width`.
    ///
    /// <!-- not compiled: a call in a demo's render -->
    /// ```swift
    /// try demo.render(in: context).truncated(to: context.width)
    /// ```
    public func truncated(to width: Int, ellipsis: String = "…") -> TextBlock {
        TextBlock(lines.map { $0.truncated(to: width, ellipsis: ellipsis) })
    }

    /// Every line padded to `width` columns (or the block's own width, if
    /// larger) and aligned.
    ///
    /// - Parameters:
    ///   - alignment: Where each line sits; mirrored in a right-to-left context.
    ///   - width: The width to fill; `nil` means the block's own width.
    ///   - context: Supplies the layout direction.
    /// - Returns: A block whose lines all have the same width.
    ///
    /// ```swift
    /// TextBlock("Centred").aligned(.center, width: context.width, in: context)
    /// ```
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
    /// in a right-to-left context, and so is the side shorter lines keep to.
    ///
    /// - Parameters:
    ///   - top: Blank lines above.
    ///   - leading: Blank columns before the text: left, or right in a
    ///     right-to-left context.
    ///   - bottom: Blank lines below.
    ///   - trailing: Blank columns after the text.
    ///   - context: Supplies the layout direction.
    /// - Returns: A block whose lines all have the same width.
    ///
    /// ```swift
    /// block.padding(top: 1, leading: 2, in: context)
    /// ```
    public func padding(
        top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0,
        in context: RenderContext
    ) -> TextBlock {
        let (left, right) = context.isRightToLeft ? (trailing, leading) : (leading, trailing)
        let inner = width
        let blank = StyledText(String.spaces(max(0, left) + inner + max(0, right)))
        var result: [StyledText] = Array(repeating: blank, count: max(0, top))
        let leftPad = StyledText(String.spaces(max(0, left)))
        let rightPad = StyledText(String.spaces(max(0, right)))
        for line in lines {
            let aligned = line.padded(to: inner, alignment: .leading, direction: context.direction)
            result.append(leftPad + aligned + rightPad)
        }
        result.append(contentsOf: Array(repeating: blank, count: max(0, bottom)))
        return TextBlock(result)
    }

    /// The same padding on every side; one column on each side is usual.
    ///
    /// - Parameters:
    ///   - horizontal: Blank columns on each side.
    ///   - vertical: Blank lines above and below.
    ///   - context: Supplies the layout direction.
    /// - Returns: A block whose lines all have the same width.
    public func padding(horizontal: Int = 0, vertical: Int = 0, in context: RenderContext) -> TextBlock {
        padding(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal, in: context)
    }

    /// Blocks stacked top to bottom, with `spacing` blank lines between them.
    ///
    /// - Parameters:
    ///   - blocks: The blocks, top first.
    ///   - spacing: Blank lines between neighbours.
    /// - Returns: The lines of every block, in order.
    ///
    /// <!-- not compiled: a call on the reader's blocks -->
    /// ```swift
    /// TextBlock.vertical([header, body], spacing: 1)
    /// ```
    public static func vertical(_ blocks: [TextBlock], spacing: Int = 0) -> TextBlock {
        var lines: [StyledText] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append(contentsOf: Array(repeating: StyledText(), count: max(0, spacing))) }
            lines.append(contentsOf: block.lines)
        }
        return TextBlock(lines)
    }

    /// Blocks placed side by side, in reading order: left to right, or right
    /// to left in a right-to-left context, where shorter lines also keep to
    /// the right of their block.
    ///
    /// - Parameters:
    ///   - blocks: The blocks, in reading order.
    ///   - spacing: Blank columns between neighbours.
    ///   - alignment: Where a shorter block sits.
    ///   - context: Supplies the layout direction.
    /// - Returns: A block as wide as the blocks and the spacing together.
    ///
    /// <!-- not compiled: a call on the reader's blocks -->
    /// ```swift
    /// TextBlock.horizontal([icon, message], spacing: 2, alignment: .center, in: context)
    /// ```
    public static func horizontal(
        _ blocks: [TextBlock],
        spacing: Int = 1,
        alignment: VerticalAlignment = .top,
        in context: RenderContext
    ) -> TextBlock {
        let ordered = context.isRightToLeft ? blocks.reversed() : blocks
        let height = ordered.reduce(0) { max($0, $1.height) }
        let gap = StyledText(String.spaces(max(0, spacing)))
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
                lines[row].append(line.padded(to: blockWidth, alignment: .leading, direction: context.direction))
            }
        }
        return TextBlock(lines)
    }
}
