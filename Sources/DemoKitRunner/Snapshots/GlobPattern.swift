/// A shell-style pattern: `*` matches any run of characters, `?` any one
/// character, everything else itself. Matched against whole identifiers.
struct GlobPattern: Sendable, Hashable {
    let pattern: [Character]

    init(_ text: some StringProtocol) {
        pattern = Array(text)
    }

    var hasWildcards: Bool { pattern.contains { $0 == "*" || $0 == "?" } }

    func matches(_ text: some StringProtocol) -> Bool {
        let text = Array(text)
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
