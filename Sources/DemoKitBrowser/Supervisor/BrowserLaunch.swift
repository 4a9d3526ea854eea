import Foundation

/// What a browser started by ``BrowserSupervisor`` opens with: the place
/// the last browser was at, the demos that crashed or hung one, and a
/// notice for the status line. Written as JSON to a file whose path is the
/// browser's hidden second argument (see ``BrowserLaunch/hiddenCommand``).
package struct BrowserLaunch: Codable, Equatable, Sendable {
    /// The first argument that starts a supervised browser instead of a
    /// command: `RUNNER __demokit-browser STATE-FILE browse [OPTIONS]`.
    /// Not a command a person types; `browse` in a terminal uses it.
    package static let hiddenCommand = "__demokit-browser"

    /// Where to open; `nil` opens where `browse` would.
    package var place: BrowserPlace?
    /// Demos not to run again.
    package var failures: [DemoFailure] = []
    /// Shown in the status line until the first key.
    package var notice: String?
    /// The rebuild under way or failed, under `--watch`.
    package var build: BuildStatus?
    /// `true` for a new build's browser started while the last one still
    /// has the terminal: it reports ``BrowserReport/ready`` and waits for
    /// ``SupervisorMessage/start(launchFile:)`` before it reads its place
    /// or touches the terminal (``BrowserStandby``).
    package var standby: Bool?

    package init(place: BrowserPlace? = nil, failures: [DemoFailure] = [], notice: String? = nil) {
        self.place = place
        self.failures = failures
        self.notice = notice
    }

    /// Reads a launch file; a missing or unreadable file is a fresh start.
    package static func read(from path: String) -> BrowserLaunch {
        guard let data = FileManager.default.contents(atPath: path),
            let launch = try? JSONDecoder().decode(BrowserLaunch.self, from: data)
        else { return BrowserLaunch() }
        return launch
    }

    /// Writes the launch file.
    ///
    /// - Throws: The file system's error.
    package func write(to path: String) throws {
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
