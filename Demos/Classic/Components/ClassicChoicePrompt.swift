/// A single-choice prompt written the old way: it reads the bytes of each
/// key from the terminal in raw mode and decodes them itself, and redraws
/// its options in place: the cursor hidden, `ESC[nF` back to the first
/// option, `ESC[2K` and the new line for each row. Once answered it climbs
/// over the whole prompt, erases it (`ESC[J`), leaves `✔ Template: macOS
/// app` (or `✖ Template: cancelled`) and shows the cursor again.
///
/// Its twin is DemoKit's `Prompts/singleChoice` (`SingleChoiceDemo`) in its
/// `standard` tweak, in the same characters and colours; the defaults are
/// that demo's title, question, description and options.
///
/// Keys: ↑ and ↓ as `ESC [ A`/`B` or, in application cursor mode,
/// `ESC O A`/`B`, also `k`/`j` and Shift-Tab/Tab; Home and End; Enter (`\r`
/// or `\n`) chooses; Esc, `q` and Ctrl-C (0x03) cancel. Several keys may come
/// in one read, as a paste or fast typing gives them.
///
/// ```swift
/// var keys: [[UInt8]] = [Array("\u{1B}[B".utf8), [0x0D]]
/// let answer = ClassicChoicePrompt().run(write: { print($0, terminator: "") }, readKey: {
///     keys.isEmpty ? nil : keys.removeFirst()
/// })  // "macOS app"
/// ```
struct ClassicChoicePrompt: Sendable, Hashable {
    /// A key the prompt acts on, decoded from the bytes a terminal sends.
    enum Key: Sendable, Hashable {
        case up, down, home, end, enter, cancel
    }

    var title = "Template"
    var question = "Which template should the new project use?"
    var description: String? = "You can add targets of other kinds later."
    var options = ["iOS app", "macOS app", "Command-line tool", "Swift package", "Framework", "App extension"]
    /// Write SGR colours, or plain text.
    var usesColor = true
    /// The terminal's width in columns.
    var width = 80

    static let hint = "↑/↓/k/j move • enter confirm • esc cancel"

    /// Asks the question and waits for an answer.
    ///
    /// - Parameters:
    ///   - write: Receives the bytes to show, in order.
    ///   - readKey: Returns the bytes of the next read from the terminal (one
    ///     key, or a few), or `nil` (or no bytes, as `read(2)` returns 0) at
    ///     the end of the input.
    /// - Returns: The chosen option, or `nil` when cancelled or when the
    ///   input ended first.
    func run(write: (String) -> Void, readKey: () -> [UInt8]?) -> String? {
        let layout = ClassicLayout(width: width)
        var header = [layout.line([ClassicLine("◉", ClassicANSI.accent), ClassicLine(title, ClassicANSI.bold)])]
        header += layout.paragraph(ClassicLine(question), indent: 2)
        if let description { header += layout.paragraph(ClassicLine(description, ClassicANSI.secondaryText), indent: 2) }
        var highlighted = 0

        func body() -> [ClassicLine] {
            var lines = options.enumerated().map { index, option in
                index == highlighted
                    ? layout.line(indent: 2, [
                        ClassicLine("❯", ClassicANSI.accent), ClassicLine(option, ClassicANSI.accent, ClassicANSI.bold),
                    ])
                    : layout.line(indent: 4, [ClassicLine(option)])
            }
            lines += layout.paragraph(ClassicLine(Self.hint, ClassicANSI.secondaryText), indent: 2)
            return lines
        }
        func show(_ lines: [ClassicLine]) {
            write(lines.map { ClassicANSI.eraseLine + $0.rendered(usesColor: usesColor) + ClassicANSI.newline }.joined())
        }
        func finish(_ answer: String?) -> String? {
            let ending =
                answer.map { layout.ending(success: true, "\(title): \($0)") }
                ?? layout.ending(success: false, "\(title): cancelled")
            write(ClassicANSI.previousLine(header.count + drawnBody) + ClassicANSI.eraseBelow)
            show(ending)
            write(ClassicANSI.showCursor)
            return answer
        }

        write(ClassicANSI.hideCursor)
        show(header)
        var lines = body()
        show(lines)
        var drawnBody = lines.count
        while let bytes = readKey(), !bytes.isEmpty {
            for key in Self.keys(in: bytes) {
                let count = options.count
                switch key {
                case .up where count > 0: highlighted = (highlighted + count - 1) % count
                case .down where count > 0: highlighted = (highlighted + 1) % count
                case .home: highlighted = 0
                case .end: highlighted = max(0, count - 1)
                case .enter where count > 0: return finish(options[highlighted])
                case .cancel: return finish(nil)
                default: continue
                }
            }
            lines = body()
            write(ClassicANSI.previousLine(drawnBody))
            show(lines)
            drawnBody = lines.count
        }
        return finish(nil)
    }

    /// The keys in one read's bytes; bytes that are no key the prompt
    /// knows (letters, Alt-combinations, other escape sequences, the rest
    /// of a UTF-8 character) are skipped.
    static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count else {
                    keys.append(.cancel)  // Esc on its own
                    break
                }
                let introducer = bytes[index]
                index += 1
                if introducer == UInt8(ascii: "[") {
                    // CSI: parameters and intermediates, then a final byte.
                    var parameters: [UInt8] = []
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) {
                        parameters.append(bytes[index])
                        index += 1
                    }
                    guard index < bytes.count else { break }
                    let final = bytes[index]
                    index += 1
                    switch (final, String(decoding: parameters, as: UTF8.self)) {
                    case (UInt8(ascii: "A"), _), (UInt8(ascii: "Z"), _): keys.append(.up)
                    case (UInt8(ascii: "B"), _): keys.append(.down)
                    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): keys.append(.home)
                    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): keys.append(.end)
                    default: break
                    }
                } else if introducer == UInt8(ascii: "O"), index < bytes.count {
                    // SS3: the cursor keys in application mode (DECCKM).
                    switch bytes[index] {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    case UInt8(ascii: "H"): keys.append(.home)
                    case UInt8(ascii: "F"): keys.append(.end)
                    default: break
                    }
                    index += 1
                }
            // Anything else after ESC is Alt and a key: not ours.
            case 0x03, UInt8(ascii: "q"): keys.append(.cancel)
            case 0x0D, 0x0A: keys.append(.enter)
            case UInt8(ascii: "k"): keys.append(.up)
            case UInt8(ascii: "j"), 0x09: keys.append(.down)
            default: break
            }
        }
        return keys
    }
}
