/// Which goldens a run checks, from `--filter PATTERN`.
///
/// A pattern without `/` matches any one identifier: the group's, the demo's
/// or the tweak's (`--filter red` checks every tweak named `red`). A pattern
/// with `/` is a path of identifiers from the group down, and checks
/// everything under it: `Components`, `Components/buttons`,
/// `Components/buttons/red`, `*/*/red`. `*` and `?` are wildcards; a last part
/// may name a variation too (`buttons/red@dark`). Several patterns are
/// separated by commas and a golden is checked when any of them matches.
package struct SnapshotFilter: Sendable, CustomStringConvertible {
    private let patterns: [[GlobPattern]]
    package let description: String

    /// Parses `--filter`.
    ///
    /// - Throws: A usage message for an empty pattern.
    package init(_ text: String) throws(SnapshotSetupError) {
        var patterns: [[GlobPattern]] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = piece.trimmingCharacters(in: " ")
            let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
            guard !trimmed.isEmpty, !parts.contains(where: \.isEmpty) else {
                throw SnapshotSetupError(
                    "invalid filter '\(text)': write identifiers separated by '/', e.g. "
                        + "'Components/buttons' or 'red', several separated by ','")
            }
            patterns.append(parts.map { GlobPattern($0) })
        }
        self.patterns = patterns
        description = text
    }

    /// Whether the golden of `goldenCase` is checked.
    package func matches(_ goldenCase: GoldenCase) -> Bool {
        var components = [goldenCase.demo.groupIdentifier, goldenCase.demo.identifier]
        if let tweak = goldenCase.tweak { components.append(tweak.identifier) }
        let suffix = goldenCase.variation.suffix
        let lastWithSuffix = suffix.isEmpty ? nil : (components[components.count - 1] + "@" + suffix)
        return patterns.contains { parts in
            if parts.count == 1 {
                let part = parts[0]
                return components.contains { part.matches($0) }
                    || lastWithSuffix.map { part.matches($0) } == true
            }
            guard parts.count <= components.count else { return false }
            for (index, part) in parts.enumerated() {
                let isLast = index == components.count - 1
                if part.matches(components[index]) { continue }
                if isLast, let lastWithSuffix, part.matches(lastWithSuffix) { continue }
                return false
            }
            return true
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
