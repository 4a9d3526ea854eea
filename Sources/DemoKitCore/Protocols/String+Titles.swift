/// The default titles DemoKit derives from identifiers.
extension String {
    /// The one way DemoKit makes a title from an identifier, for groups,
    /// demos, tweaks and scripts alike: camelCase, snake_case and kebab-case
    /// are split into capitalised words, runs of capitals stay together and
    /// a few well-known abbreviations are written in capitals:
    /// `statusCard` → "Status Card", `URLField` → "URL Field",
    /// `htmlExport` → "HTML Export", `version2` → "Version 2".
    ///
    /// Lists ask for thousands of these, so the work is one pass over the
    /// characters with one look ahead, without an intermediate array.
    package func spacedWords() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        var previous: Character?
        var wordStart: Int?
        var iterator = makeIterator()
        var next = iterator.next()
        while let character = next {
            next = iterator.next()
            if character == "_" || character == "-" || character == " " {
                previous = nil
                Self.finishWord(in: &result, from: &wordStart)
                continue
            }
            if let last = previous {
                let startsWord =
                    (character.isUppercase && last.isLowercase)
                    || (character.isUppercase && last.isUppercase && next?.isLowercase == true)
                    || (character.isNumber != last.isNumber)
                if startsWord { Self.finishWord(in: &result, from: &wordStart) }
            }
            if wordStart == nil {
                if !result.isEmpty { result += " " }
                wordStart = result.utf8.count
                result += character.uppercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        Self.finishWord(in: &result, from: &wordStart)
        return result
    }

    /// Ends the word that starts at the UTF-8 offset `start` of `result`,
    /// writing it in capitals if it is a known abbreviation.
    private static func finishWord(in result: inout String, from start: inout Int?) {
        defer { start = nil }
        guard let offset = start else { return }
        let begin = result.utf8.index(result.utf8.startIndex, offsetBy: offset)
        let word = result[begin...]
        guard (2...5).contains(word.utf8.count), abbreviations.contains(word.lowercased()) else { return }
        result.replaceSubrange(begin..., with: word.uppercased())
    }

    /// Words that read as abbreviations in a title. Only whole words match,
    /// so `identity` is not touched and `idle` stays "Idle".
    private static let abbreviations: Set<String> = [
        "ansi", "api", "ascii", "cli", "css", "csv", "html", "http", "https", "id", "json", "rtl", "ltr",
        "sgr", "sql", "svg", "tty", "ui", "url", "uuid", "xml", "yaml",
    ]
}
