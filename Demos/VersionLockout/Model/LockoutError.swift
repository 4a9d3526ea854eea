/// Why a lockout check could not decide: a bad document, or versions that
/// cannot be compared. The check then reports ``LockoutStatus/upToDate``,
/// the status that never locks a user out, and this error for the log.
enum LockoutError: Error, Hashable, CustomStringConvertible {
    /// The document is not JSON at all.
    case notJSON
    /// The document is JSON but not an object.
    case notAnObject
    /// A required field is absent.
    case missingField(String)
    /// A field holds the wrong kind of value, or `null`.
    case wrongType(field: String, expected: String)
    /// A version string that cannot be read.
    case invalidVersion(String, reason: String)
    /// A field whose value cannot be used.
    case invalidField(String, reason: String)
    /// A document version numbered in another scheme than the app's.
    case mixedSchemes(field: String, version: LockoutVersion, current: LockoutVersion)

    /// An example of each field, for messages that say how to fix a document.
    private static let examples = [
        "recommendedVersion": #""recommendedVersion": "2.4.0""#,
        "requiredVersion": #""requiredVersion": "2.0.0""#,
        "updateUrl": #""updateUrl": "https://apps.apple.com/app/id123""#,
        "eol": #""eol": false"#,
    ]

    private static let shape =
        #"{"recommendedVersion": "2.4.0", "requiredVersion": "2.0.0", "updateUrl": "https://…", "eol": false}"#

    var description: String {
        switch self {
        case .notJSON:
            "The lockout document is not valid JSON; expected an object like \(Self.shape)."
        case .notAnObject:
            "The lockout document must be a JSON object like \(Self.shape)."
        case .missingField(let field):
            "The lockout document has no '\(field)'; add it, e.g. \(Self.examples[field] ?? "\"\(field)\": …")."
        case .wrongType(let field, let expected):
            "'\(field)' in the lockout document must be \(expected)."
        case .invalidVersion(let text, let reason):
            "'\(text)' is not a version: \(reason); use a semantic version like '2.3.1' "
                + "or a dated one like '2022.08.25'."
        case .invalidField(let field, let reason):
            "'\(field)' in the lockout document is invalid: \(reason)"
        case .mixedSchemes(let field, let version, let current):
            "'\(field)' is \(version.scheme.rawValue) ('\(version)') but the app's version is "
                + "\(current.scheme.rawValue) ('\(current)'); number both the same way."
        }
    }
}
