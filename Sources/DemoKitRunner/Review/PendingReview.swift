import DemoKitCore
import DemoKitExport
import DemoKitSnapshots

/// The pending renderings of a snapshot folder, matched with the catalog's
/// golden cases: what `demo-runner review` walks, lists, accepts and rejects.
/// A pending media file is matched with the script that pins it
/// (``PinnedMedia``), and shown as the frames that changed (``MediaFrames``).
///
/// Opening it renders nothing: the plan only names the cases, and the
/// pending folder is listed once; a file is read when its item is shown.
struct PendingReview {
    /// One pending rendering and the golden case it belongs to.
    struct Item: Equatable {
        enum Status: String, Equatable {
            /// No golden yet: accepting adds one.
            case new
            /// A golden that the rendering would replace.
            case changed
            /// No golden case of the catalog produces it any more.
            case orphan
        }

        var entry: PendingEntry
        var status: Status
        /// `Components/buttons/red@dark`, or the path for an orphan.
        var key: String
        /// `Components/buttons (tweak red, dark)`, for the screen.
        var description: String
        /// Whether it is a script's story of screens.
        var isStory: Bool
    }

    let store: PendingStore
    private(set) var items: [Item]

    /// Lists the pending renderings under `root` and matches each with the
    /// catalog's case of the same path; with `filter`, only those whose case
    /// it matches (orphans, which have no case, only without a filter).
    init(catalog: Catalog, store: PendingStore, filter: SnapshotFilter? = nil) throws(SnapshotSetupError) {
        self.store = store
        let entries = store.entries()
        guard !entries.isEmpty else {
            items = []
            return
        }
        let plan = try SnapshotPlan(catalog: catalog)
        var cases: [String: GoldenCase] = [:]
        for goldenCase in plan.cases { cases[goldenCase.basePath] = goldenCase }
        var pinned: [String: GoldenCase] = [:]
        // Only with media waiting: a pin the catalog refuses does not stop the review of goldens.
        if entries.contains(where: \.isMedia) {
            for pin in try PinnedMedia.pins(in: plan, pending: store) { pinned[pin.path] = pin.goldenCase }
        }
        let goldens = store.goldens.makeReader()
        items = entries.compactMap { entry in
            if entry.isMedia {
                guard let goldenCase = pinned[entry.basePath] else {
                    if filter != nil { return nil }
                    return Item(
                        entry: entry, status: .orphan, key: entry.basePath,
                        description: TerminalSafeText.oneLine(entry.basePath) + " (no script pins it)", isStory: false)
                }
                if let filter, !filter.matches(goldenCase), !filter.matches(mediaPath: entry.basePath) { return nil }
                return Item(
                    entry: entry, status: store.media?.exists(entry.basePath) == true ? .changed : .new,
                    key: entry.basePath, description: "pinned media of " + goldenCase.description, isStory: false)
            }
            guard let goldenCase = cases[entry.basePath] else {
                if filter != nil { return nil }
                return Item(
                    entry: entry, status: .orphan, key: entry.basePath,
                    description: TerminalSafeText.oneLine(entry.plainPath) + " (no demo produces it)",
                    isStory: false)
            }
            if let filter, !filter.matches(goldenCase) { return nil }
            return Item(
                entry: entry, status: goldens.exists(entry.plainPath) ? .changed : .new, key: goldenCase.key,
                description: goldenCase.description, isStory: goldenCase.script != nil)
        }
    }
}
