/// A demo that crashed or hung a browser: the next browser shows this in
/// its pane instead of running the demo again.
package struct DemoFailure: Codable, Equatable, Sendable {
    /// A demo and tweak, by identifier.
    package struct Key: Codable, Hashable, Sendable {
        package var group: String
        package var demo: String
        package var tweak: String?

        package init(group: String, demo: String, tweak: String?) {
            self.group = group
            self.demo = demo
            self.tweak = tweak
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
