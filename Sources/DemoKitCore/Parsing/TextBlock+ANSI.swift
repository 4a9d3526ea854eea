extension TextBlock {
    /// Creates a block from a string coloured with ANSI escape sequences:
    /// the output of a component written before DemoKit, by hand or with a
    /// library such as Rainbow.
    ///
    /// The styles of SGR sequences (`ESC [ … m`) become the styles of the
    /// runs: bold, dim, italic, underline, blink, inverse, strikethrough and their
    /// resets, the 16 colours, bright colours, 256 colours and 24-bit colours
    /// in the `;` and `:` forms, default colours and the full reset. A style
    /// carries across lines as in a terminal: set on one line and never
    /// reset, it still applies on the next. A line feed, or a carriage return
    /// followed by a line feed, ends a line; an empty string or one ending in
    /// a line feed has an empty last line, as with ``init(_:style:)``.
    ///
    /// Nothing else in `ansi` is executed, and nothing in it reaches the
    /// terminal when the block is encoded. A string has no cursor, so
    /// whatever would move one or change the terminal is either dropped or
    /// kept as a character, which the encoder shows as a picture:
    ///
    /// | In the string | In the block |
    /// | - | - |
    /// | other control sequences: cursor moves, erases, modes (`ESC [ 2 J`, `ESC [ ? 25 l`), SGR with a private marker or intermediates | dropped |
    /// | other escape sequences (`ESC 7`, `ESC ( B`) | dropped; `ESC c` (full reset) also resets the style |
    /// | OSC strings: titles, clipboard writes (OSC 52), hyperlinks (OSC 8) | dropped; a hyperlink's text stays, in its style |
    /// | DCS, SOS, PM and APC strings (sixels, tmux passthrough) | dropped |
    /// | an unfinished escape sequence at the end | dropped |
    /// | TAB | spaces, unstyled, up to the next multiple of 8 columns, as a terminal moves the cursor |
    /// | a carriage return not followed by a line feed | kept: `␍` (a redrawing progress bar needs a terminal: see DemoKitHeadless) |
    /// | every other C0 control (BEL, BS, NUL, VT, FF, …), CAN and SUB (which also cancel a sequence) and DEL | kept: `␇`, `␈`, `␀`, … |
    /// | C1 controls as characters (U+0080–U+009F), bidi controls | kept; the encoder shows them as `�` |
    ///
    /// Columns for tabs are counted as the encoder draws the line, each kept
    /// control one column.
    ///
    /// Round trip: for every block `b`,
    /// `TextBlock(ansi: b.encoded(for: .trueColor))` is `b` after what
    /// encoding changes: each scalar the encoder shows as a picture is that
    /// picture, spaces that end a line in a style that does not show them
    /// (no background, underline or inverse) are gone, the isolates the
    /// encoder puts around right-to-left text (U+2067, U+2069) are in the
    /// text, and a block without lines has one empty line.
    ///
    /// - Parameter ansi: Text with escape sequences.
    ///
    /// ```swift
    /// let block = TextBlock(ansi: "\u{1B}[1;32m✔ Saved\u{1B}[0m\n\u{1B}[2m2 files\u{1B}[0m")
    /// block.lines[0]  // StyledText("✔ Saved").bold().foreground(.green)
    /// block.plainText  // "✔ Saved\n2 files"
    /// ```
    public init(ansi: String) {
        self.init(ANSITextReader.lines(of: ansi, breakingLines: true))
    }
}

extension StyledText {
    /// Creates a line from a string coloured with ANSI escape sequences.
    ///
    /// It reads `ansi` as ``TextBlock/init(ansi:)`` does, with the same
    /// styles and the same policy for everything that is not a style, but as
    /// one line: a line feed is kept as a character, which the encoder shows
    /// as `␊`. Use ``TextBlock/init(ansi:)`` for text with several lines.
    ///
    /// - Parameter ansi: One line of text with escape sequences.
    ///
    /// <!-- not compiled: an equality shown as a statement -->
    /// ```swift
    /// let label = StyledText(ansi: "\u{1B}[31merror:\u{1B}[0m not found")
    /// label == StyledText("error:").foreground(.red) + " not found"  // true
    /// ```
    public init(ansi: String) {
        self = ANSITextReader.lines(of: ansi, breakingLines: false).first ?? StyledText()
    }
}

/// Reads what ``ANSIParser`` finds into styled lines: the one place that
/// decides which parts of a coloured string are kept (see
/// ``TextBlock/init(ansi:)``).
struct ANSITextReader: ANSIParserHandler {
    /// Whether a line feed (or CR LF) ends a line, or is kept as a character.
    let breaksLines: Bool

    private var lines: [StyledText] = []
    private var line = StyledText()
    /// The style SGR sequences have set so far.
    private var style = TextStyle.plain
    /// The UTF-8 of the text not yet in `line`, all in `pendingStyle`.
    private var pending: [UInt8] = []
    private var pendingStyle = TextStyle.plain
    /// A carriage return waiting for the next byte: with a line feed it
    /// ends the line; with anything visible it is kept, in the style it had.
    private var carriageReturnStyle: TextStyle?
    /// The columns of the line before the last tab stop, and the UTF-8 of
    /// the text since it (a tab is a grapheme boundary, so widths add up).
    private var columnsBeforeSegment = 0
    private var segment: [UInt8] = []

    init(breaksLines: Bool) {
        self.breaksLines = breaksLines
    }

    /// The styled lines of `text` (one line when `breakingLines` is false).
    static func lines(of text: String, breakingLines: Bool) -> [StyledText] {
        var parser = ANSIParser()
        var reader = ANSITextReader(breaksLines: breakingLines)
        parser.parse(text, into: &reader)
        parser.finish(into: &reader)
        return reader.finish()
    }

    /// Ends the input and returns the lines.
    mutating func finish() -> [StyledText] {
        keepCarriageReturn()
        flush()
        lines.append(line)
        line = StyledText()
        return lines
    }

    // MARK: - ANSIParserHandler

    mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        keepCarriageReturn()
        append(bytes)
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        keepCarriageReturn()
        append(scalar)
    }

    mutating func execute(_ byte: UInt8) {
        switch byte {
        case 0x0A where breaksLines:
            carriageReturnStyle = nil
            endLine()
        case 0x0D where breaksLines:
            keepCarriageReturn()
            carriageReturnStyle = style
        case 0x09:
            keepCarriageReturn()
            expandTab()
        default:
            keepCarriageReturn()
            append(Unicode.Scalar(byte))
        }
    }

    mutating func dispatch(_ sequence: ANSIControlSequence) {
        // Only a plain SGR styles text; `CSI > 4 ; 2 m` (xterm's
        // modifyOtherKeys) and every other control sequence are dropped.
        guard sequence.final == UInt8(ascii: "m"), sequence.privateMarker == 0, sequence.intermediates.isEmpty
        else { return }
        SGR.apply(sequence.parameters, to: &style)
    }

    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {
        // RIS resets the terminal, its style included.
        if intermediates.isEmpty, final == UInt8(ascii: "c") { style = .plain }
    }

    mutating func dispatchOSC(_ payload: [UInt8]) {
        // Titles, clipboard writes and hyperlinks: a hyperlink's text is
        // printed between its two OSC 8 strings and stays.
    }

    // MARK: - Building lines

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        startText()
        pending.append(contentsOf: bytes)
        segment.append(contentsOf: bytes)
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        startText()
        for unit in scalar.utf8 {
            pending.append(unit)
            segment.append(unit)
        }
    }

    /// Starts a new run when the style has changed since the pending text.
    private mutating func startText() {
        if style != pendingStyle {
            flush()
            pendingStyle = style
        }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        line.append(StyledText.Run(String(decoding: pending, as: UTF8.self), style: pendingStyle))
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func endLine() {
        flush()
        lines.append(line)
        line = StyledText()
        columnsBeforeSegment = 0
        segment.removeAll(keepingCapacity: true)
    }

    /// A carriage return that no line feed followed, as a character.
    private mutating func keepCarriageReturn() {
        guard let carriageStyle = carriageReturnStyle else { return }
        carriageReturnStyle = nil
        let current = style
        style = carriageStyle
        append(Unicode.Scalar(0x0D))
        style = current
    }

    /// Unstyled spaces up to the next tab stop: a terminal moves the cursor
    /// there without drawing, so the cells keep the line's blank.
    private mutating func expandTab() {
        let column = columnsBeforeSegment + String(decoding: segment, as: UTF8.self).displayWidth
        let spaces = 8 - column % 8
        let current = style
        style = .plain
        startText()
        pending.append(contentsOf: repeatElement(0x20, count: spaces))
        style = current
        columnsBeforeSegment = column + spaces
        segment.removeAll(keepingCapacity: true)
    }
}
