extension KeyedDecodingContainer {
    /// Decodes a name and looks it up in `table`, for the icons and actions a
    /// What's New file refers to by name.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the unknown name and
    ///   listing the names that were supplied.
    func decodeReference<Value>(_ key: Key, in table: [String: Value], kind: String) throws -> Value {
        let name = try decode(String.self, forKey: key)
        if let value = table[name] { return value }
        let supplied = table.isEmpty ? "none were supplied" : "supplied: " + table.keys.sorted().joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self,
            debugDescription: "no \(kind) named '\(name)' was supplied to the decoder (\(supplied))")
    }

    /// Like ``decodeReference(_:in:kind:)``, for an optional reference:
    /// `nil` when the key is absent or `null`.
    func decodeReferenceIfPresent<Value>(_ key: Key, in table: [String: Value], kind: String) throws -> Value? {
        guard try decodeIfPresent(String.self, forKey: key) != nil else { return nil }
        return try decodeReference(key, in: table, kind: kind)
    }
}
