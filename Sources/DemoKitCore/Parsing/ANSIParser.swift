/// What an ``ANSIParser`` finds in a byte stream, in order.
///
/// The parser does the lexing that every consumer of terminal output shares
/// (UTF-8, escape sequences, parameters, strings); a handler decides what
/// each piece means. `TextBlock(ansi:)` keeps the styles and drops the rest;
/// the headless terminal executes what a terminal executes.
package protocol ANSIParserHandler {
    /// A run of printable ASCII bytes (0x20–0x7E), in order.
    mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>)

    /// One printable scalar outside ASCII. Malformed UTF-8 arrives as
    /// U+FFFD, one per maximal invalid subsequence.
    mutating func print(_ scalar: Unicode.Scalar)

    /// A C0 control (0x00–0x1F except ESC) or DEL (0x7F), in the ground
    /// state or inside a control sequence, where terminals execute it too.
    mutating func execute(_ byte: UInt8)

    /// A complete control sequence introduced by `ESC [`.
    mutating func dispatch(_ sequence: ANSIControlSequence)

    /// An escape sequence that is not a control sequence or a string:
    /// `ESC 7`, `ESC M`, `ESC ( B`, `ESC c`.
    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8)

    /// An operating system command (`ESC ]` … BEL or ST): its payload, cut
    /// at ``ANSIParser/maximumStringLength`` bytes.
    mutating func dispatchOSC(_ payload: [UInt8])
}

/// The parameters of a control sequence, such as `1;38;2;255;0;0` or
/// `4:3`.
///
/// A parameter that was left out (`CSI ;5H`) is ``omitted``; each consumer
/// applies its own default, as the standard says. Values are clamped to
/// 65,535, as terminals do.
package struct ANSIParameters: Sendable, Hashable {
    /// The value of a parameter that was left out.
    package static let omitted = -1

    /// The parameters, left to right, sub-parameters included.
    package private(set) var values: [Int] = []
    /// Bit `i` is set when `values[i]` followed a colon: a sub-parameter of
    /// the value before it (`38:2::255:0:0`). Only the first 64 are marked.
    package private(set) var subparameterMask: UInt64 = 0

    package init() {}

    package init(_ values: [Int], subparameters: Set<Int> = []) {
        self.values = values
        for index in subparameters where index < 64 { subparameterMask |= 1 << UInt64(index) }
    }

    package var count: Int { values.count }

    package var isEmpty: Bool { values.isEmpty }

    package subscript(index: Int) -> Int { values[index] }

    /// The parameter at `index`, or `defaultValue` when it is missing or
    /// omitted (and, for `zeroIsDefault`, when it is 0: `CSI 0A` moves one
    /// line, as `CSI A` does).
    package func value(at index: Int, default defaultValue: Int, zeroIsDefault: Bool = true) -> Int {
        guard index < values.count else { return defaultValue }
        let value = values[index]
        if value == Self.omitted || (zeroIsDefault && value == 0) { return defaultValue }
        return value
    }

    /// Whether `values[index]` followed a colon.
    package func isSubparameter(_ index: Int) -> Bool {
        index < 64 && index >= 0 && subparameterMask & (1 << UInt64(index)) != 0
    }

    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        subparameterMask = 0
    }

    mutating func append(_ value: Int, isSubparameter: Bool) {
        if isSubparameter, values.count < 64 { subparameterMask |= 1 << UInt64(values.count) }
        values.append(value)
    }

    mutating func accumulate(digit: UInt8) {
        let index = values.count - 1
        let current = values[index] == Self.omitted ? 0 : values[index]
        values[index] = min(current * 10 + Int(digit &- 0x30), 65_535)
    }
}

/// A control sequence: `ESC [`, an optional private marker (`?`, `>`, `<`,
/// `=`), parameters, intermediates and a final byte.
package struct ANSIControlSequence: Sendable, Hashable {
    package var parameters: ANSIParameters
    /// `?` in `CSI ?25l`, or 0.
    package var privateMarker: UInt8
    /// Bytes 0x20–0x2F before the final byte: the space of `CSI 2 q`.
    package var intermediates: [UInt8]
    /// The byte that names the function: `m`, `H`, `K`.
    package var final: UInt8

    package init(parameters: ANSIParameters = ANSIParameters(), privateMarker: UInt8 = 0, intermediates: [UInt8] = [], final: UInt8) {
        self.parameters = parameters
        self.privateMarker = privateMarker
        self.intermediates = intermediates
        self.final = final
    }
}

/// A byte-level parser for what programs write to a terminal: UTF-8 text,
/// C0 controls, escape sequences, control sequences and strings (OSC, DCS,
/// SOS, PM, APC).
///
/// It follows the state machine of Paul Williams' "A parser for DEC's
/// ANSI-compatible video terminals" (vt100.net/emu/dec_ansi_parser), the
/// design that xterm, VTE, alacritty's `vte` crate and tmux's `input.c`
/// share, in UTF-8 mode: bytes 0x80–0xFF are text, never 8-bit C1
/// controls. Input may be split anywhere, even inside a UTF-8 sequence or
/// an escape sequence: the parser keeps its state between calls.
///
/// What it guarantees consumers: every byte is either part of printed text,
/// an executed C0 control, or part of a sequence the handler is told about
/// (or that is dropped whole: a malformed control sequence, DCS, SOS, PM and
/// APC strings). Nothing passes through unrecognised.
package struct ANSIParser: Sendable {
    /// The longest OSC payload kept; the rest of a longer one is dropped.
    package static let maximumStringLength = 4096

    enum State: UInt8, Sendable {
        case ground
        case escape
        case escapeIntermediate
        case csiEntry
        case csiParameter
        case csiIntermediate
        case csiIgnore
        case oscString
        /// DCS, SOS, PM and APC: dropped until ST.
        case ignoredString
    }

    private(set) var state = State.ground
    private var parameters = ANSIParameters()
    private var privateMarker: UInt8 = 0
    private var intermediates: [UInt8] = []
    private var string: [UInt8] = []
    /// The string state saw ESC: a following `\` ends the string (ST).
    private var stringSawEscape = false
    /// A UTF-8 sequence begun in an earlier call.
    private var pendingScalar: UInt32 = 0
    private var pendingNeeded = 0
    private var pendingSeen = 0
    private var pendingLowerBound: UInt8 = 0x80
    private var pendingUpperBound: UInt8 = 0xBF

    package init() {}

    /// Parses `bytes`, telling `handler` what they hold.
    package mutating func parse<Handler: ANSIParserHandler>(
        _ bytes: UnsafeBufferPointer<UInt8>, into handler: inout Handler
    ) {
        let count = bytes.count
        var index = 0
        while index < count {
            if state == .ground, pendingNeeded == 0 {
                // The fast path: a run of printable ASCII goes out whole.
                let rest = UnsafeBufferPointer(rebasing: bytes[index...])
                let run = PrintableASCII.prefixCount(rest)
                if run > 0 {
                    handler.printASCII(UnsafeBufferPointer(rebasing: rest[..<run]))
                    index += run
                    continue
                }
            }
            step(bytes[index], into: &handler)
            index += 1
        }
    }

    /// Parses the UTF-8 bytes of `text`.
    package mutating func parse<Handler: ANSIParserHandler>(_ text: String, into handler: inout Handler) {
        var text = text
        text.withUTF8 { parse($0, into: &handler) }
    }

    /// Ends the input: a UTF-8 sequence left incomplete prints as U+FFFD,
    /// and an unfinished escape sequence is dropped.
    package mutating func finish<Handler: ANSIParserHandler>(into handler: inout Handler) {
        if pendingNeeded > 0 {
            pendingNeeded = 0
            handler.print("\u{FFFD}")
        }
        state = .ground
    }

    // MARK: - The state machine

    private mutating func step<Handler: ANSIParserHandler>(_ byte: UInt8, into handler: inout Handler) {
        if pendingNeeded > 0 {
            if state == .ground, byte >= pendingLowerBound, byte <= pendingUpperBound {
                pendingScalar = pendingScalar << 6 | UInt32(byte & 0x3F)
                pendingSeen += 1
                pendingLowerBound = 0x80
                pendingUpperBound = 0xBF
                if pendingSeen == pendingNeeded {
                    pendingNeeded = 0
                    handler.print(Unicode.Scalar(pendingScalar) ?? "\u{FFFD}")
                }
                return
            }
            // A sequence cut short: one U+FFFD, then the byte on its own.
            pendingNeeded = 0
            handler.print("\u{FFFD}")
        }

        // Anywhere: CAN and SUB cancel a sequence, ESC starts one. (In a
        // string, ESC may be the first half of ST.)
        switch byte {
        case 0x18, 0x1A:
            if state != .oscString && state != .ignoredString { handler.execute(byte) }
            state = .ground
            return
        case 0x1B:
            if state == .oscString || state == .ignoredString {
                stringSawEscape = true
                return
            }
            enterEscape()
            return
        default:
            break
        }

        switch state {
        case .ground:
            ground(byte, into: &handler)
        case .escape:
            escape(byte, into: &handler)
        case .escapeIntermediate:
            if byte < 0x20 || byte == 0x7F {
                handler.execute(byte)
            } else if byte < 0x30 {
                intermediates.append(byte)
            } else if byte < 0x7F {
                handler.dispatchEscape(intermediates: intermediates, final: byte)
                state = .ground
            } else {
                state = .ground
            }
        case .csiEntry, .csiParameter:
            csiParameter(byte, into: &handler)
        case .csiIntermediate:
            if byte < 0x20 || byte == 0x7F {
                handler.execute(byte)
            } else if byte < 0x30 {
                intermediates.append(byte)
            } else if byte < 0x40 {
                state = .csiIgnore
            } else if byte < 0x7F {
                dispatchControlSequence(final: byte, into: &handler)
            } else {
                state = .csiIgnore
            }
        case .csiIgnore:
            if byte < 0x20 || byte == 0x7F {
                handler.execute(byte)
            } else if (0x40...0x7E).contains(byte) {
                state = .ground
            }
        case .oscString:
            stringByte(byte, isOSC: true, into: &handler)
        case .ignoredString:
            stringByte(byte, isOSC: false, into: &handler)
        }
    }

    /// A byte of an OSC string (kept, and handed on when it ends) or of a
    /// DCS, SOS, PM or APC string (ignored). ST is ESC \; ESC and anything
    /// else ends the string and starts a new escape sequence, and BEL ends
    /// it too, as in xterm.
    private mutating func stringByte<Handler: ANSIParserHandler>(
        _ byte: UInt8, isOSC: Bool, into handler: inout Handler
    ) {
        if stringSawEscape {
            stringSawEscape = false
            if isOSC { handler.dispatchOSC(string) }
            if byte == 0x5C {
                state = .ground
            } else {
                enterEscape()
                escape(byte, into: &handler)
            }
        } else if byte == 0x07 {
            if isOSC { handler.dispatchOSC(string) }
            state = .ground
        } else if isOSC, byte >= 0x20 || byte == 0x09 {
            if string.count < Self.maximumStringLength { string.append(byte) }
        }
    }

    private mutating func enterEscape() {
        state = .escape
        intermediates.removeAll(keepingCapacity: true)
        stringSawEscape = false
    }

    private mutating func ground<Handler: ANSIParserHandler>(_ byte: UInt8, into handler: inout Handler) {
        switch byte {
        case 0x00..<0x20, 0x7F:
            handler.execute(byte)
        case 0x20..<0x7F:
            var single = byte
            withUnsafePointer(to: &single) { handler.printASCII(UnsafeBufferPointer(start: $0, count: 1)) }
        case 0xC2...0xDF:
            beginScalar(UInt32(byte & 0x1F), needing: 1)
        case 0xE0...0xEF:
            beginScalar(UInt32(byte & 0x0F), needing: 2)
            if byte == 0xE0 { pendingLowerBound = 0xA0 }
            if byte == 0xED { pendingUpperBound = 0x9F }  // no surrogates
        case 0xF0...0xF4:
            beginScalar(UInt32(byte & 0x07), needing: 3)
            if byte == 0xF0 { pendingLowerBound = 0x90 }
            if byte == 0xF4 { pendingUpperBound = 0x8F }
        default:
            // A stray continuation byte, C0, C1, or F5–FF.
            handler.print("\u{FFFD}")
        }
    }

    private mutating func beginScalar(_ bits: UInt32, needing count: Int) {
        pendingScalar = bits
        pendingNeeded = count
        pendingSeen = 0
        pendingLowerBound = 0x80
        pendingUpperBound = 0xBF
    }

    private mutating func escape<Handler: ANSIParserHandler>(_ byte: UInt8, into handler: inout Handler) {
        switch byte {
        case 0x00..<0x20, 0x7F:
            handler.execute(byte)
        case 0x20..<0x30:
            intermediates.append(byte)
            state = .escapeIntermediate
        case 0x5B:  // [
            parameters.removeAll()
            privateMarker = 0
            state = .csiEntry
        case 0x5D:  // ]
            string.removeAll(keepingCapacity: true)
            state = .oscString
        case 0x50, 0x58, 0x5E, 0x5F:  // P (DCS), X (SOS), ^ (PM), _ (APC)
            state = .ignoredString
        case 0x30..<0x7F:
            handler.dispatchEscape(intermediates: intermediates, final: byte)
            state = .ground
        default:
            state = .ground
        }
    }

    private mutating func csiParameter<Handler: ANSIParserHandler>(_ byte: UInt8, into handler: inout Handler) {
        switch byte {
        case 0x00..<0x20, 0x7F:
            handler.execute(byte)
        case 0x30...0x39:
            if parameters.isEmpty { parameters.append(ANSIParameters.omitted, isSubparameter: false) }
            parameters.accumulate(digit: byte)
            state = .csiParameter
        case 0x3B, 0x3A:  // ; and :
            if parameters.isEmpty { parameters.append(ANSIParameters.omitted, isSubparameter: false) }
            parameters.append(ANSIParameters.omitted, isSubparameter: byte == 0x3A)
            state = .csiParameter
        case 0x3C...0x3F:
            // A private marker is only valid first.
            if state == .csiEntry {
                privateMarker = byte
                state = .csiParameter
            } else {
                state = .csiIgnore
            }
        case 0x20..<0x30:
            intermediates.append(byte)
            state = .csiIntermediate
        case 0x40..<0x7F:
            dispatchControlSequence(final: byte, into: &handler)
        default:
            state = .csiIgnore
        }
    }

    private mutating func dispatchControlSequence<Handler: ANSIParserHandler>(
        final: UInt8, into handler: inout Handler
    ) {
        handler.dispatch(
            ANSIControlSequence(
                parameters: parameters, privateMarker: privateMarker, intermediates: intermediates, final: final))
        state = .ground
    }
}
