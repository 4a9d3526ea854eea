/// The default titles DemoKit derives from identifiers.
extension String {
    func capitalizingFirstLetter() -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Splits camelCase, snake_case and kebab-case into capitalised words:
    /// `blueBackground` → "Blue Background", `HTTPServer` → "HTTP Server".
    func spacedWords() -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && previous.isLowercase)
                    || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
                    || (character.isNumber != previous.isNumber)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.capitalizingFirstLetter() }.joined(separator: " ")
    }
}
