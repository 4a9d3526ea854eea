/// The version of an app that introduced the features a ``WhatsNew`` shows:
/// `major.minor.patch`, compared number by number.
///
/// ```swift
/// let version = try WhatsNewVersion("1.2")  // 1.2.0
/// version < WhatsNewVersion(major: 1, minor: 10)  // true: 2 < 10
/// ```
struct WhatsNewVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `major.minor.patch`. A missing minor or patch is zero, as in
    /// WhatsNewKit, so the `1.2` of a bundle's short version is `1.2.0`.
    ///
    /// - Parameter text: One to three whole numbers separated by dots.
    /// - Throws: ``WhatsNewVersionError`` naming what is wrong with `text`.
    init(_ text: String) throws(WhatsNewVersionError) {
        guard !text.isEmpty else { throw .empty }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 3 else { throw .tooManyComponents(text) }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty else { throw .emptyComponent(text) }
            guard part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .invalidComponent(text, component: String(part))
            }
            guard let number = Int(part) else { throw .componentTooLarge(text, component: String(part)) }
            numbers.append(number)
        }
        self.init(
            major: numbers[0],
            minor: numbers.count > 1 ? numbers[1] : 0,
            patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// The `x.y.0` release this version is a patch of: the version whose
    /// entry is shown when this one has none.
    var minorRelease: WhatsNewVersion { WhatsNewVersion(major: major, minor: minor) }

    var description: String { "\(major).\(minor).\(patch)" }

    static func < (lhs: WhatsNewVersion, rhs: WhatsNewVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
