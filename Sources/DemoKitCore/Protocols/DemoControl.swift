/// A typed input of a demo, bound to one of its stored properties: a text,
/// an integer in a range, a boolean, a choice of enum cases or a colour.
///
/// A demo keeps its inputs as ordinary stored properties, whose initial
/// values are the defaults, reads them in ``Demoable/render(in:)``, and
/// lists them in ``Demoable/controls``; `open --set label=Delete` sets one,
/// `list` shows them, and a tweak may set them in
/// ``TweakableDemo/configure(forTweakAt:)``.
///
/// ```swift
/// struct BadgeDemo: Demoable {
///     enum Style: CaseIterable { case plain, bold }
///     var label = "New"
///     var count = 3
///     var isMuted = false
///     var style = Style.plain
///     var color = TextColor.green
///
///     var controls: [DemoControl] {
///         [
///             .text("label", \Self.label),
///             .integer("count", \Self.count, in: 0...99),
///             .boolean("muted", \Self.isMuted),
///             .choice("style", \Self.style),
///             .color("color", \Self.color),
///         ]
///     }
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         var text = StyledText(" \(label) \(count) ").foreground(isMuted ? nil : color)
///         if style == .bold { text = text.bold() }
///         return TextBlock(text)
///     }
/// }
/// ```
public struct DemoControl {
    /// The name typed after `--set` (`--set label=Delete`).
    public let name: String
    /// What the control holds, with its accepted values.
    package let kind: DemoControlKind
    package let read: (any Demoable) -> DemoControlValue?
    package let write: (any Demoable, DemoControlValue) -> (any Demoable)?

    private init(
        name: String, kind: DemoControlKind,
        read: @escaping (any Demoable) -> DemoControlValue?,
        write: @escaping (any Demoable, DemoControlValue) -> (any Demoable)?
    ) {
        self.name = name
        self.kind = kind
        self.read = read
        self.write = write
    }

    private static func bound<Demo: Demoable, Value>(
        _ name: String, _ kind: DemoControlKind, _ keyPath: WritableKeyPath<Demo, Value>,
        get: @escaping (Value) -> DemoControlValue, set: @escaping (DemoControlValue) -> Value?
    ) -> DemoControl {
        DemoControl(
            name: name, kind: kind,
            read: { demo in (demo as? Demo).map { get($0[keyPath: keyPath]) } },
            write: { demo, value in
                guard var typed = demo as? Demo, let newValue = set(value) else { return nil }
                typed[keyPath: keyPath] = newValue
                return typed
            })
    }

    /// A text control: any string, typed as is.
    ///
    /// ```swift
    /// struct LabelDemo: Demoable {
    ///     var label = "New"
    ///     var controls: [DemoControl] { [.text("label", \Self.label)] }
    ///     func render(in context: RenderContext) throws -> TextBlock { TextBlock(label) }
    /// }
    /// ```
    public static func text<Demo: Demoable>(_ name: String, _ keyPath: WritableKeyPath<Demo, String>) -> DemoControl {
        bound(
            name, .text, keyPath, get: { .text($0) },
            set: { if case .text(let text) = $0 { text } else { nil } })
    }

    /// An integer control whose values lie in `range`.
    ///
    /// ```swift
    /// struct CountDemo: Demoable {
    ///     var count = 3
    ///     var controls: [DemoControl] { [.integer("count", \Self.count, in: 0...99)] }
    ///     func render(in context: RenderContext) throws -> TextBlock { TextBlock("\(count) new") }
    /// }
    /// ```
    public static func integer<Demo: Demoable>(
        _ name: String, _ keyPath: WritableKeyPath<Demo, Int>, in range: ClosedRange<Int>
    ) -> DemoControl {
        bound(
            name, .integer(range), keyPath, get: { .integer($0) },
            set: { if case .integer(let value) = $0, range.contains(value) { value } else { nil } })
    }

    /// A boolean control, set with `true` or `false`.
    ///
    /// ```swift
    /// struct MutedDemo: Demoable {
    ///     var isMuted = false
    ///     var controls: [DemoControl] { [.boolean("muted", \Self.isMuted)] }
    ///     func render(in context: RenderContext) throws -> TextBlock { TextBlock(isMuted ? "muted" : "on") }
    /// }
    /// ```
    public static func boolean<Demo: Demoable>(_ name: String, _ keyPath: WritableKeyPath<Demo, Bool>) -> DemoControl {
        bound(
            name, .boolean, keyPath, get: { .boolean($0) },
            set: { if case .boolean(let value) = $0 { value } else { nil } })
    }

    /// A choice among the cases of an enum, each named as Swift prints it
    /// (`--set style=bold`), and read as a demo's address is: exactly,
    /// ignoring case (`Bold`), or by a unique prefix (`b`).
    ///
    /// ```swift
    /// struct StyleDemo: Demoable {
    ///     enum Style: CaseIterable { case plain, bold }
    ///     var style = Style.plain
    ///     var controls: [DemoControl] { [.choice("style", \Self.style)] }
    ///     func render(in context: RenderContext) throws -> TextBlock { TextBlock("\(style)") }
    /// }
    /// ```
    public static func choice<Demo: Demoable, Choice: CaseIterable & Equatable>(
        _ name: String, _ keyPath: WritableKeyPath<Demo, Choice>
    ) -> DemoControl {
        let cases = Array(Choice.allCases)
        let names = cases.map { String(describing: $0) }
        return bound(
            name, .choice(names), keyPath,
            get: { value in .choice(cases.firstIndex(of: value).map { names[$0] } ?? String(describing: value)) },
            set: { value in
                guard case .choice(let chosen) = value, let index = names.firstIndex(of: chosen) else { return nil }
                return cases[index]
            })
    }

    /// A colour control: one of the 16 terminal colours by name (`red`,
    /// `brightBlue`), a 256-colour palette index (`208`) or `#RRGGBB`.
    ///
    /// ```swift
    /// struct ColorDemo: Demoable {
    ///     var color = TextColor.green
    ///     var controls: [DemoControl] { [.color("color", \Self.color)] }
    ///     func render(in context: RenderContext) throws -> TextBlock { TextBlock(StyledText("New").foreground(color)) }
    /// }
    /// ```
    public static func color<Demo: Demoable>(_ name: String, _ keyPath: WritableKeyPath<Demo, TextColor>) -> DemoControl {
        bound(
            name, .color, keyPath, get: { .color($0) },
            set: { if case .color(let color) = $0 { color } else { nil } })
    }
}

/// What a ``DemoControl`` holds, with the values it accepts.
package enum DemoControlKind: Sendable, Hashable {
    case text
    case integer(ClosedRange<Int>)
    case boolean
    case choice([String])
    case color

    /// The type's name, as `list` shows it and errors name it.
    package var typeName: String {
        switch self {
        case .text: "text"
        case .integer(let range): "integer \(range.lowerBound)...\(range.upperBound)"
        case .boolean: "boolean"
        case .choice(let names): "choice of " + names.joined(separator: "|")
        case .color: "colour"
        }
    }

    /// The values it accepts, said for an error.
    package var acceptedValues: String {
        switch self {
        case .text: "any text"
        case .integer(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .boolean: "true or false"
        case .choice(let names): "one of " + names.joined(separator: ", ")
        case .color:
            "a colour name (" + TextColor.names.map(\.name).joined(separator: ", ")
                + "), a palette index 0-255, or #RRGGBB"
        }
    }

    /// Reads `text` as a value of this kind, or `nil` when it is not one.
    package func parse(_ text: String) -> DemoControlValue? {
        switch self {
        case .text:
            return .text(text)
        case .integer(let range):
            guard let value = Int(text), range.contains(value) else { return nil }
            return .integer(value)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .boolean(true)
            case "false", "no", "off", "0": return .boolean(false)
            default: return nil
            }
        case .choice(let names):
            // As a demo's address is read: exactly, ignoring case, or by a
            // unique prefix.
            guard case .found(let index) = IdentifierMatcher.match(text, in: names) else { return nil }
            return .choice(names[index])
        case .color:
            return TextColor(controlValue: text).map(DemoControlValue.color)
        }
    }
}

/// A value of a ``DemoControl``.
package enum DemoControlValue: Sendable, Hashable {
    case text(String)
    case integer(Int)
    case boolean(Bool)
    case choice(String)
    case color(TextColor)

    /// The value as typed after `--set name=`: parsing it gives it back.
    package var argument: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        case .boolean(let value): value ? "true" : "false"
        case .choice(let name): name
        case .color(let color): color.controlValue
        }
    }
}

/// A control that could not be set: the message names the control, its
/// type and what it accepts.
package struct DemoControlError: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

extension Demoable {
    /// Sets the control called `name` from its text as typed after `--set`,
    /// returning the demo with the new value. The name is read as a demo's
    /// address is (``IdentifierMatcher``), and a near miss is suggested.
    ///
    /// - Parameter subject: The demo as messages name it: its address in a
    ///   catalog (`Components/buttons`); its ``identifier`` when `nil`, for
    ///   a demo driven without one.
    package func settingControl(
        _ name: String, to text: String, subject: String? = nil
    ) throws(DemoControlError) -> any Demoable {
        let subject = subject ?? identifier
        let controls = self.controls
        var shownName = TerminalSafeText.oneLine(name)
        // Names are matched as a demo's address is, by the same matcher:
        // exactly, ignoring case, or by a unique prefix; a near miss is
        // named.
        let control: DemoControl
        switch IdentifierMatcher.match(name, in: controls.map(\.name)) {
        case .found(let index):
            control = controls[index]
            shownName = TerminalSafeText.oneLine(control.name)
        case .ambiguous(let names):
            throw DemoControlError(
                "'\(shownName)' could be any of the controls of \(subject): "
                    + names.map { TerminalSafeText.oneLine($0) }.joined(separator: ", ") + "; type more of its name")
        case .notFound(let suggestion):
            throw DemoControlError(
                "\(subject) has no control '\(shownName)'; "
                    + (suggestion.map { "did you mean '\(TerminalSafeText.oneLine($0))'? " } ?? "")
                    + (controls.isEmpty
                        ? "it has no controls"
                        : "its controls are: "
                            + controls.map { "\($0.name) (\($0.kind.typeName))" }.joined(separator: ", ")))
        }
        guard let value = control.kind.parse(text) else {
            var nearMiss = ""
            if case .choice(let names) = control.kind, let suggestion = IdentifierMatcher.nearest(to: text, in: names) {
                nearMiss = "did you mean '\(TerminalSafeText.oneLine(suggestion))'? "
            }
            throw DemoControlError(
                "'\(TerminalSafeText.oneLine(text))' is not a value of control '\(shownName)' "
                    + "(\(control.kind.typeName)) of \(subject): \(nearMiss)it takes \(control.kind.acceptedValues)")
        }
        guard let changed = control.write(self, value) else {
            // The fix is in the demo's code: name its type.
            throw DemoControlError(
                "control '\(shownName)' of \(subject) is not bound to a property of \(identifier)")
        }
        return changed
    }
}

extension TextColor {
    static let names: [(name: String, color: TextColor)] = [
        ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
        ("magenta", .magenta), ("cyan", .cyan), ("white", .white), ("brightBlack", .brightBlack),
        ("brightRed", .brightRed), ("brightGreen", .brightGreen), ("brightYellow", .brightYellow),
        ("brightBlue", .brightBlue), ("brightMagenta", .brightMagenta), ("brightCyan", .brightCyan),
        ("brightWhite", .brightWhite),
    ]

    /// Reads a colour as a control's value: a name, a palette index or `#RRGGBB`.
    init?(controlValue text: String) {
        if let named = TextColor.names.first(where: { $0.name == text }) {
            self = named.color
        } else if let index = UInt8(text) {
            self = .indexed(index)
        } else if text.hasPrefix("#"), text.count == 7, text.dropFirst().allSatisfy(\.isHexDigit),
            let value = UInt32(text.dropFirst(), radix: 16)
        {
            self = .hex(value)
        } else {
            return nil
        }
    }

    /// The colour as a control's value: its name, its palette index or `#RRGGBB`.
    var controlValue: String {
        switch storage {
        case .ansi(let index):
            return TextColor.names.first(where: { $0.color == self })?.name ?? String(index)
        case .indexed(let index):
            return String(index)
        case .rgb(let red, let green, let blue):
            let digits = Array("0123456789ABCDEF")
            return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
        }
    }
}

/// One `--set name=value`: a control's name and its value as typed.
package struct DemoControlSetting: Sendable, Hashable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Reads `name=value`; the value may be empty or hold `=`.
    package init(argument: String) throws(DemoControlError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw DemoControlError("'\(argument)' is not a control setting; write --set name=value")
        }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// `name=value`, as typed after `--set`.
    package var argument: String { name + "=" + value }
}

extension Demoable {
    /// The demo with each setting applied in order, a later one winning.
    ///
    /// - Parameter subject: The demo as messages name it
    ///   (``settingControl(_:to:subject:)``).
    package func applying(
        _ settings: [DemoControlSetting], subject: String? = nil
    ) throws(DemoControlError) -> any Demoable {
        var demo: any Demoable = self
        for setting in settings {
            demo = try demo.settingControl(setting.name, to: setting.value, subject: subject)
        }
        return demo
    }
}
