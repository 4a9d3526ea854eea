/// FNV-1a, 64 bits: a hash that is the same on every machine and every run,
/// unlike `Hasher`, which is seeded per process. Used where a hash ends up in
/// a file name or decides which CI shard checks a golden.
enum StableHash {
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(text.utf8)
    }

    /// The hash as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        let digits = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
