import Foundation

/// Decoding from the JSON shape of WhatsNewKit, with icons and actions named
/// by key and looked up in the ``WhatsNewResources`` of the decoder's
/// `userInfo`:
///
/// ```json
/// {
///     "version": "1.0.0",
///     "title": "What's New",
///     "features": [{ "icon": "star", "title": "Goldens", "subtitle": "…" }],
///     "primaryAction": "continue",
///     "secondaryAction": "learnMore"
/// }
/// ```
///
/// `title` defaults to "What's New" and `secondaryAction` is optional.
/// ``WhatsNewDecoder`` sets the resources and turns errors into readable ones.
extension WhatsNew: Decodable {
    private enum CodingKeys: String, CodingKey {
        case version, title, features, primaryAction, secondaryAction
    }

    init(from decoder: any Decoder) throws {
        let resources = try WhatsNewResources.from(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(WhatsNewVersion.self, forKey: .version)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "What's New"
        features = try container.decode([Feature].self, forKey: .features)
        primaryAction = try container.decodeReference(
            .primaryAction, in: resources.primaryActions, kind: "primary action")
        secondaryAction = try container.decodeReferenceIfPresent(
            .secondaryAction, in: resources.secondaryActions, kind: "secondary action")
    }
}
