import Foundation

/// What a browser run by ``BrowserSupervisor`` tells it, one line each on
/// its channel: that it is about to run a demo's code, and for which place
/// (a crash or a hang from then on is that demo's), and that it is done
/// and waiting, at which place (where the next browser opens).
///
/// ```text
/// busy {"group":"Crashes","demo":"trap",…}
/// idle {"group":"Crashes","demo":"healthy",…}
/// ```
package enum BrowserReport: Equatable, Sendable {
    case busy(BrowserPlace)
    case idle(BrowserPlace)

    /// The line written to the channel, with its line feed.
    package var line: String {
        let (word, place) = switch self {
        case .busy(let place): ("busy", place)
        case .idle(let place): ("idle", place)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(place)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return word + " " + json + "\n"
    }

    /// The report a line says, or `nil` for a line that is not one.
    package init?(line: Substring) {
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
