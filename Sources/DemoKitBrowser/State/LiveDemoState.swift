/// The selected demo's life in the browser: its live pane, whether it has
/// the keys, the script shown, and the time it has been given.
///
/// Not `Sendable`: a live demo's state is any value the demo chose.
package struct LiveDemoState {
    /// The selected demo's player and clock, when the demo is live.
    package internal(set) var pane: LivePane?
    /// Whether the live demo has the keys.
    package internal(set) var isFocused = false
    /// The script shown step by step instead of the live demo, if any.
    package internal(set) var script: ScriptPosition?
    /// The reading of the browser's monotonic clock at the last tick, from
    /// which virtual time advances.
    var lastTick: Duration?
    /// The revision the next live pane starts at.
    private var nextRevision = 0

    /// A revision no live pane of this browser has had.
    mutating func newRevision() -> Int {
        nextRevision += 1
        return nextRevision
    }
}
