import DemoKitCore
import DemoKitSnapshots

/// The media of a catalog for documentation: for every script golden, and
/// every still golden of an animated demo, a ``Recording`` written as an
/// asciicast (`Components/spinner+build.cast`) and as an animated SVG
/// (`Components/spinner+build.svg`), at the golden's path.
package struct DocumentationMedia {
    /// Which files are made of each recording.
    package struct Kinds: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// An asciicast v2 file (``Asciicast``), `.cast`.
        package static let cast = Kinds(rawValue: 1)
        /// An animated SVG (``AnimatedSVGPicture``), `.svg`.
        package static let animatedSVG = Kinds(rawValue: 2)
    }

    /// The casts, by path, in plan order.
    package let files: [(path: String, bytes: [UInt8])]
    /// The animated SVGs, by path, in plan order.
    package let pictures: [(path: String, bytes: [UInt8])]
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
    ///   - kinds: The files to make.
    ///   - idleTimeLimit: The longest pause a player shows
    ///     (``Asciicast/encode(_:idleTimeLimit:)``) and an animated SVG
    ///     shows, or `nil`.
    ///   - jobs: How many recordings are made at once.
    /// - Throws: ``SnapshotSetupError`` when the catalog's goldens clash.
    package init(
        catalog: Catalog, filter: SnapshotFilter? = nil, kinds: Kinds = .cast, idleTimeLimit: Duration? = nil,
        jobs: Int = SnapshotConfiguration.defaultJobs
    ) throws(SnapshotSetupError) {
        let cases = try SnapshotPlan(catalog: catalog, filter: filter).cases
        var files: [(path: String, bytes: [UInt8])] = []
        var pictures: [(path: String, bytes: [UInt8])] = []
        var failures: [String] = []
        var recordings = 0
        ParallelBatches.run(
            count: cases.count, jobs: jobs, makeState: {},
            work: { index, _ in Self.media(of: cases[index], kinds: kinds, idleTimeLimit: idleTimeLimit) },
            deliver: { result in
                switch result {
                case .success(let made):
                    guard let made else { return }
                    files += made.cast.map { [$0] } ?? []
                    pictures += made.picture.map { [$0] } ?? []
                    recordings += 1
                case .failure(let failure): failures.append(failure.message)
                }
            })
        self.files = files
        self.pictures = pictures
        self.failures = failures
        self.recordings = recordings
    }

    /// A golden's media, made on any thread; none for a still golden that
    /// does not animate.
    private static func media(
        of goldenCase: GoldenCase, kinds: Kinds, idleTimeLimit: Duration?
    ) -> Result<Made?, MediaFailure> {
        do {
            guard let recording = try Recording(of: goldenCase) else { return .success(nil) }
            var made = Made()
            if kinds.contains(.cast) {
                let cast = Asciicast.encode(recording, idleTimeLimit: idleTimeLimit)
                made.cast = (goldenCase.basePath + ".cast", Array(cast.utf8))
            }
            if kinds.contains(.animatedSVG) {
                let svg = AnimatedSVGPicture.render(recording, idleTimeLimit: idleTimeLimit)
                made.picture = (goldenCase.basePath + ".svg", Array(svg.utf8))
            }
            return .success(made)
        } catch {
            return .failure(MediaFailure(message: "\(goldenCase.description): \(TerminalSafeText.oneLine("\(error)"))"))
        }
    }
}

/// The files made of one recording.
private struct Made: Sendable {
    var cast: (path: String, bytes: [UInt8])?
    var picture: (path: String, bytes: [UInt8])?
}

/// A golden whose recording could not be made.
private struct MediaFailure: Error {
    var message: String
}
