extension UnicodeWidthTable {
    /// The width class of the scalar with the value `value`.
    ///
    /// Two loads: the scalar's block in ``blockIndex`` (two base-64 digits),
    /// then its entry in ``blocks``. Values above U+10FFFF, which are not
    /// scalars, read as the class of U+10FFFF's block.
    @inline(__always)
    static func widthClass(of value: UInt32) -> ScalarWidthClass {
        widthClass(of: value, blockIndex: blockIndex.utf8Start, blocks: blocks.utf8Start)
    }

    /// The width class of `value`, with the tables' base addresses passed in
    /// so that a loop reads them once.
    @inline(__always)
    static func widthClass(
        of value: UInt32,
        blockIndex: UnsafePointer<UInt8>,
        blocks: UnsafePointer<UInt8>
    ) -> ScalarWidthClass {
        let block = Int(min(value, 0x10FFFF) &>> 8) &<< 1
        let high = Int(blockIndex[block] &- 0x30)
        let low = Int(blockIndex[block &+ 1] &- 0x30)
        let entry = ((high &<< 6) | low) &<< 8 | Int(value & 0xFF)
        return ScalarWidthClass(rawValue: blocks[entry] &- 0x30)
    }
}
