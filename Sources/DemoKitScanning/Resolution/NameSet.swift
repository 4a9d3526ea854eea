/// A set of names that answers "is this word one of them?" for every word
/// of a file, cheaply: most words are rejected by their length and first
/// byte before anything is hashed, and the rest are looked up by their
/// ``NameHash`` in an open-addressing table, without `Hasher`'s seeding.
struct NameSet {
    private var table: [UInt64]
    private var mask: Int
    /// Bit `n` is set when a name is `n` bytes long (63 for 63 or more).
    private var lengths: UInt64 = 0
    /// Bit `b % 64` of word `b / 64` is set when a name starts with byte
    /// `b` (four words rather than an array: this is asked of every word).
    private var firstBytes0: UInt64 = 0
    private var firstBytes1: UInt64 = 0
    private var firstBytes2: UInt64 = 0
    private var firstBytes3: UInt64 = 0
    private(set) var isEmpty = true

    init(_ names: some Collection<String>) {
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        table = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
        for name in names {
            var name = name
            name.withUTF8 { insert($0) }
        }
    }

    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return }
        isEmpty = false
        lengths |= 1 << UInt64(min(bytes.count, 63))
        let bit: UInt64 = 1 << UInt64(first & 63)
        switch first >> 6 {
        case 0: firstBytes0 |= bit
        case 1: firstBytes1 |= bit
        case 2: firstBytes2 |= bit
        default: firstBytes3 |= bit
        }
        // 0 marks an empty slot; a name hashing to 0 is stored as 1.
        let hash = max(NameHash.of(bytes), 1)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0, table[slot] != hash { slot = (slot + 1) & mask }
        table[slot] = hash
    }

    /// Whether `bytes` are one of the names (or, as rarely as two different
    /// names share a 64-bit hash, a word with the hash of one: a superset).
    @inline(__always)
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, lengths & (1 << UInt64(min(bytes.count, 63))) != 0 else { return false }
        let word: UInt64
        switch first >> 6 {
        case 0: word = firstBytes0
        case 1: word = firstBytes1
        case 2: word = firstBytes2
        default: word = firstBytes3
        }
        guard word & (1 << UInt64(first & 63)) != 0 else { return false }
        let hash = max(NameHash.of(bytes), 1)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 {
            if table[slot] == hash { return true }
            slot = (slot + 1) & mask
        }
        return false
    }
}
