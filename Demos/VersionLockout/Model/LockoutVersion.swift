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
    /// Three numbers whose first has four digits are a date and must be a
    /// valid `year.month.day`; anything else is semantic, one to three whole
    /// numbers. (A semantic version with a four-digit major, like
    /// `2022.1.0`, is therefore read as a date.)
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
        if numbers.count == 3, parts[0].count == 4 {
            guard (1...12).contains(numbers[1]) else {
                throw .invalidVersion(text, reason: "it reads as a date, but \(parts[1]) is not a month")
            }
            guard (1...31).contains(numbers[2]) else {
                throw .invalidVersion(text, reason: "it reads as a date, but \(parts[2]) is not a day")
            }
            scheme = .dated
        } else {
            guard numbers.count <= 3 else {
                throw .invalidVersion(text, reason: "it has more than three parts")
            }
            scheme = .semantic
        }
        components = numbers
        description = text
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
