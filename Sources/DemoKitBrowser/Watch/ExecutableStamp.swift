import Foundation

/// What tells one build of the runner from another: its file's identity,
/// size and modification time. A build that leaves it as it was (an edit
/// to a test) needs no new browser.
struct ExecutableStamp: Equatable {
    var attributes: [String]

    init?(path: String) {
        guard let values = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        attributes = [FileAttributeKey.systemFileNumber, .size, .modificationDate].map {
            values[$0].map { "\($0)" } ?? ""
        }
    }
}
