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
    ///   ("feature 2: 'icon' is missing").
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(WhatsNewDecodingError) -> Value {
        let decoder = JSONDecoder()
        if let key = WhatsNewResources.userInfoKey {
            decoder.userInfo[key] = resources
        }
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw WhatsNewDecodingError(error)
        } catch {
            throw WhatsNewDecodingError(location: "", problem: "\(error)")
        }
    }
}
