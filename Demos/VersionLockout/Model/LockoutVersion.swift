/// A version in a lockout document or of the running app: semantic
/// (`2.3.1`) or dated (`2022.08.25`).
///
/// Versions compare number by number, a missing number counting as zero, so
/// `2.3` equals `2.3.0`. A semantic and a dated version cannot be compared
/// meaningfully; ``VersionLockoutCheck`` reports that as an error.
///
/// ```swift
/// let current = try LockoutVersion("2.3.1")
/// current < (try LockoutVersion("2.4"))  // true
/// (try LockoutVersion("2022.08.25")).scheme  // .dated
/// ```
struct LockoutVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers between the dots.
    let components: [Int]
    let scheme: Scheme
    /// The version as written, leading zeros of a date included.
    let description: String

    /// Parses a version.
    ///
    /// Three numbers that make a valid calendar date, the first with four
    /// digits (`2022.08.25`, `2024.2.29`), are dated; anything else is
    /// semantic, one to three whole numbers. So `2024.1.0` and `1000.0.0`,
    /// which are no dates, are semantic versions with a large major.
    ///
    /// - Throws: ``LockoutError/invalidVersion(_:reason:)``.
    init(_ text: String) throws(LockoutError) {
        guard !text.isEmpty else { throw .invalidVersion(text, reason: "it is empty") }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty else { throw .invalidVersion(text, reason: "it has an empty part") }
            guard part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .invalidVersion(text, reason: "'\(part)' is not a whole number")
            }
            guard let number = Int(part) else {
                throw .invalidVersion(text, reason: "'\(part)' is too large a number")
            }
            numbers.append(number)
        }
        guard numbers.count <= 3 else {
            throw .invalidVersion(text, reason: "it has more than three parts")
        }
        scheme = parts[0].count == 4 && Self.isDate(numbers) ? .dated : .semantic
        components = numbers
        description = text
    }

    /// Whether `numbers` are a `year.month.day` that exists in the
    /// Gregorian calendar.
    private static func isDate(_ numbers: [Int]) -> Bool {
        guard numbers.count == 3, (1...12).contains(numbers[1]) else { return false }
        let (year, month, day) = (numbers[0], numbers[1], numbers[2])
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days: Int
        switch month {
        case 2: days = isLeapYear ? 29 : 28
        case 4, 6, 9, 11: days = 30
        default: days = 31
        }
        return (1...days).contains(day)
    }

    /// The components without trailing zeros, so that `2.3` and `2.3.0` are
    /// equal and hash alike.
    private var significantComponents: ArraySlice<Int> {
        var slice = components[...]
        while slice.last == 0 { slice.removeLast() }
        return slice
    }

    static func == (lhs: LockoutVersion, rhs: LockoutVersion) -> Bool {
        lhs.significantComponents == rhs.significantComponents
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(Array(significantComponents))
    }

    static func < (lhs: LockoutVersion, rhs: LockoutVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
