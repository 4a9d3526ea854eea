extension KeyPress {
    /// The name scripts, `--keys` and messages use: `down`, `enter`,
    /// `shift-tab`, `ctrl-c`, `f5`, `space`, or the character itself (`y`).
    package var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .enter: "enter"
        case .escape: "escape"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .function(let number): "f\(number)"
        }
    }

    /// How a golden's step header shows the key: `↓`, `⏎`, `Ctrl-C`, `'y'`.
    package var symbol: String {
        switch self {
        case .character(" "): "␣"
        case .character(let character): "'\(character)'"
        case .control(let letter): "Ctrl-\(String(letter).uppercased())"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "⏎"
        case .escape: "Esc"
        case .tab: "⇥"
        case .backTab: "⇤"
        case .backspace: "⌫"
        case .delete: "⌦"
        case .function(let number): "F\(number)"
        }
    }

    /// Every key name that ``init(name:)`` accepts besides single characters,
    /// control letters and function keys, for help and errors.
    package static let namedKeys =
        "up, down, left, right, home, end, pageup, pagedown, enter, escape, tab, shift-tab, backspace, delete, space, "
        + "ctrl-a … ctrl-z, ctrl-], f1 … f12"

    /// The key with this name (case-insensitive for named keys), or `nil`.
    ///
    /// Accepts the names ``name`` produces and common aliases (`return`,
    /// `esc`, `pgup`, `pgdn`, `backtab`, `del`, `c-x`, `^x`); a single
    /// character is that character.
    package init?(name: String) {
        if name.count == 1, let character = name.first {
            guard !character.isWhitespace, !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                return nil
            }
            self = .character(character)
            return
        }
        let lowered = name.lowercased()
        switch lowered {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "home": self = .home
        case "end": self = .end
        case "pageup", "pgup", "page-up": self = .pageUp
        case "pagedown", "pgdn", "page-down": self = .pageDown
        case "enter", "return": self = .enter
        case "escape", "esc": self = .escape
        case "tab": self = .tab
        case "shift-tab", "backtab", "s-tab": self = .backTab
        case "backspace", "bs": self = .backspace
        case "delete", "del": self = .delete
        case "space": self = .character(" ")
        default:
            for prefix in ["ctrl-", "c-", "^"] where lowered.hasPrefix(prefix) {
                let rest = lowered.dropFirst(prefix.count)
                guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter || "@\\]^_".contains(letter)
                else { return nil }
                self = .control(letter)
                return
            }
            if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
                lowered.dropFirst().allSatisfy(\.isASCII)
            {
                self = .function(number)
                return
            }
            return nil
        }
    }
}

/// A list of keys that could not be read, with what to write instead.
package struct KeyListError: Error, Equatable, CustomStringConvertible {
    /// One line naming the word and the fix.
    package var description: String
}

extension ScriptStep {
    /// Reads a list of keys as a person writes it on the command line:
    /// key names separated by spaces (`down down enter`), with quoted text
    /// typed literally (`'ban' enter`, `"New York" tab`).
    ///
    /// - Parameter keys: The list.
    /// - Returns: One ``press(_:)`` per key name and one ``type(_:)`` per
    ///   quoted text.
    /// - Throws: ``KeyListError`` naming an unknown word or an unclosed quote.
    package static func parse(keys: String) throws(KeyListError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        var index = keys.startIndex
        while index < keys.endIndex {
            let character = keys[index]
            if character == " " || character == "\t" || character == "\n" {
                index = keys.index(after: index)
                continue
            }
            if character == "'" || character == "\"" {
                let start = keys.index(after: index)
                guard let end = keys[start...].firstIndex(of: character) else {
                    throw KeyListError(description: "unclosed \(character) in keys; close the quoted text: \(character)\(keys[start...])\(character)")
                }
                let text = String(keys[start..<end])
                if !text.isEmpty { steps.append(.type(text)) }
                index = keys.index(after: end)
                continue
            }
            let end = keys[index...].firstIndex { $0 == " " || $0 == "\t" || $0 == "\n" } ?? keys.endIndex
            let word = String(keys[index..<end])
            guard let key = KeyPress(name: word) else {
                throw KeyListError(
                    description: "unknown key '\(word)'; use a key name (\(KeyPress.namedKeys)) or quote text to type it ('\(word)')")
            }
            steps.append(.press(key))
            index = end
        }
        return steps
    }

    /// How a golden's step header names the step: `↓`, `type "ban"`,
    /// `paste "…"`, `wait 0.5 s`, `resize 60×20`, `until "Done"`,
    /// `until settled 0.2 s`.
    package var label: String {
        switch self {
        case .press(let key): key.symbol
        case .type(let text): "type \(DemoOutcome.value(text).description.dropFirst("value ".count))"
        case .paste(let text): "paste \(DemoOutcome.value(text).description.dropFirst("value ".count))"
        case .wait(let duration): "wait \(duration.secondsLabel)"
        case .resize(let width, let height): "resize \(width)" + (height.map { "×\($0)" } ?? " columns")
        case .waitUntil(.contains(let text), _): "until \(DemoOutcome.value(text).description.dropFirst("value ".count))"
        case .waitUntil(.settled(let duration), _): "until settled \(duration.secondsLabel)"
        }
    }
}

extension Duration {
    /// Seconds as a golden's header shows them: `0 s`, `0.24 s`, `1.2 s`,
    /// `3 s`, with at most six decimals and no trailing zeros.
    package var secondsLabel: String { secondsLabel(decimals: 6) }

    /// A live demo's clock as the browser and `open --play` show it:
    /// `1.32 s`, `0.96 s`, `0 s`, to a hundredth of a second (a paused clock
    /// stops anywhere in real time, and `1.321099 s` says no more to a person
    /// than `1.32 s`; a frame's time, stepped to with `.`, stays exact).
    package var clockLabel: String { secondsLabel(decimals: 2) }

    /// Seconds rounded to `decimals` places (at most six), without trailing
    /// zeros: the one place virtual time is written for people.
    package func secondsLabel(decimals: Int) -> String {
        let places = min(max(decimals, 0), 6)
        var unit: Int64 = 1_000_000_000_000_000_000
        for _ in 0..<places { unit /= 10 }
        let (seconds, attoseconds) = components
        let sign = seconds < 0 || attoseconds < 0 ? "-" : ""
        var scaled = abs(attoseconds) / unit
        if abs(attoseconds) % unit >= unit / 2 { scaled += 1 }
        var whole = abs(seconds)
        var full: Int64 = 1
        for _ in 0..<places { full *= 10 }
        if scaled == full {
            whole += 1
            scaled = 0
        }
        guard scaled > 0 else { return "\(sign)\(whole) s" }
        var fraction = String(scaled)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction) s"
    }
}
