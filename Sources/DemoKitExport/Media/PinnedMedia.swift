import DemoKitCore
import DemoKitSnapshots
import Foundation

/// The documentation media a catalog pins (``DemoScript/media``), checked
/// as goldens are: each script that names a file is played in its demo's
/// first snapshot variation, and the file must hold exactly the bytes
/// ``DocumentationMedia`` makes of it now.
///
/// The files are read and written under the package root through
/// ``GoldenStore`` (never through a link, never outside the root, written
/// atomically), and only as the record mode allows: a missing file by
/// ``SnapshotRecordMode/missing``, ``SnapshotRecordMode/failed`` or
/// ``SnapshotRecordMode/all``, a different one by the last two. Under
/// ``SnapshotRecordMode/pending`` a missing or different file's new bytes
/// are left pending for `review` (``PendingStore``, in `.pending/.media/`);
/// a run that writes neither fails naming the command that writes the file.
///
/// A script on the real clock (``DemoTiming/realTime``) is recorded at the
/// times it ran at, which differ on every run, so its file is compared by
/// what it shows: the sequence of distinct screens, styles included, read
/// back from both files as `review` reads them (``MediaFrames/screens``).
/// The file passes, and keeps the times it was recorded at, while the
/// screens are the same; it is rewritten only when they differ.
package struct PinnedMedia: Sendable {
    /// A file a script pins, and the case that makes it.
    package struct Pin: Sendable {
        /// The file, relative to the package root.
        package var path: String
        /// The script's case in the first variation.
        package var goldenCase: GoldenCase
    }

    /// What checking one pin found.
    package enum Status: Sendable, Equatable {
        /// The file holds what the script makes now.
        case passed
        /// The file was missing or different, and was written.
        case written
        /// The file does not exist, and the mode does not write it.
        case missing
        /// The file holds other bytes: the first differing byte's offset,
        /// and the sizes.
        case different(offset: Int, old: Int, new: Int)
        /// The script runs on the real clock and the file shows other
        /// screens: the first differing screen (from 1), and how many
        /// distinct screens each side shows.
        case differentScreens(first: Int, old: Int, new: Int)
        /// The media could not be made, read or written; the message says why.
        case failed(String)
    }

    /// Where a missing or different file's new bytes wait for review.
    package enum Review: Sendable, Equatable {
        /// Left pending, at this absolute path.
        case pending(path: String)
        /// They could not be left pending: the store's words.
        case notLeft(error: String)
    }

    /// One pin's result.
    package struct Result: Sendable {
        /// The pin.
        package var pin: Pin
        /// What was found or done.
        package var status: Status
        /// For a missing or different file under ``SnapshotRecordMode/pending``,
        /// where its new bytes wait; else `nil`.
        package var review: Review?

        /// Whether the pin fails the run: its file is missing, different or
        /// cannot be made.
        package var isFailure: Bool { status != .passed && status != .written }
    }

    /// The pins of `plan`'s cases: each script with ``DemoScript/media``,
    /// in its demo's first variation, in plan order.
    ///
    /// - Parameters:
    ///   - plan: The run's cases.
    ///   - pending: The snapshot folder's pending store, whose pending
    ///     folder no pin may lie in (``PendingStore/holds(mediaPath:)``);
    ///     `nil` checks the paths alone.
    /// - Throws: ``SnapshotSetupError`` when a path is not a relative path
    ///   to an `.svg` or `.cast` file inside the package, lies in the
    ///   pending folder, or two cases pin one file (compared as a file
    ///   system that ignores case compares them, ``CaseFolding``).
    package static func pins(in plan: SnapshotPlan, pending: PendingStore? = nil) throws(SnapshotSetupError) -> [Pin] {
        var pins: [Pin] = []
        // By the folded path: two paths one file on macOS are one file.
        var owners: [String: (goldenCase: GoldenCase, path: String)] = [:]
        for goldenCase in plan.cases where goldenCase.location.variation == 0 {
            guard let path = goldenCase.script?.media else { continue }
            let shown = TerminalSafeText.oneLine(path)
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw SnapshotSetupError(
                    "the media '\(shown)' of \(goldenCase.description) is not a plain path inside the package; "
                        + "give one relative to the package root, e.g. '.github/images/demo.svg'")
            }
            guard Kind(path: path) != nil else {
                throw SnapshotSetupError(
                    "the media '\(shown)' of \(goldenCase.description) ends in neither '.svg' (an animated SVG) "
                        + "nor '.cast' (an asciicast); give it one of them")
            }
            if let pending, pending.holds(mediaPath: path) {
                let folder = pending.media.map { SnapshotLocation.display(pending.root, relativeTo: URL(fileURLWithPath: $0.root)) }
                throw SnapshotSetupError(
                    "the media '\(shown)' of \(goldenCase.description) is inside the snapshot folder's pending folder "
                        + "\(TerminalSafeText.oneLine(folder ?? pending.root)), where new renderings wait for review; "
                        + "give a path outside it, e.g. '.github/images/demo.svg'")
            }
            let key = CaseFolding.key(path)
            if let other = owners[key] {
                let reason = other.path == path ? "" : " ('\(TerminalSafeText.oneLine(other.path))' and '\(shown)' differ "
                    + "only by case or normalisation, which macOS and Windows ignore)"
                throw SnapshotSetupError(
                    "\(other.goldenCase.description) and \(goldenCase.description) both pin the media '\(shown)'\(reason); "
                        + "give the script its media in one tweak only, and each file one spelling")
            }
            owners[key] = (goldenCase, path)
            pins.append(Pin(path: path, goldenCase: goldenCase))
        }
        return pins
    }

    /// The media file's bytes that `pin`'s script makes now.
    ///
    /// - Throws: Whatever the demo throws; ``SnapshotSetupError`` when the
    ///   script's demo has nothing to play.
    package static func bytes(of pin: Pin) throws -> [UInt8] {
        try media(of: pin).bytes
    }

    /// The file's bytes, and whether the recording ran on the real clock.
    private static func media(of pin: Pin) throws -> (bytes: [UInt8], realTime: Bool) {
        guard let recording = try Recording(of: pin.goldenCase) else {
            throw SnapshotSetupError("\(pin.goldenCase.description) has nothing to play")
        }
        switch Kind(path: pin.path) {
        case .cast?: return (Array(Asciicast.encode(recording).utf8), recording.realTime)
        case .svg?, nil: return (Array(AnimatedSVGPicture.render(recording).utf8), recording.realTime)
        }
    }

    /// Checks `pins` against the files under `pending`'s package root
    /// (``PendingStore/media``), writing those `mode` allows and leaving
    /// the others pending in `pending` when `mode` does.
    ///
    /// - Parameters:
    ///   - pins: The pins (``pins(in:)``).
    ///   - pending: The snapshot folder's pending store, with the package
    ///     root the paths are relative to.
    ///   - mode: Which files may be written.
    /// - Returns: One result per pin, in order.
    package static func check(_ pins: [Pin], pending: PendingStore, mode: SnapshotRecordMode) -> [Result] {
        let root = pending.media ?? pending.goldens
        return pins.map { pin in
            let made: [UInt8]
            let realTime: Bool
            do {
                (made, realTime) = try media(of: pin)
            } catch {
                let reason = TerminalSafeText.oneLine("\(error)")
                return Result(pin: pin, status: .failed("\(pin.goldenCase.description) cannot be played: \(reason)"))
            }
            var result = Result(
                pin: pin, status: status(of: pin, made: made, realTime: realTime, root: root, mode: mode))
            settle(&result, made: made, pending: pending, mode: mode)
            return result
        }
    }

    /// Leaves a failing file's new bytes pending, or drops what waits for
    /// a file that passed or was written, as the engine does for goldens.
    private static func settle(
        _ result: inout Result, made: [UInt8], pending: PendingStore, mode: SnapshotRecordMode
    ) {
        guard mode.writesPending || mode.writesMissing else { return }
        let path = result.pin.path
        switch result.status {
        case .passed, .written: try? pending.remove(mediaPath: path)
        case .missing, .different, .differentScreens:
            guard mode.writesPending else { return }
            do {
                try pending.write(made, mediaPath: path)
                result.review = .pending(path: pending.path(of: PendingEntry(mediaPath: path)))
            } catch {
                result.review = .notLeft(error: error.message)
            }
        case .failed: break
        }
    }

    private static func status(
        of pin: Pin, made: [UInt8], realTime: Bool, root: GoldenStore, mode: SnapshotRecordMode
    ) -> Status {
        let found: Status
        switch root.compare(pin.path, with: made) {
        case .identical: return .passed
        case .missing: found = .missing
        case .different(let old) where realTime && MediaFrames(bytes: old, path: pin.path).realTime:
            // Measured times differ on every run: compare what the files show.
            let was = MediaFrames(bytes: old, path: pin.path).screens
            let now = MediaFrames(bytes: made, path: pin.path).screens
            if was == now { return .passed }
            let first = was.indices.first { $0 < now.count && was[$0] != now[$0] } ?? min(was.count, now.count)
            found = .differentScreens(first: first + 1, old: was.count, new: now.count)
        case .different(let old):
            let offset = old.indices.first { $0 < made.count && old[$0] != made[$0] } ?? min(old.count, made.count)
            found = .different(offset: offset, old: old.count, new: made.count)
        case .unreadable(let reason): return .failed("\(root.path(pin.path)) cannot be read: \(reason)")
        case .notAFile(let kind): return .failed("\(root.path(pin.path)) is \(kind), not a file; delete it")
        case .refused(let message): return .failed(message)
        }
        let writes = found == .missing ? mode.writesMissing : mode.writesMismatches
        guard writes else { return found }
        do {
            try root.write(made, to: pin.path)
            return .written
        } catch {
            return .failed(error.message)
        }
    }

    /// What a pinned file holds, by its extension.
    private enum Kind {
        case svg, cast

        init?(path: String) {
            if path.hasSuffix(".svg") {
                self = .svg
            } else if path.hasSuffix(".cast") {
                self = .cast
            } else {
                return nil
            }
        }
    }
}
