/// FNV-1a, 64 bits: a hash that is the same on every machine and every run,
/// unlike `Hasher`, which is seeded per process. Used where a hash ends up in
/// a file name or decides which CI shard checks a golden.
enum StableHash {
    /// The hash of `bytes`, or, given the hash of what comes before them as
    /// `continuing`, of the two one after the other: `fnv1a64(b, continuing:
    /// fnv1a64(a))` is `fnv1a64(a + b)`.
    static func fnv1a64<Bytes: Sequence>(
        _ bytes: Bytes, continuing hash: UInt64 = 0xcbf2_9ce4_8422_2325
    ) -> UInt64 where Bytes.Element == UInt8 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(text.utf8)
    }

    static func fnv1a64(_ text: String, continuing hash: UInt64) -> UInt64 {
        fnv1a64(text.utf8, continuing: hash)
    }

    /// The hash as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        let digits = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
