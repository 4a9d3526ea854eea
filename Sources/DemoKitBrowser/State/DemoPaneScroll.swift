/// How far the demo pane is scrolled, and how far it can be, as the screen
/// last found it.
package struct DemoPaneScroll: Sendable, Equatable {
    /// The first line of the demo shown, when it is taller than its pane.
    package internal(set) var top = 0
    /// How far the demo can scroll.
    package internal(set) var limit = 0
    /// The demo's lines the pane showed.
    package internal(set) var pageRows: Int?

    /// Scrolls `lines` down (up, when negative), within the demo.
    mutating func scroll(by lines: Int) {
        top = min(max(0, top + lines), limit)
    }

    /// Records the last line the demo can scroll to and the lines a page
    /// shows, keeping the top within them.
    mutating func note(limit: Int, pageRows: Int?) {
        self.limit = max(0, limit)
        self.pageRows = pageRows
        top = min(top, self.limit)
    }
}
