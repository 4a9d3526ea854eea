import Foundation

/// Every version of a changelog, read from JSON or a property list: the
/// counterpart of NoskheKit's `NKVersionsData`.
///
/// ```swift
/// let data = try ChangelogData(json: Data(#"{"items": [{"number": "2.1.0", "changes": ["Dark mode"]}]}"#.utf8))
/// let (current, others) = data.arranged(currentVersion: "2.1.0")
/// ```
struct ChangelogData: Sendable, Hashable {
    /// The versions in the order of the file.
    var versions: [ChangelogVersion]

    /// A changelog of `versions`, unchecked.
    init(versions: [ChangelogVersion]) {
        self.versions = versions
    }

    /// Reads `{"items": [{"number": "2.1.0", "changes": ["…"]}, …]}`.
    ///
    /// - Throws: ``ChangelogDataError`` naming the item and field at fault.
    init(json data: Data) throws(ChangelogDataError) {
        try self.init(decoding: data, as: .json)
    }

    /// Reads a property list whose root is an array of dictionaries, each
    /// with a `number` string and a `changes` array of strings.
    ///
    /// - Throws: ``ChangelogDataError`` naming the item and field at fault.
    init(propertyList data: Data) throws(ChangelogDataError) {
        try self.init(decoding: data, as: .propertyList)
    }

    /// Reads `data` in `format`.
    ///
    /// - Throws: ``ChangelogDataError`` naming the item and field at fault.
    init(decoding data: Data, as format: ChangelogFormat) throws(ChangelogDataError) {
        let versions: [ChangelogVersion]
        do {
            switch format {
            case .json: versions = try JSONDecoder().decode(ChangelogFile.self, from: data).items
            case .propertyList: versions = try PropertyListDecoder().decode([ChangelogVersion].self, from: data)
            }
        } catch let error as DecodingError {
            throw Self.dataError(for: error, format: format)
        } catch {
            throw .unreadable(format)
        }
        try Self.validate(versions)
        self.init(versions: versions)
    }

    /// The current version, to show first, and the others in file order.
    ///
    /// - Parameter currentVersion: The running app's version, compared with
    ///   each `number` numerically when both are dotted numbers (`2.1`
    ///   matches `2.1.0`) and as written otherwise.
    /// - Returns: `current` is `nil` when the changelog does not list it.
    func arranged(currentVersion: String) -> (current: ChangelogVersion?, others: [ChangelogVersion]) {
        guard let index = versions.firstIndex(where: { $0.hasNumber(currentVersion) }) else {
            return (nil, versions)
        }
        var others = versions
        let current = others.remove(at: index)
        return (current, others)
    }

    private static func validate(_ versions: [ChangelogVersion]) throws(ChangelogDataError) {
        // By comparable number, so that "1.0" and "1.0.0" are duplicates.
        var firstItem: [String: (item: Int, number: String)] = [:]
        for (index, version) in versions.enumerated() {
            let item = index + 1
            if version.number.allSatisfy(\.isWhitespace) { throw .emptyNumber(item: item) }
            let key = ChangelogVersion.comparableNumber(version.number)
            if let first = firstItem[key] {
                throw .duplicateNumber(item: item, number: version.number, firstItem: first.item, firstNumber: first.number)
            }
            firstItem[key] = (item, version.number)
        }
    }

    /// A decoding error in the words of the file: "item 2: 'number' is
    /// missing".
    private static func dataError(for error: DecodingError, format: ChangelogFormat) -> ChangelogDataError {
        var path: [any CodingKey]
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            return .unreadable(format)
        }
        if case .dataCorrupted = error, path.isEmpty { return .unreadable(format) }
        // JSON wraps the items in an object; past that, both formats agree.
        if format == .json {
            guard path.first?.stringValue == "items" else { return .wrongShape(format) }
            path.removeFirst()
        }
        guard let itemIndex = path.first?.intValue else { return .wrongShape(format) }
        let item = itemIndex + 1
        switch (error, path.count) {
        case (.keyNotFound(let key, _), 1):
            return .missingField(item: item, field: key.stringValue)
        case (_, 1):
            return .itemNotDictionary(item: item)
        case (_, 2):
            return .wrongType(item: item, field: path[1].stringValue)
        default:
            return .changeNotString(item: item, change: (path.last?.intValue ?? 0) + 1)
        }
    }
}
