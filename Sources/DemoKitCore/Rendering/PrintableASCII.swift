/// Finds the printable-ASCII prefix of UTF-8 text eight bytes at a time.
///
/// Nearly all text a demo renders is printable ASCII (U+0020–U+007E), which
/// needs no escaping and holds no right-to-left letter. The encoder's checks
/// skip that prefix in one pass of word-sized tests before they look at the
/// rest byte by byte.
enum PrintableASCII {
    /// Whether every byte of `text` is printable ASCII: text with nothing to
    /// escape and no right-to-left letter.
    static func isWhole(_ text: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) in prefixCount(bytes) == bytes.count }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? Array(text.utf8).withUnsafeBufferPointer(check)
    }

    /// The number of leading bytes of `bytes` that are printable ASCII.
    static func prefixCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index + 8 <= count, isPrintable(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < count, (0x20...0x7E).contains(bytes[index]) {
            index += 1
        }
        return index
    }

    /// Whether all eight bytes of `word` are in 0x20–0x7E (the SWAR tests of
    /// "Bit Twiddling Hacks": no high bit, no byte below 0x20, no 0x7F).
    static func isPrintable(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        guard word & high == 0 else { return false }
        guard (word &- 0x20 &* ones) & ~word & high == 0 else { return false }
        let delete = word ^ (0x7F &* ones)
        return (delete &- ones) & ~delete & high == 0
    }
}
