/// A virtual time as typed on the command line (`--at`): seconds with a
/// unit, `1.5s`; milliseconds, `1500ms`; or a plain number of seconds, `2`.
package enum VirtualTimeArgument {
    /// The forms, for messages and help.
    package static let forms = "'1.5s', '1500ms' or '2' (seconds)"

    /// The time `text` names, or `nil` when it is not one of the forms or is
    /// negative. Decimals are read exactly, to the nanosecond.
    ///
    /// ```swift
    /// VirtualTimeArgument.parse("1.5s")    // .milliseconds(1500)
    /// VirtualTimeArgument.parse("250ms")   // .milliseconds(250)
    /// VirtualTimeArgument.parse("-1s")     // nil
    /// ```
    package static func parse(_ text: String) -> Duration? {
        var number = Substring(text)
        // Nanoseconds per unit, and the decimals that fit in a nanosecond.
        var unit: Int64 = 1_000_000_000
        var decimals = 9
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            unit = 1_000_000
            decimals = 6
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, isDigits(whole), whole.count <= 9, let wholeValue = Int64(whole) else {
            return nil
        }
        var fractionValue: Int64 = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard isDigits(fraction), fraction.count <= decimals,
                let value = Int64(fraction + String(repeating: "0", count: decimals - fraction.count))
            else { return nil }
            fractionValue = value
        }
        return .nanoseconds(wholeValue * unit + fractionValue)
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
