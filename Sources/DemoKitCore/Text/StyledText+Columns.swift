extension StyledText {
    /// The part of the line between two columns. A wide character cut by
    /// either edge is replaced by spaces, so the result is exactly as wide
    /// as the part of the line inside the range.
    package func columns(_ range: Range<Int>) -> StyledText {
        var result = StyledText()
        var column = 0
        for run in runs {
            var taken = ""
            for character in run.text {
                guard column < range.upperBound else { break }
                let width = character.displayWidth
                let end = column + width
                if column >= range.lowerBound, end <= range.upperBound {
                    taken.append(character)
                } else if end > range.lowerBound, width > 0 {
                    let overlap = min(end, range.upperBound) - max(column, range.lowerBound)
                    taken += String(repeating: " ", count: overlap)
                }
                column = end
            }
            result.append(Run(taken, style: run.style))
            if column >= range.upperBound { break }
        }
        return result
    }

    /// The line with `other` drawn over it from column `x`, padded with
    /// spaces where the line is shorter.
    package func overlaid(with other: StyledText, at x: Int) -> StyledText {
        let width = other.displayWidth
        let base = padded(to: x + width)
        return base.columns(0..<x) + other + base.columns((x + width)..<base.displayWidth)
    }
}
