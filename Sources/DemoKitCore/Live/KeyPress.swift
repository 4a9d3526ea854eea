/// A key a person presses, as a named value.
///
/// Interactive demos receive key presses through
/// ``InteractiveDemo/handle(_:at:)``, and scripts name them
/// (``ScriptStep/press(_:)``). Keys are written the way a person says them:
/// `.down`, `.enter`, `.space`, `.control("c")`, `.function(5)`,
/// `.character("y")`: the names scripts and `--keys` use (`down`, `enter`,
/// `space`, `ctrl-c`, `f5`, `y`).
///
/// <!-- not compiled: a demo's method, shown alone -->
/// ```swift
/// mutating func handle(_ input: DemoInput, at time: Duration) {
///     switch input {
///     case .key(.down): selected = min(selected + 1, options.count - 1)
///     case .key(.up): selected = max(selected - 1, 0)
///     case .key(.enter): outcome = .value(options[selected])
///     default: break
///     }
/// }
/// ```
public enum KeyPress: Sendable, Hashable {
    /// A printable character, as typed (a letter, a digit, a space, `é`, `界`).
    case character(Character)
    /// A key pressed with Control: a letter, lower-cased (Ctrl-C is
    /// `.control("c")`), or one of `@ \ ] ^ _` (Ctrl-] is `.control("]")`).
    case control(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Enter (Return).
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (Delete on a Mac keyboard).
    case backspace
    /// Forward delete (Fn-Delete on a Mac keyboard).
    case delete
    /// A function key, F1 to F12.
    case function(Int)

    /// The space bar: `.character(" ")`, by the name scripts and `--keys`
    /// give it (`space`), so a demo reads `case .key(.space):`.
    ///
    /// <!-- not compiled: a demo's method, shown alone -->
    /// ```swift
    /// if input == .key(.space) { isChecked.toggle() }
    /// ```
    public static var space: KeyPress { .character(" ") }
}

/// What a person does to an interactive demo: presses a key, or pastes text.
public enum DemoInput: Sendable, Hashable {
    /// One key press.
    case key(KeyPress)
    /// Text pasted at once (bracketed paste), which a text field takes
    /// whole rather than as key presses.
    case paste(String)
}
