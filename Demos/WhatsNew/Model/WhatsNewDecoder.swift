import Foundation

/// Decodes ``WhatsNew`` values, or arrays of them, from JSON with the icons
/// and actions of ``WhatsNewResources``, and reports a bad file in words.
///
/// ```swift
/// let decoder = WhatsNewDecoder(resources: resources)
/// let collection = try decoder.decode([WhatsNew].self, from: data)
/// ```
struct WhatsNewDecoder: Sendable {
    var resources: WhatsNewResources

    init(resources: WhatsNewResources) {
        self.resources = resources
    }

    /// Decodes `type` from JSON.
    ///
    /// - Parameters:
    ///   - type: `WhatsNew.self` for one entry, `[WhatsNew].self` for a
    ///     collection.
    ///   - data: The JSON.
    /// - Returns: The decoded value.
    /// - Throws: ``WhatsNewDecodingError`` saying where the file is wrong
    ///   ("feature 2: 'icon' is missing"), or, for a collection, naming two
    ///   entries of the same version: only one of them could ever be shown.
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(WhatsNewDecodingError) -> Value {
        let decoder = JSONDecoder()
        if let key = WhatsNewResources.userInfoKey {
            decoder.userInfo[key] = resources
        }
        let value: Value
        do {
            value = try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw WhatsNewDecodingError(error)
        } catch {
            throw WhatsNewDecodingError(location: "", problem: "\(error)")
        }
        if let collection = value as? [WhatsNew] {
            try Self.checkUniqueVersions(collection, in: data)
        }
        return value
    }

    /// Throws for the first entry whose version an earlier entry has, `1.0`
    /// and `1.0.0` included, quoting both as the file writes them.
    private static func checkUniqueVersions(_ collection: [WhatsNew], in data: Data) throws(WhatsNewDecodingError) {
        let written = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
        func spelling(_ index: Int) -> String {
            written.flatMap { index < $0.count ? $0[index]["version"] as? String : nil }
                ?? collection[index].version.description
        }
        var firstEntry: [WhatsNewVersion: Int] = [:]
        for (index, whatsNew) in collection.enumerated() {
            if let first = firstEntry[whatsNew.version] {
                throw WhatsNewDecodingError(
                    location: "entry \(index + 1), 'version'",
                    problem: "'\(spelling(index))' is the same version as entry \(first + 1) ('\(spelling(first))'); "
                        + "give each version one entry, merging their features")
            }
            firstEntry[whatsNew.version] = index
        }
    }
}
