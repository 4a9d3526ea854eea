/// The characters a frame is drawn with.
public struct BorderStyle: Sendable, Hashable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character,
        bottomRight: Character, horizontal: Character, vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐ │ └─┘`
    public static let light = BorderStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `╭─╮ │ ╰─╯`
    public static let rounded = BorderStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = BorderStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `╔═╗ ║ ╚═╝`
    public static let double = BorderStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `+-+ | +-+`, for terminals and logs without box-drawing characters.
    public static let ascii = BorderStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}

extension TextBlock {
    /// The block inside a frame, with an optional title in the top edge.
    ///
    /// Every line of the result has the same display width: the block's width
    /// plus two for the edges (and one space of padding on each side).
    /// In a right-to-left context the title sits at the right.
    ///
    /// - Parameters:
    ///   - style: The frame characters.
    ///   - title: Shown in the top edge, truncated to fit.
    ///   - color: The colour of the frame; `nil` uses the palette's border.
    ///   - context: Supplies direction and palette.
    public func bordered(
        _ style: BorderStyle = .light,
        title: StyledText? = nil,
        color: TextColor? = nil,
        in context: RenderContext
    ) -> TextBlock {
        let frameStyle = TextStyle(foreground: color ?? context.palette.border)
        let inner = max(width, 0) + 2
        var titleText = title.map { StyledText(" ") + $0 + StyledText(" ") }
        if let text = titleText, text.displayWidth > inner - 2 {
            titleText = text.truncated(to: max(0, inner - 2))
        }
        let titleWidth = titleText?.displayWidth ?? 0
        let fill = inner - titleWidth
        let edge = String(style.horizontal)
        var top = StyledText(String(style.topLeft), style: frameStyle)
        if let titleText, titleWidth > 0 {
            let before = context.isRightToLeft ? fill - 1 : 1
            top.append(StyledText(String(repeating: edge, count: before), style: frameStyle))
            top.append(titleText)
            top.append(StyledText(String(repeating: edge, count: fill - before), style: frameStyle))
        } else {
            top.append(StyledText(String(repeating: edge, count: inner), style: frameStyle))
        }
        top.append(StyledText(String(style.topRight), style: frameStyle))

        let side = StyledText(String(style.vertical), style: frameStyle)
        var result = [top]
        let body = padding(horizontal: 1, in: context)
        for line in body.lines {
            result.append(side + line.padded(to: inner) + side)
        }
        result.append(
            StyledText(String(style.bottomLeft), style: frameStyle)
                + StyledText(String(repeating: edge, count: inner), style: frameStyle)
                + StyledText(String(style.bottomRight), style: frameStyle))
        return TextBlock(result)
    }
}
