/// A rectangle of terminal cells, with a zero-based origin at the top left.
package struct ScreenRect: Sendable, Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rows the rectangle covers.
    package var rows: Range<Int> { y..<(y + height) }
}
