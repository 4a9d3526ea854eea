import Foundation

/// What the server says about the app's versions: the JSON document of
/// VersionLockout.
///
/// ```json
/// {
///     "recommendedVersion": "2022.08.25",
///     "requiredVersion": "2022.08.25",
///     "updateUrl": "https://apps.apple.com/the-link-to-your-app",
///     "eol": false,
///     "message": "optional; shown on the end-of-life screen"
/// }
/// ```
struct LockoutDocument: Sendable, Hashable {
    /// Older versions are asked, but not made, to update.
    var recommendedVersion: LockoutVersion
    /// Older versions must update before they can be used.
    var requiredVersion: LockoutVersion
    /// Where the update is: the App Store page, usually.
    var updateURL: URL
    /// Whether the app is discontinued, whatever its version.
    var isEndOfLife: Bool
    /// Shown on the end-of-life screen.
    var message: String?

    init(
        recommendedVersion: LockoutVersion,
        requiredVersion: LockoutVersion,
        updateURL: URL,
        isEndOfLife: Bool = false,
        message: String? = nil
    ) {
        self.recommendedVersion = recommendedVersion
        self.requiredVersion = requiredVersion
        self.updateURL = updateURL
        self.isEndOfLife = isEndOfLife
        self.message = message
    }

    /// Reads a document. Every field but `message` is required.
    ///
    /// - Parameter data: The JSON, as fetched.
    /// - Throws: ``LockoutError`` naming the field that is missing or wrong.
    init(json data: Data) throws(LockoutError) {
        do {
            self = try JSONDecoder().decode(LockoutDocument.self, from: data)
        } catch let error as LockoutError {
            throw error
        } catch let error as DecodingError {
            throw Self.lockoutError(for: error)
        } catch {
            throw .notJSON
        }
    }

    private static func lockoutError(for error: DecodingError) -> LockoutError {
        switch error {
        case .keyNotFound(let key, _):
            return .missingField(key.stringValue)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            guard let field = context.codingPath.first?.stringValue else { return .notAnObject }
            // `null` is a wrong type too: Foundation reports it as either case.
            return .wrongType(field: field, expected: type == Bool.self ? "true or false" : "a string")
        case .dataCorrupted(let context):
            guard let field = context.codingPath.first?.stringValue else { return .notJSON }
            return .invalidField(field, reason: context.debugDescription)
        @unknown default:
            return .notJSON
        }
    }
}
