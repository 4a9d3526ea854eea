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
        // At most a space before each byte: written on the stack, then
        // made a string of its length, which stores up to 15 bytes inline
        // (most titles) instead of allocating room for twice the input.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2) { result in
            let count = asciiSpacedWords(bytes, into: result)
            return String(decoding: UnsafeMutableBufferPointer(rebasing: result[..<count]), as: UTF8.self)
        }
    }

    /// Writes ``spacedWords()`` of `bytes` into `result` and returns its
    /// length.
    private static func asciiSpacedWords(
        _ bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var count = 0
        var previous: UInt8?
        var wordStart: Int?
        func finishWord() {
            defer { wordStart = nil }
            guard let start = wordStart, (2...5).contains(count - start) else { return }
            // The word in lower case, packed into an integer: no string.
            var packed: UInt64 = 0
            for index in start..<count {
                packed = packed << 8 | UInt64(isUpper(result[index]) ? result[index] | 0x20 : result[index])
            }
            guard packedAbbreviations.contains(packed) else { return }
            for index in start..<count where isLower(result[index]) { result[index] &= ~0x20 }
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
                if count > 0 {
                    result[count] = UInt8(ascii: " ")
                    count += 1
                }
                wordStart = count
                result[count] = isLower(byte) ? byte & ~0x20 : byte
            } else {
                result[count] = byte
            }
            count += 1
            previous = byte
        }
        finishWord()
        return count
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

    /// ``abbreviations``, each packed as ``asciiSpacedWords(_:)`` packs a
    /// word: its bytes, first byte highest.
    private static let packedAbbreviations: Set<UInt64> = Set(
        abbreviations.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

    /// Words that read as abbreviations in a title. Only whole words match,
    /// so `identity` is not touched and `idle` stays "Idle".
    private static let abbreviations: Set<String> = [
        "ansi", "api", "ascii", "cli", "css", "csv", "html", "http", "https", "id", "json", "rtl", "ltr",
        "sgr", "sql", "svg", "tty", "ui", "url", "uuid", "xml", "yaml",
    ]
}
