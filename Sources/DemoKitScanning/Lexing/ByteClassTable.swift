/// A 256-entry table of what each byte can be in a Swift identifier, looked up
/// once per byte by ``SourceLexer``.
///
/// A table read through a pointer costs the same in a debug build as in a
/// release one, which matters: SwiftPM builds the scanner in the configuration
/// of the user's build.
final class ByteClassTable: @unchecked Sendable { // read-only once built
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let digit: UInt8 = 4

    let classes: UnsafeMutablePointer<UInt8>

    init() {
        classes = .allocate(capacity: 256)
        classes.initialize(repeating: 0, count: 256)
        let start = Self.identifierStart | Self.identifierContinue
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { classes[Int(byte)] = start }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { classes[Int(byte)] = start }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            classes[Int(byte)] = Self.identifierContinue | Self.digit
        }
        classes[Int(UInt8(ascii: "_"))] = start
        classes[Int(UInt8(ascii: "$"))] = start
        // Every byte of a multi-byte UTF-8 sequence: Unicode identifiers.
        for byte in 0x80...0xFF { classes[byte] = start }
    }

    deinit {
        classes.deallocate()
    }
}
