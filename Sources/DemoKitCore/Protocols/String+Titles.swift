/// The default titles DemoKit derives from identifiers.
extension String {
    func capitalizingFirstLetter() -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Splits camelCase, snake_case and kebab-case into capitalised words:
    /// `blueBackground` → "Blue Background", `HTTPServer` → "HTTP Server".
    ///
    /// Lists ask for thousands of these, so the work is one pass over the
    /// characters with one look ahead, without an intermediate array.
    func spacedWords() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        var previous: Character?
        var wordIsEmpty = true
        var iterator = makeIterator()
        var next = iterator.next()
        while let character = next {
            next = iterator.next()
            if character == "_" || character == "-" || character == " " {
                previous = nil
                if !wordIsEmpty { wordIsEmpty = true }
                continue
            }
            if let last = previous {
                let startsWord =
                    (character.isUppercase && last.isLowercase)
                    || (character.isUppercase && last.isUppercase && next?.isLowercase == true)
                    || (character.isNumber != last.isNumber)
                if startsWord { wordIsEmpty = true }
            }
            if wordIsEmpty {
                if !result.isEmpty { result += " " }
                result += character.uppercased()
                wordIsEmpty = false
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
