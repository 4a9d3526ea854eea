import DemoKitTestSupport

/// Makes seeded, deterministic byte streams of what real components write:
/// text, C0 controls, cursor moves, erases, insertions and deletions,
/// scrolling and scroll regions, SGR and the private modes a headless
/// terminal interprets.
///
/// The same seed gives the same stream everywhere (see ``SplitMix64``).
/// The weights favour text, SGR and cursor moves, as component output does,
/// and keep screen-wide clears rare, so that most screens end up holding
/// something worth comparing.
struct TerminalStreamGenerator {
    /// The window sizes streams are made for.
    var columns: ClosedRange<Int> = 20...100
    var rows: ClosedRange<Int> = 5...30
    /// How many pieces a stream has.
    var pieceCount: ClosedRange<Int> = 20...160

    /// The stream for `seed`.
    func stream(seed: UInt64) -> TerminalStream {
        var random = SplitMix64(seed: seed)
        let width = random.int(in: columns)
        let height = random.int(in: rows)
        var pieces: [[UInt8]] = []
        for _ in 0..<random.int(in: pieceCount) {
            pieces.append(Self.piece(&random, columns: width, rows: height))
        }
        return TerminalStream(columns: width, rows: height, pieces: pieces, origin: "seed \(seed)")
    }

    // MARK: - Pieces

    /// The kinds of piece and their weights.
    private enum Kind: CaseIterable {
        case text, carriageReturn, lineFeed, newline, backspace, tab
        case relativeMove, absoluteMove, saveRestore
        case eraseInLine, eraseInDisplay, eraseCharacters, insertDelete, insertDeleteLines
        case scroll, index, scrollRegion, sgr, cursorVisibility, alternateScreen, autowrap

        var weight: Int {
            switch self {
            case .text: 30
            case .sgr: 16
            case .relativeMove: 8
            case .absoluteMove: 7
            case .carriageReturn, .newline: 5
            case .lineFeed, .eraseInLine, .insertDelete: 4
            case .backspace, .tab, .saveRestore, .eraseCharacters, .insertDeleteLines, .index: 3
            case .scroll, .scrollRegion, .autowrap: 2
            case .eraseInDisplay, .cursorVisibility, .alternateScreen: 1
            }
        }

        static let totalWeight = allCases.reduce(0) { $0 + $1.weight }
    }

    private static func piece(_ random: inout SplitMix64, columns: Int, rows: Int) -> [UInt8] {
        var roll = random.int(in: 0...(Kind.totalWeight - 1))
        var kind = Kind.text
        for candidate in Kind.allCases {
            if roll < candidate.weight {
                kind = candidate
                break
            }
            roll -= candidate.weight
        }
        switch kind {
        case .text: return text(&random)
        case .carriageReturn: return [0x0D]
        case .lineFeed: return [0x0A]
        case .newline: return [0x0D, 0x0A]
        case .backspace: return [0x08]
        case .tab: return [0x09]
        case .relativeMove:
            let final = random.pick(Array("ABCDEF".utf8))
            let limit = final == UInt8(ascii: "C") || final == UInt8(ascii: "D") ? columns + 2 : rows + 2
            return csi(count(&random, upTo: limit), final)
        case .absoluteMove:
            switch random.int(in: 0...3) {
            case 0: return csi(count(&random, upTo: columns + 2), UInt8(ascii: "G"))  // CHA
            case 1: return csi(count(&random, upTo: rows + 2), UInt8(ascii: "d"))  // VPA
            default:
                // CUP or HVP, with either parameter sometimes left out.
                let row = random.chance(15) ? "" : String(random.int(in: 1...(rows + 2)))
                let column = random.chance(15) ? "" : String(random.int(in: 1...(columns + 2)))
                let parameters = column.isEmpty && random.chance(50) ? row : row + ";" + column
                return csi(parameters, random.chance(80) ? UInt8(ascii: "H") : UInt8(ascii: "f"))
            }
        case .saveRestore:
            return random.pick([esc("7"), esc("8"), csi("", UInt8(ascii: "s")), csi("", UInt8(ascii: "u"))])
        case .eraseInLine:
            return csi(random.pick(["", "0", "1", "2"]), UInt8(ascii: "K"))
        case .eraseInDisplay:
            return csi(random.pick(["", "0", "1", "2"]), UInt8(ascii: "J"))
        case .eraseCharacters:
            return csi(count(&random, upTo: columns + 2), UInt8(ascii: "X"))
        case .insertDelete:
            return csi(count(&random, upTo: columns + 2), random.chance(50) ? UInt8(ascii: "@") : UInt8(ascii: "P"))
        case .insertDeleteLines:
            return csi(count(&random, upTo: rows + 2), random.chance(50) ? UInt8(ascii: "L") : UInt8(ascii: "M"))
        case .scroll:
            return csi(count(&random, upTo: rows + 2), random.chance(50) ? UInt8(ascii: "S") : UInt8(ascii: "T"))
        case .index:
            return random.pick([esc("D"), esc("M"), esc("E")])  // IND, RI, NEL
        case .scrollRegion:
            if random.chance(30) { return csi("", UInt8(ascii: "r")) }
            let top = random.int(in: 1...max(1, rows - 1))
            let bottom = random.int(in: top...rows)
            return csi("\(top);\(bottom)", UInt8(ascii: "r"))
        case .sgr:
            return sgr(&random)
        case .cursorVisibility:
            return csi("?25", random.chance(50) ? UInt8(ascii: "h") : UInt8(ascii: "l"))
        case .alternateScreen:
            let mode = random.chance(75) ? "?1049" : "?47"
            return csi(mode, random.chance(50) ? UInt8(ascii: "h") : UInt8(ascii: "l"))
        case .autowrap:
            return csi("?7", random.chance(40) ? UInt8(ascii: "l") : UInt8(ascii: "h"))
        }
    }

    /// A count parameter: usually small, sometimes left out, 0, or past the
    /// edge of the screen.
    private static func count(_ random: inout SplitMix64, upTo limit: Int) -> String {
        switch random.int(in: 0...9) {
        case 0: return ""
        case 1: return "0"
        case 2: return String(random.int(in: 1...max(1, limit)))
        default: return String(random.int(in: 1...4))
        }
    }

    // MARK: - Text

    /// Text whose width DemoKit and tmux 3.3a agree on (checked by the
    /// self-tests): ASCII, Latin letters, precomposed and with combining
    /// marks, box drawing, CJK and emoji that are East Asian Wide without a
    /// variation selector. Emoji made wide by U+FE0F (`❤️`) are left out:
    /// tmux 3.3a, like wcwidth, gives them one column; DemoKit gives two.
    static let textPool: [String] = [
        "a", "b", "c", "x", "y", "z", "A", "Q", "0", "7", " ", " ", " ", ".", "-", "_", "#", "[", "]", "|", "/",
        "é", "ñ", "Å", "ß", "e\u{301}", "o\u{308}", "a\u{300}\u{323}",
        "─", "│", "┌", "┐", "█", "░", "•", "…",
        "中", "文", "字", "あ", "カ", "한", "ｗ",
        "😀", "🚀", "✅", "👍",
    ]

    private static func text(_ random: inout SplitMix64) -> [UInt8] {
        var text = ""
        let length = random.chance(20) ? random.int(in: 10...40) : random.int(in: 1...8)
        let wordy = random.chance(60)
        for _ in 0..<length {
            if wordy, random.chance(85) {
                text += random.pick(["a", "e", "i", "o", "n", "r", "s", "t", "l", "d", " "])
            } else {
                text += random.pick(textPool)
            }
        }
        return Array(text.utf8)
    }

    // MARK: - SGR

    private static func sgr(_ random: inout SplitMix64) -> [UInt8] {
        var parameters: [String] = []
        for _ in 0..<random.int(in: 1...3) {
            parameters.append(sgrParameter(&random))
        }
        if random.chance(5) { return csi("", UInt8(ascii: "m")) }  // a reset with no parameter
        let separator = random.chance(5) ? ";;" : ";"  // an omitted parameter in between is a 0
        return csi(parameters.joined(separator: separator), UInt8(ascii: "m"))
    }

    private static func sgrParameter(_ random: inout SplitMix64) -> String {
        func byte() -> String { String(random.int(in: 0...255)) }
        switch random.int(in: 0...19) {
        case 0: return "0"
        case 1...4:
            return random.pick(["1", "2", "3", "4", "7", "9", "21", "4:3", "4:0", "5", "8", "53"])
        case 5...6:
            return random.pick(["22", "23", "24", "27", "29", "39", "49", "25", "28", "55"])
        case 7...9: return String(random.pick([30, 40, 90, 100]) + random.int(in: 0...7))
        case 10...11:
            let layer = random.chance(50) ? "38" : "48"
            return random.chance(60) ? "\(layer);5;\(byte())" : "\(layer):5:\(byte())"
        case 12...13:
            let layer = random.chance(50) ? "38" : "48"
            switch random.int(in: 0...2) {
            case 0: return "\(layer);2;\(byte());\(byte());\(byte())"
            case 1: return "\(layer):2:\(byte()):\(byte()):\(byte())"
            default: return "\(layer):2::\(byte()):\(byte()):\(byte())"
            }
        case 14: return "58;5;\(byte())"  // underline colour: consumed, not shown
        default: return String(random.pick([30, 40, 90, 100]) + random.int(in: 0...7))
        }
    }

    // MARK: - Encoding

    private static func csi(_ parameters: String, _ final: UInt8) -> [UInt8] {
        [0x1B, 0x5B] + Array(parameters.utf8) + [final]
    }

    private static func esc(_ final: Character) -> [UInt8] {
        [0x1B] + Array(String(final).utf8)
    }
}
