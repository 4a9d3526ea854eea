/// A 64-bit FNV-1a hash of a name's UTF-8 bytes, computed by the parser on
/// its threads so that the resolver can tell the few declarations that may
/// bear on a group from the many that cannot without hashing strings.
///
/// Two names with the same hash are only a false alarm: the resolver then
/// compares the names themselves.
///
/// ```swift
/// NameHash.of("DemoGroup") == NameHash.of(bytesOfTheToken)
/// ```
enum NameHash {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func of(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { of($0) }
    }
}
