/// When golden snapshots are written.
///
/// | Mode | Writes |
/// | - | - |
/// | ``never`` | nothing; a missing or different golden fails |
/// | ``pending`` | nothing over a golden: the new rendering of a missing or different golden is left pending for `demo-runner review`, and the golden fails |
/// | ``missing`` | goldens that do not exist yet |
/// | ``failed`` | goldens that are missing or do not match |
/// | ``all`` | every golden whose file differs from the rendering |
///
/// A golden is only rewritten when its bytes change, so `all` on an
/// up-to-date tree writes nothing.
///
/// The mode is chosen, in order, by an explicit argument (`--record`, or
/// `record:` in `assertDemoSnapshots`), then `withDemoSnapshots(record:)`,
/// then the `DEMOKIT_RECORD` environment variable (test helpers only). Without
/// any of them it is ``pending`` on a developer's machine and ``never`` when
/// `CI` is set (and not `false` or `0`): accepting a change is a separate,
/// deliberate step (`demo-runner review`), a CI run never writes, and a
/// missing golden fails every run.
public struct SnapshotRecordMode: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case never
        case pending
        case missing
        case failed
        case all
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Write nothing; a missing or different golden fails.
    public static let never = SnapshotRecordMode(.never)
    /// Write no golden; leave the new rendering of a missing or different
    /// golden pending beside the goldens (in the snapshot folder's hidden
    /// `.pending` folder) for `demo-runner review` to accept or reject.
    public static let pending = SnapshotRecordMode(.pending)
    /// Write goldens that do not exist yet.
    public static let missing = SnapshotRecordMode(.missing)
    /// Write goldens that are missing or do not match.
    public static let failed = SnapshotRecordMode(.failed)
    /// Rewrite every golden whose file differs from the rendering.
    public static let all = SnapshotRecordMode(.all)

    /// The mode named `pending`, `missing`, `failed`, `all` or `never`, as typed after
    /// `--record` or in `DEMOKIT_RECORD`.
    public init?(_ name: String) {
        guard let kind = Kind(rawValue: name.lowercased()) else { return nil }
        self.kind = kind
    }

    /// The names `--record` and `DEMOKIT_RECORD` accept.
    package static let names = Kind.allCases.map(\.rawValue)

    public var description: String { kind.rawValue }

    /// Whether a golden that does not exist is written.
    package var writesMissing: Bool { kind == .missing || kind == .failed || kind == .all }
    /// Whether the new rendering of a missing or different golden is left
    /// pending for review instead.
    package var writesPending: Bool { kind == .pending }
    /// Whether a golden that does not match is rewritten.
    package var writesMismatches: Bool { kind == .failed || kind == .all }
    /// Whether a golden that matches after normalisation (CRLF, trailing
    /// newlines) but not byte for byte is rewritten in canonical form.
    package var writesNonCanonical: Bool { kind == .all }
}
