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
    /// characters with one look ahead, without an intermediate array; over
    /// bytes for printable ASCII (nearly every identifier), where each byte
    /// is a character and its case and digits need no Unicode tables.
    package func spacedWords() -> String {
        var text = self
        text.makeContiguousUTF8()  // already so for every native string
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            bytes.allSatisfy { (0x20...0x7E).contains($0) } ? Self.asciiSpacedWords(bytes) : nil
        }
        return (ascii ?? nil) ?? spacedWordsByCharacter()
    }

    /// ``spacedWords()`` for printable ASCII, byte by byte: the same rules,
    /// since each byte is one character whose case and digits are ASCII's.
    private static func asciiSpacedWords(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        var previous: UInt8?
        var wordStart: Int?
        func finishWord() {
            defer { wordStart = nil }
            guard let start = wordStart, (2...5).contains(result.count - start) else { return }
            let lowered = String(decoding: result[start...].map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            guard abbreviations.contains(lowered) else { return }
            for index in start..<result.count where isLower(result[index]) { result[index] &= ~0x20 }
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                previous = nil
                finishWord()
                continue
            }
            if let last = previous {
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let startsWord =
                    (isUpper(byte) && isLower(last))
                    || (isUpper(byte) && isUpper(last) && next.map(isLower) == true)
                    || (isDigit(byte) != isDigit(last))
                if startsWord { finishWord() }
            }
            if wordStart == nil {
                if !result.isEmpty { result.append(UInt8(ascii: " ")) }
                wordStart = result.count
                result.append(isLower(byte) ? byte & ~0x20 : byte)
            } else {
                result.append(byte)
            }
            previous = byte
        }
        finishWord()
        return String(decoding: result, as: UTF8.self)
    }

    /// ``spacedWords()`` character by character, for any text; also the
    /// reference its ASCII path is tested against.
    package func spacedWordsByCharacter() -> String {
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
