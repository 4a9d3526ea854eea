/// Measures the display width of UTF-8 text without forming grapheme
/// clusters where they cannot change the result.
///
/// A cluster's width is the sum of its scalars' widths unless it is an
/// emoji sequence (see ``GraphemeWidth``), and the generated table flags
/// every scalar such a sequence needs as *complex*. The scanner adds widths
/// scalar by scalar and remembers the last *anchor*, a scalar that starts a
/// cluster; on a complex scalar it measures the text from that anchor to
/// the next one cluster by cluster, with the standard library's grapheme
/// breaking, and carries on from there.
///
/// A scalar is an anchor when it is not one that continues a cluster and no
/// complex scalar came since the last scalar that starts one. Rules that
/// join two such scalars without a complex one between (Hangul syllables,
/// Indic conjuncts) never involve an emoji, so even where such an anchor is
/// not a true boundary the sum is the same.
enum UTF8WidthScanner {
    /// The display width of `text`, which must be valid UTF-8.
    static func width(of text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        let count = text.count
        let blockIndex = UnicodeWidthTable.blockIndex.utf8Start
        let blocks = UnicodeWidthTable.blocks.utf8Start
        var total = 0
        var index = 0
        var anchor = 0
        var totalAtAnchor = 0

        while index < count {
            let byte = base[index]
            if byte < 0x80 {
                // A run of ASCII: every byte is a one-column cluster (controls
                // are written as one picture each), and every byte but a
                // carriage return is an anchor. Eight bytes at a time.
                if byte == 0x0D {
                    let end = nextAnchor(after: index, length: 1, in: base, count: count, blockIndex, blocks)
                    total = totalAtAnchor + slowWidth(base, from: anchor, to: end)
                    index = end
                    anchor = end
                    totalAtAnchor = total
                    continue
                }
                var end = index &+ 1
                while end &+ 8 <= count {
                    let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 || hasCarriageReturn(word) { break }
                    end &+= 8
                }
                while end < count, base[end] < 0x80, base[end] != 0x0D { end &+= 1 }
                total &+= end &- index
                anchor = end &- 1
                totalAtAnchor = total &- 1
                index = end
                continue
            }

            let length = scalarLength(lead: byte)
            guard index &+ length <= count else { return total &+ 1 }  // cut inside a scalar
            let value = decode(base, at: index, lead: byte)
            let scalarClass = UnicodeWidthTable.widthClass(of: value, blockIndex: blockIndex, blocks: blocks)
            if scalarClass.isComplex {
                let end = nextAnchor(after: index, length: length, in: base, count: count, blockIndex, blocks)
                total = totalAtAnchor + slowWidth(base, from: anchor, to: end)
                index = end
                anchor = end
                totalAtAnchor = total
                continue
            }
            if !scalarClass.extendsCluster {
                anchor = index
                totalAtAnchor = total
            }
            total &+= scalarClass.width
            index &+= length
        }
        return total
    }

    /// The offset of the first anchor after the complex scalar at `index`,
    /// or `count`.
    private static func nextAnchor(
        after index: Int,
        length: Int,
        in base: UnsafePointer<UInt8>,
        count: Int,
        _ blockIndex: UnsafePointer<UInt8>,
        _ blocks: UnsafePointer<UInt8>
    ) -> Int {
        var offset = index &+ length
        var complexSinceStart = true
        while offset < count {
            let byte = base[offset]
            if byte < 0x80 {
                if !complexSinceStart { return offset }
                complexSinceStart = byte == 0x0D
                offset &+= 1
                continue
            }
            let length = scalarLength(lead: byte)
            guard offset &+ length <= count else { return count }
            let value = decode(base, at: offset, lead: byte)
            let scalarClass = UnicodeWidthTable.widthClass(of: value, blockIndex: blockIndex, blocks: blocks)
            if !scalarClass.extendsCluster {
                if !complexSinceStart { return offset }
                complexSinceStart = scalarClass.isComplex
            } else if scalarClass.isComplex {
                complexSinceStart = true
            }
            offset &+= length
        }
        return count
    }

    /// The width of the bytes `start..<end`, cluster by cluster.
    private static func slowWidth(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end &- start), as: UTF8.self)
        var total = 0
        for character in text {
            total &+= GraphemeWidth.width(of: character)
        }
        return total
    }

    /// Whether any byte of `word`, all of them ASCII, is a carriage return.
    @inline(__always)
    private static func hasCarriageReturn(_ word: UInt64) -> Bool {
        // The classic "has zero byte" test on word XOR 0x0D0D…: exact for
        // ASCII bytes, whose high bit is clear.
        let difference = word ^ 0x0D0D_0D0D_0D0D_0D0D
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }

    /// The number of bytes of the scalar whose first byte is `lead`, not ASCII.
    @inline(__always)
    private static func scalarLength(lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : (lead < 0xF0 ? 3 : 4)
    }

    /// The scalar that starts at `index` with the non-ASCII byte `lead`.
    @inline(__always)
    private static func decode(_ base: UnsafePointer<UInt8>, at index: Int, lead: UInt8) -> UInt32 {
        if lead < 0xE0 {
            return (UInt32(lead & 0x1F) &<< 6) | UInt32(base[index &+ 1] & 0x3F)
        }
        if lead < 0xF0 {
            return (UInt32(lead & 0x0F) &<< 12) | (UInt32(base[index &+ 1] & 0x3F) &<< 6)
                | UInt32(base[index &+ 2] & 0x3F)
        }
        return (UInt32(lead & 0x07) &<< 18) | (UInt32(base[index &+ 1] & 0x3F) &<< 12)
            | (UInt32(base[index &+ 2] & 0x3F) &<< 6) | UInt32(base[index &+ 3] & 0x3F)
    }
}
