/// Resolves what a person typed to one identifier: exactly, then ignoring
/// case, then by a unique prefix (ignoring case).
package enum IdentifierMatcher {
    package enum Match: Equatable {
        case found(Int)
        case ambiguous([String])
        case notFound(suggestion: String?)
    }

    package static func match(_ query: String, in identifiers: [String]) -> Match {
        if let index = identifiers.firstIndex(of: query) { return .found(index) }
        let folded = query.lowercased()
        let lowered = identifiers.map { $0.lowercased() }
        let caseInsensitive = lowered.indices.filter { lowered[$0] == folded }
        if caseInsensitive.count == 1 { return .found(caseInsensitive[0]) }
        if caseInsensitive.count > 1 { return .ambiguous(caseInsensitive.map { identifiers[$0] }) }
        let prefixed = lowered.indices.filter { lowered[$0].hasPrefix(folded) }
        if prefixed.count == 1 { return .found(prefixed[0]) }
        if prefixed.count > 1 { return .ambiguous(prefixed.map { identifiers[$0] }) }
        return .notFound(suggestion: nearest(to: query, in: identifiers))
    }

    /// The identifier closest to `query` by edit distance, if it is close
    /// enough to be a likely typo.
    package static func nearest(to query: String, in candidates: [String]) -> String? {
        let folded = query.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.between(folded, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, min(folded.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }
}
