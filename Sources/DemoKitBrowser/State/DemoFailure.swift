/// A demo that crashed or hung a browser: the next browser shows this in
/// its pane instead of running the demo again in that tweak with those
/// control values. Other values (a text fixed in the `c` panel) run, and so
/// does the tweak without them.
package struct DemoFailure: Codable, Equatable, Sendable {
    /// A demo, tweak and control values, by identifier.
    package struct Key: Codable, Hashable, Sendable {
        package var group: String
        package var demo: String
        package var tweak: String?
        /// The controls set over the tweak's values, each `name=value` in
        /// the demo's order; `nil` when none was (and for an audit, which
        /// renders the tweak alone).
        package var controls: [String]?

        package init(group: String, demo: String, tweak: String?, controls: [String]? = nil) {
            self.group = group
            self.demo = demo
            self.tweak = tweak
            self.controls = controls
        }
    }

    package var key: Key
    /// One line: `This demo crashed the browser: signal 4 (SIGILL): Fatal error: boom`.
    package var summary: String
    /// What the program printed that says where: a few lines of the
    /// backtrace. Not yet made safe to print.
    package var details: [String]

    package init(key: Key, summary: String, details: [String] = []) {
        self.key = key
        self.summary = summary
        self.details = details
    }
}
