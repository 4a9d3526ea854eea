extension WhatsNew.Feature: Decodable {
    private enum CodingKeys: String, CodingKey {
        case icon, title, subtitle
    }

    init(from decoder: any Decoder) throws {
        let resources = try WhatsNewResources.from(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        icon = try container.decodeReference(.icon, in: resources.icons, kind: "icon")
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decode(String.self, forKey: .subtitle)
    }
}
