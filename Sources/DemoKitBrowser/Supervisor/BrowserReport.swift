import Foundation

/// What a browser run by ``BrowserSupervisor`` tells it, one line each on
/// its channel: that it is about to run a demo's code, and for which place
/// (a crash or a hang from then on is that demo's), and that it is done
/// and waiting, at which place (where the next browser opens).
///
/// ```text
/// busy {"group":"Crashes","demo":"trap",…}
/// idle {"group":"Crashes","demo":"healthy",…}
/// reloading
/// ready
/// ```
package enum BrowserReport: Equatable, Sendable {
    case busy(BrowserPlace)
    case idle(BrowserPlace)
    /// The browser quits because the supervisor asked it to, for a new
    /// build (``SupervisorMessage/reload``), not because a person did.
    case reloading
    /// A standby browser (``BrowserLaunch/standby``) has started and read
    /// its catalog, and waits to be told to take the terminal.
    case ready

    /// The line written to the channel, with its line feed.
    package var line: String {
        let word: String
        let place: BrowserPlace
        switch self {
        case .busy(let busy): (word, place) = ("busy", busy)
        case .idle(let idle): (word, place) = ("idle", idle)
        case .reloading: return "reloading\n"
        case .ready: return "ready\n"
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(place)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return word + " " + json + "\n"
    }

    /// The report a line says, or `nil` for a line that is not one.
    package init?(line: Substring) {
        if line == "reloading" || line == "ready" {
            self = line == "ready" ? .ready : .reloading
            return
        }
        guard let space = line.firstIndex(of: " ") else { return nil }
        let json = Data(line[line.index(after: space)...].utf8)
        guard let place = try? JSONDecoder().decode(BrowserPlace.self, from: json) else { return nil }
        switch line[..<space] {
        case "busy": self = .busy(place)
        case "idle": self = .idle(place)
        default: return nil
        }
    }
}
