import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// The interactive review in a real terminal: raw mode on the alternate
/// screen (given back on every exit, signals included, by ``RawTerminal``),
/// one pending rendering at a time, decisions carried out through
/// ``PendingStore`` as they are made.
struct ReviewSession {
    var state: ReviewState
    let review: PendingReview
    let terminal: RawTerminal

    mutating func run() throws(RunnerError) {
        do {
            try terminal.enter()
        } catch {
            throw .failure(error.message)
        }
        defer { terminal.leave() }
        var writer = FrameWriter(colorSupport: .trueColor)
        var decoder = KeyDecoder()
        var pendingEscape = false
        loop: while state.current != nil {
            load()
            let size = terminal.size
            terminal.write(writer.output(for: ReviewScreen.lines(state, size: size), size: size))
            var keys: [DemoInput] = []
            switch terminal.waitForEvent(timeoutMilliseconds: pendingEscape ? 100 : -1) {
            case .input(let bytes):
                keys = decoder.feed(bytes)
                pendingEscape = decoder.hasPendingInput
            case .timedOut:
                keys = decoder.flush()
                pendingEscape = false
            case .resized, .resumed:
                writer.invalidate()
            case .interrupted, .message:
                break
            case .closed:
                break loop
            }
            for case .key(let key) in keys {
                let height = max(1, terminal.size.rows - ReviewScreen.chromeHeight)
                for decision in state.handle(key, bodyHeight: height) {
                    if decision == .quit { break loop }
                    state.record(decision, error: carryOut(decision))
                }
            }
        }
    }

    /// Reads the shown item's files once, and opens a story at its first change.
    private mutating func load() {
        guard let index = state.current, state.contents == nil else { return }
        do {
            state.contents = try review.store.contents(of: state.items[index].entry)
            let body = ReviewScreen.body(state, item: state.items[index], width: terminal.size.columns)
            state.scroll = body.focus
        } catch {
            state.message = TerminalSafeText.oneLine(error.message)
            state.contents = PendingContents(plain: [], styles: nil, goldenPlain: nil, goldenStyles: nil)
        }
    }

    /// Accepts or rejects an item; the one-line error, or `nil`.
    private func carryOut(_ decision: ReviewState.Decision) -> String? {
        do {
            switch decision {
            case .accept(let index):
                let item = state.items[index]
                if item.status == .orphan {
                    return "\(TerminalSafeText.oneLine(item.key)) has no demo any more; reject it (r)"
                }
                try review.store.accept(item.entry)
            case .reject(let index):
                try review.store.reject(state.items[index].entry)
            case .quit:
                break
            }
            return nil
        } catch {
            return TerminalSafeText.oneLine(error.message)
        }
    }
}
