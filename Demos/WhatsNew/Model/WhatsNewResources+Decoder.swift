import Foundation

extension WhatsNewResources {
    /// The resources in `decoder`'s `userInfo`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when there are none, which is
    ///   a mistake in the calling code rather than in the file.
    static func from(_ decoder: any Decoder) throws -> WhatsNewResources {
        if let key = userInfoKey, let resources = decoder.userInfo[key] as? WhatsNewResources {
            return resources
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "the decoder has no WhatsNewResources in its userInfo; "
                + "decode with WhatsNewDecoder(resources:) or set userInfo[WhatsNewResources.userInfoKey]"))
    }
}
