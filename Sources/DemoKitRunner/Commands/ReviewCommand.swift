import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal
import Foundation

/// `demo-runner review`: walks the renderings `snapshot` (or a test) left
/// pending, showing each beside its golden, and accepts or rejects them; or,
/// for scripts, lists, accepts or rejects them without asking.
///
/// Accepting replaces the golden atomically; rejecting deletes only the
/// pending files. Exits 0 when what was asked was done, 1 when a file could
/// not be accepted or rejected (it stays pending), 64 for a usage error.
package struct ReviewCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "review",
        abstract: "Accept or reject the new renderings 'snapshot' left pending.",
        discussion: """
            Shows each pending rendering beside its golden, in colour, with the changed rows marked
            (d: the plain diff; a story of screens opens at its first changed step; a pinned
            media file shows the frames that changed), and takes
            a (accept), r (reject), s (skip), A or R (all remaining, after y), q (quit). Needs a
            terminal; in scripts use --list, --accept or --reject, each with an optional FILTER
            as 'snapshot --filter' takes it. Accepting replaces the golden atomically; rejecting
            deletes only the pending files.
            """,
        arguments: [
            ArgumentSpec(
                "filter",
                help: "With --accept, --reject or --list: only these goldens ('red', 'Components/buttons';\n"
                    + "'=Components/buttons' for that golden alone, not its scripts).",
                isOptional: true)
        ],
        options: Options.specs
    )

    /// `review`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--accept`.
        package var accept: Bool = false
        /// `--reject`.
        package var reject: Bool = false
        /// `--list`.
        package var list: Bool = false
        /// `--json`.
        package var json: Bool = false
        /// `--snapshots`.
        package var snapshots: String?

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .flag(\.accept, "accept", help: "Accept every pending rendering (that FILTER matches) without asking."),
            .flag(\.reject, "reject", help: "Reject every pending rendering (that FILTER matches) without asking."),
            .flag(\.list, "list", help: "List the pending renderings: new, changed or orphan."),
            .flag(\.json, "json", help: "With --list: print JSON for scripts (schema: the DemoKitRunner documentation)."),
            .value(
                \.snapshots, "snapshots", value: "dir",
                help: "The snapshot folder, found as 'snapshot' finds it when not given."),
        ]
    }

    enum Action { case interactive, accept, reject, list }

    let action: Action
    let filter: SnapshotFilter?
    let json: Bool
    let snapshots: String?

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        let chosen = [(options.accept, Action.accept), (options.reject, .reject), (options.list, .list)].filter(\.0)
        guard chosen.count <= 1 else {
            throw .usage("give one of '--accept', '--reject' and '--list', not several")
        }
        action = chosen.first?.1 ?? .interactive
        json = options.json
        if json, action != .list { throw .usage("'--json' goes with '--list'; write 'review --list --json'") }
        guard arguments.count <= 1 else {
            throw .usage("give one filter; several patterns go in one, separated by ',': 'red,blue'")
        }
        do {
            filter = try arguments.first.map { text throws(SnapshotSetupError) in try SnapshotFilter(text) }
        } catch {
            throw .usage(error.message)
        }
        if filter != nil, action == .interactive {
            throw .usage("a filter goes with '--accept', '--reject' or '--list'; 'review' alone walks every one")
        }
        snapshots = options.snapshots
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        let location: SnapshotLocation.Resolved
        do {
            location = try environment.snapshotLocation(explicit: snapshots, artifacts: nil)
        } catch {
            throw .failure(error.message)
        }
        let root = location.root
        let store = location.pendingStore(fallbackRoot: environment.currentDirectory)
        let shownRoot = TerminalSafeText.oneLine(
            SnapshotLocation.display(root.path, relativeTo: environment.currentDirectory))
        let review: PendingReview
        do {
            review = try PendingReview(catalog: catalog, store: store, filter: filter)
        } catch {
            throw .failure(error.message)
        }
        // The commands it prints review the same folder when pasted.
        let folder = snapshots.map { " --snapshots " + ShellWord.quoted($0) } ?? ""
        let name = environment.commandName
        if review.items.isEmpty {
            if let filter, !store.entries().isEmpty {
                throw .usage("no pending rendering matches the filter '\(filter)'; see '\(name) review --list\(folder)'")
            }
            if json {
                environment.write(TerminalSafeText.json(ReviewJSON(snapshots: shownRoot, items: []).json()))
            } else {
                environment.write("No pending goldens in \(shownRoot).\n")
            }
            return
        }
        switch action {
        case .list:
            if json {
                environment.write(TerminalSafeText.json(ReviewJSON(snapshots: shownRoot, items: review.items).json()))
            } else {
                for item in review.items {
                    let status = item.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                    environment.write("\(status) \(TerminalSafeText.oneLine(item.key))\n")
                }
                environment.write("\(review.items.count) pending in \(shownRoot); '\(name) review\(folder)' to decide\n")
            }
        case .accept, .reject:
            try decideAll(review, accepting: action == .accept, environment: environment)
        case .interactive:
            guard environment.isInputTerminal, environment.isOutputTerminal, environment.variables["TERM"] != "dumb" else {
                throw .usage(
                    "'review' needs a terminal; \(review.items.count) pending in \(shownRoot): "
                        + "see '\(name) review --list\(folder)', then '\(name) review\(folder) --accept [FILTER]' "
                        + "or '--reject [FILTER]'")
            }
            var session = ReviewSession(state: ReviewState(items: review.items), review: review, terminal: RawTerminal())
            try session.run()
            environment.write(session.state.summary + (session.state.stillPending > 0 ? " ('\(name) review\(folder)' to continue)" : "") + "\n")
        }
    }

    private func decideAll(_ review: PendingReview, accepting: Bool, environment: RunnerEnvironment) throws(RunnerError) {
        var failures = 0
        for item in review.items {
            let shown = TerminalSafeText.oneLine(item.key)
            do {
                if accepting {
                    guard item.status != .orphan else {
                        environment.writeError("✗ \(shown): no demo produces it any more; reject it instead\n")
                        failures += 1
                        continue
                    }
                    try review.store.accept(item.entry)
                    environment.write("accepted \(shown)\(item.status == .new ? " (new)" : "")\n")
                } else {
                    try review.store.reject(item.entry)
                    environment.write("rejected \(shown)\n")
                }
            } catch {
                environment.writeError("✗ \(shown): \(TerminalSafeText.oneLine(error.message))\n")
                failures += 1
            }
        }
        let done = review.items.count - failures
        environment.write("\(accepting ? "Accepted" : "Rejected") \(done) of \(review.items.count)\n")
        if failures > 0 {
            throw .failure("\(failures) pending rendering\(failures == 1 ? "" : "s") could not be \(accepting ? "accepted" : "rejected"); they stay pending")
        }
    }
}

/// `review --list --json`.
struct ReviewJSON: Encodable {
    struct Item: Encodable {
        var key: String
        var path: String
        var status: String
        var hasStyles: Bool
        /// A pinned media file (its path is under the package root).
        var media: Bool
    }

    var schemaVersion = 1
    var snapshots: String
    var pending: [Item]

    init(snapshots: String, items: [PendingReview.Item]) {
        self.snapshots = snapshots
        pending = items.map {
            Item(
                key: $0.key, path: $0.entry.plainPath, status: $0.status.rawValue, hasStyles: $0.entry.hasStyles,
                media: $0.entry.isMedia)
        }
    }

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
