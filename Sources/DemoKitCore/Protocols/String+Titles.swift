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
    ///
    /// One pass with the previous byte (0 at the start and after a
    /// separator) and the next; an abbreviation is looked up packed in an
    /// integer, by binary search over a dozen-odd sorted values, not hashed.
    private static func asciiSpacedWords(
        _ bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var count = 0
        var previous: UInt8 = 0
        var wordStart = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                previous = 0
                if wordStart >= 0 { finishWord(result, from: wordStart, to: count) }
                wordStart = -1
                continue
            }
            if previous != 0, wordStart >= 0 {
                let upper = isUpper(byte)
                let startsWord =
                    (upper && isLower(previous))
                    || (upper && isUpper(previous) && index < bytes.count && isLower(bytes[index]))
                    || (isDigit(byte) != isDigit(previous))
                if startsWord {
                    finishWord(result, from: wordStart, to: count)
                    wordStart = -1
                }
            }
            if wordStart < 0 {
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
        if wordStart >= 0 { finishWord(result, from: wordStart, to: count) }
        return count
    }

    /// Writes the word `result[start..<end]` in capitals if it is a known
    /// abbreviation.
    private static func finishWord(_ result: UnsafeMutableBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard end - start >= 2, end - start <= 5 else { return }
        // The word in lower case, packed into an integer: no string.
        var packed: UInt64 = 0
        for index in start..<end {
            packed = packed << 8 | UInt64(isUpper(result[index]) ? result[index] | 0x20 : result[index])
        }
        guard isPackedAbbreviation(packed) else { return }
        for index in start..<end where isLower(result[index]) { result[index] &= ~0x20 }
    }

    /// Whether `packed` is one of ``sortedPackedAbbreviations``.
    private static func isPackedAbbreviation(_ packed: UInt64) -> Bool {
        let sorted = sortedPackedAbbreviations
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < packed { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == packed
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    private static func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

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

    /// ``abbreviations``, each packed as ``finishWord(_:from:to:)`` packs a
    /// word (its bytes, first byte highest), in ascending order.
    private static let sortedPackedAbbreviations: [UInt64] =
        abbreviations.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }.sorted()

    /// Words that read as abbreviations in a title. Only whole words match,
    /// so `identity` is not touched and `idle` stays "Idle".
    private static let abbreviations: Set<String> = [
        "ansi", "api", "ascii", "cli", "css", "csv", "html", "http", "https", "id", "json", "rtl", "ltr",
        "sgr", "sql", "svg", "tty", "ui", "url", "uuid", "xml", "yaml",
    ]
}
