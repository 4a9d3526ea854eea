import DemoKitCore
import DemoKitSnapshots

/// The media of a catalog for documentation: for every script golden, and
/// every still golden of an animated demo, a ``Recording`` written as an
/// asciicast (`Components/spinner+build.cast`), at the golden's path.
package struct DocumentationMedia {
    /// The files, by path, in plan order.
    package let files: [(path: String, bytes: [UInt8])]
    /// Recordings that could not be made, one message each; they have no
    /// media.
    package let failures: [String]
    /// How many recordings the files hold.
    package let recordings: Int

    /// Records the scripts and animations of `catalog`'s goldens.
    ///
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - filter: Only the goldens the filter selects.
    ///   - idleTimeLimit: The longest pause a player shows
    ///     (``Asciicast/encode(_:idleTimeLimit:)``), or `nil`.
    ///   - jobs: How many recordings are made at once.
    /// - Throws: ``SnapshotSetupError`` when the catalog's goldens clash.
    package init(
        catalog: Catalog, filter: SnapshotFilter? = nil, idleTimeLimit: Duration? = nil,
        jobs: Int = SnapshotConfiguration.defaultJobs
    ) throws(SnapshotSetupError) {
        let cases = try SnapshotPlan(catalog: catalog, filter: filter).cases
        var files: [(path: String, bytes: [UInt8])] = []
        var failures: [String] = []
        var recordings = 0
        ParallelBatches.run(
            count: cases.count, jobs: jobs, makeState: {},
            work: { index, _ in Self.media(of: cases[index], idleTimeLimit: idleTimeLimit) },
            deliver: { result in
                switch result {
                case .success(let made):
                    files += made
                    if !made.isEmpty { recordings += 1 }
                case .failure(let failure): failures.append(failure.message)
                }
            })
        self.files = files
        self.failures = failures
        self.recordings = recordings
    }

    /// A golden's media, made on any thread; none for a still golden that
    /// does not animate.
    private static func media(
        of goldenCase: GoldenCase, idleTimeLimit: Duration?
    ) -> Result<[(path: String, bytes: [UInt8])], MediaFailure> {
        do {
            guard let recording = try Recording(of: goldenCase) else { return .success([]) }
            let cast = Asciicast.encode(recording, idleTimeLimit: idleTimeLimit)
            return .success([(goldenCase.basePath + ".cast", Array(cast.utf8))])
        } catch {
            return .failure(MediaFailure(message: "\(goldenCase.description): \(TerminalSafeText.oneLine("\(error)"))"))
        }
    }
}

/// A golden whose recording could not be made.
private struct MediaFailure: Error {
    var message: String
}
