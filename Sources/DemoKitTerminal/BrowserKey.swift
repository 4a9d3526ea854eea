/// A key press as the browser understands it, decoded from the bytes a
/// terminal sends by ``KeyDecoder``.
package enum BrowserKey: Sendable, Hashable {
    /// A printable character, including letters typed into the filter.
    case character(Character)
    /// A letter pressed with Control, lower-cased: Ctrl-C is `.control("c")`.
    case control(Character)
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case enter
    case escape
    case backspace
    case delete
    case tab
    /// Shift-Tab.
    case backTab
    /// Text pasted with bracketed paste on (`ESC [200~` … `ESC [201~`).
    case paste(String)
}
