/// Something the browser's state machine asks its terminal shell to do.
package enum BrowserEffect: Sendable, Equatable {
    /// Remember this demo and tweak in the preferences file, as `open` does.
    case remember(Preferences.DemoReference)
    /// Draw the whole screen again, not only what changed (Ctrl-L).
    case redraw
    /// Restore the terminal and stop, as Ctrl-Z does in a shell; `fg`
    /// resumes the browser.
    case suspend
    /// Restore the terminal and exit.
    case quit
}
