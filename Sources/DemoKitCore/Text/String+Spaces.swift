extension String {
    /// `count` spaces, written in one allocation.
    static func spaces(_ count: Int) -> String {
        repeating(" ", count: count)
    }

    /// `unit` repeated `count` times, written in one allocation; the
    /// standard `String(repeating:count:)` appends one copy at a time, which
    /// dominated rendering of rules and padding.
    static func repeating(_ unit: String, count: Int) -> String {
        let unitLength = unit.utf8.count
        guard count > 0, unitLength > 0 else { return "" }
        var unit = unit
        return unit.withUTF8 { unitBytes in
            String(unsafeUninitializedCapacity: unitLength * count) { buffer in
                guard let unitBase = unitBytes.baseAddress, let base = buffer.baseAddress else { return 0 }
                if unitLength == 1 {
                    buffer.initialize(repeating: unitBase.pointee)
                } else {
                    for copy in 0..<count {
                        (base + copy * unitLength).initialize(from: unitBase, count: unitLength)
                    }
                }
                return unitLength * count
            }
        }
    }

    /// Whether the last byte is a space (U+0020), read without grapheme
    /// breaking or, for a native string, without a walk back through its
    /// UTF-8.
    var endsInSpace: Bool {
        utf8.withContiguousStorageIfAvailable { $0.last == UInt8(ascii: " ") } ?? (utf8.last == UInt8(ascii: " "))
    }

    /// The string without the spaces (U+0020) at its end, found by byte so
    /// that no grapheme breaking is needed.
    func droppingTrailingSpaces() -> String {
        let utf8 = self.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == 0x20 else { break }
            end = before
        }
        return end == utf8.endIndex ? self : String(self[..<end])
    }
}
