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
        updateURL = url
        isEndOfLife = try container.decode(Bool.self, forKey: .eol)
        let message = try container.decodeIfPresent(String.self, forKey: .message)
        self.message = message?.isEmpty == false ? message : nil
    }

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
