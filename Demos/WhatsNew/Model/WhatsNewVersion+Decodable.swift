/// A version is written as its string, `"1.2.0"`, in JSON; a string that is
/// not a version fails with the ``WhatsNewVersionError`` message.
extension WhatsNewVersion: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }
}
