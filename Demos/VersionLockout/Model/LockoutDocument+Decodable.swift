import Foundation

extension LockoutDocument: Decodable {
    private enum CodingKeys: String, CodingKey {
        case recommendedVersion, requiredVersion, updateUrl, eol, message
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        recommendedVersion = try Self.version(.recommendedVersion, in: container)
        requiredVersion = try Self.version(.requiredVersion, in: container)
        let link = try container.decode(String.self, forKey: .updateUrl)
        guard let url = URL(string: link), url.scheme != nil else {
            throw LockoutError.invalidField(
                CodingKeys.updateUrl.stringValue,
                reason: "'\(link)' is not an absolute URL; include the scheme, as in 'https://apps.apple.com/…'.")
        }
        // The link is opened when the user taps Update: a `javascript:`,
        // `file:` or custom scheme from a tampered document must not be.
        guard let scheme = url.scheme?.lowercased(), Self.allowedSchemes.contains(scheme) else {
            throw LockoutError.invalidField(
                CodingKeys.updateUrl.stringValue,
                reason: "'\(link)' uses the scheme '\(url.scheme ?? "")', which is not allowed; use an https, "
                    + "http or itms-apps link, as in 'https://apps.apple.com/…'.")
        }
        updateURL = url
        isEndOfLife = try container.decode(Bool.self, forKey: .eol)
        let message = try container.decodeIfPresent(String.self, forKey: .message)
        self.message = message?.isEmpty == false ? message : nil
    }

    /// The schemes an update link may use: the web and the App Store.
    private static let allowedSchemes: Set<String> = ["https", "http", "itms-apps"]

    private static func version(
        _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> LockoutVersion {
        let text = try container.decode(String.self, forKey: key)
        do {
            return try LockoutVersion(text)
        } catch {
            throw LockoutError.invalidField(key.stringValue, reason: error.description)
        }
    }
}
