/// What fills the browser's screen.
package enum BrowserView: Sendable, Hashable {
    /// The sidebar of groups and demos with the selected demo beside or
    /// below it.
    case catalog
    /// The selected demo alone on the whole screen, opened with Enter.
    case demo
}
