/// The characters a frame, and the grid of a ``TextTable``, are drawn with.
///
/// ```swift
/// block.bordered(.rounded, title: "Settings", in: context)
/// block.bordered(context.colorSupport == .none ? .ascii : .light, in: context)
/// ```
public struct BorderStyle: Sendable, Hashable {
    /// The top-left corner (`╭`).
    public var topLeft: Character
    /// The top-right corner (`╮`).
    public var topRight: Character
    /// The bottom-left corner (`╰`).
    public var bottomLeft: Character
    /// The bottom-right corner (`╯`).
    public var bottomRight: Character
    /// The top and bottom edges (`─`).
    public var horizontal: Character
    /// The left and right edges (`│`).
    public var vertical: Character
    /// Where a column rule meets the top edge (`┬`).
    public var topJunction: Character
    /// Where a column rule meets the bottom edge (`┴`).
    public var bottomJunction: Character
    /// Where a row rule meets the left edge (`├`).
    public var leftJunction: Character
    /// Where a row rule meets the right edge (`┤`).
    public var rightJunction: Character
    /// Where a row rule crosses a column rule (`┼`).
    public var cross: Character

    /// A frame style. The junctions, used only by tables, default to the
    /// edge they sit on, so that a custom frame still draws a closed grid.
    ///
    /// - Parameters:
    ///   - topLeft: The top-left corner.
    ///   - topRight: The top-right corner.
    ///   - bottomLeft: The bottom-left corner.
    ///   - bottomRight: The bottom-right corner.
    ///   - horizontal: The top and bottom edges and row rules.
    ///   - vertical: The side edges and column rules.
    ///   - topJunction: Defaults to `horizontal`.
    ///   - bottomJunction: Defaults to `horizontal`.
    ///   - leftJunction: Defaults to `vertical`.
    ///   - rightJunction: Defaults to `vertical`.
    ///   - cross: Defaults to `horizontal`.
    ///
    /// ```swift
    /// let dotted = BorderStyle(
    ///     topLeft: "·", topRight: "·", bottomLeft: "·", bottomRight: "·",
    ///     horizontal: "·", vertical: ":")
    /// ```
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character,
        bottomRight: Character, horizontal: Character, vertical: Character,
        topJunction: Character? = nil, bottomJunction: Character? = nil,
        leftJunction: Character? = nil, rightJunction: Character? = nil,
        cross: Character? = nil
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
        self.topJunction = topJunction ?? horizontal
        self.bottomJunction = bottomJunction ?? horizontal
        self.leftJunction = leftJunction ?? vertical
        self.rightJunction = rightJunction ?? vertical
        self.cross = cross ?? horizontal
    }

    /// `┌─┐ │ └─┘`
    public static let light = BorderStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        topJunction: "┬", bottomJunction: "┴", leftJunction: "├", rightJunction: "┤", cross: "┼")
    /// `╭─╮ │ ╰─╯`
    public static let rounded = BorderStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        topJunction: "┬", bottomJunction: "┴", leftJunction: "├", rightJunction: "┤", cross: "┼")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = BorderStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃",
        topJunction: "┳", bottomJunction: "┻", leftJunction: "┣", rightJunction: "┫", cross: "╋")
    /// `╔═╗ ║ ╚═╝`
    public static let double = BorderStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║",
        topJunction: "╦", bottomJunction: "╩", leftJunction: "╠", rightJunction: "╣", cross: "╬")
    /// `+-+ | +-+`, for terminals and logs without box-drawing characters.
    public static let ascii = BorderStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        topJunction: "+", bottomJunction: "+", leftJunction: "+", rightJunction: "+", cross: "+")

    /// The styles to choose from, in the order a demo shows them.
    package static let allStyles: [BorderStyle] = [.light, .rounded, .heavy, .double, .ascii]
}
