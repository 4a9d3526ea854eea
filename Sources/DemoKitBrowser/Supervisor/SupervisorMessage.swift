import Foundation

/// What ``BrowserSupervisor`` tells the browser it runs, one line each on
/// the browser's message descriptor, under `browse --watch`:
///
/// ```text
/// building 12/345
/// failed ["Sources/Demos/Card.swift:12:5: error: cannot find 'x' in scope"]
/// reload
/// uptodate
/// start /tmp/demokit-browser-4242-1a2b3c4d.json
/// ```
package enum SupervisorMessage: Equatable, Sendable {
    /// A build runs or failed: show it.
    case build(BuildStatus)
    /// A new build is ready: save and quit, to be started again from it.
    case reload
    /// A build succeeded without changing the runner (an edit to a test):
    /// the browser is the latest build already.
    case upToDate
    /// To a standby browser (``BrowserLaunch/standby``): the browser on
    /// screen has quit; read the launch file at this path and take the
    /// terminal.
    case start(launchFile: String)

    /// The line written, with its line feed.
    package var line: String {
        switch self {
        case .build(.building(let progress)): "building" + (progress.map { " " + $0 } ?? "") + "\n"
        case .build(.failed(let errors)):
            "failed " + ((try? JSONEncoder().encode(errors)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
        case .reload: "reload\n"
        case .upToDate: "uptodate\n"
        case .start(let launchFile): "start " + launchFile + "\n"
        }
    }

    /// The message a line says, or `nil` for a line that is not one.
    package init?(line: Substring) {
        let word = line.prefix { $0 != " " }
        let rest = line.dropFirst(word.count + 1)
        switch word {
        case "building": self = .build(.building(progress: rest.isEmpty ? nil : String(rest)))
        case "failed":
            guard let errors = try? JSONDecoder().decode([String].self, from: Data(rest.utf8)) else { return nil }
            self = .build(.failed(errors: errors))
        case "reload": self = .reload
        case "uptodate": self = .upToDate
        case "start":
            guard !rest.isEmpty else { return nil }
            self = .start(launchFile: String(rest))
        default: return nil
        }
    }
}
