import DemoKitCore
import DemoKitSnapshots

/// The interactive review as a value: which pending rendering is shown, what
/// was decided, how it is shown. Keys change it without touching a file; the
/// session carries out the decisions it returns (``Decision``).
struct ReviewState {
    enum Decision: Equatable {
        case accept(Int)
        case reject(Int)
        case quit
    }

    enum Verdict: Equatable {
        case accepted, rejected, skipped
    }

    var items: [PendingReview.Item]
    /// What happened to each item so far.
    var verdicts: [Verdict?]
    /// The item shown, or `nil` once every one was decided.
    var current: Int?
    /// Its files, read by the session when it is shown.
    var contents: PendingContents?
    /// The plain unified diff instead of the styled renderings.
    var showsDiff = false
    /// The first line of the body shown.
    var scroll = 0
    /// `A` or `R` was pressed: asks before deciding every remaining item.
    var confirming: Decision?
    /// One line under the body: an error, or what was done.
    var message: String?

    init(items: [PendingReview.Item]) {
        self.items = items
        verdicts = Array(repeating: nil, count: items.count)
        current = items.isEmpty ? nil : 0
    }

    /// How many are still to be decided, the shown one included.
    var remaining: Int { verdicts.filter { $0 == nil }.count }

    /// The decisions `key` asks for, in order; the state moves on as if they
    /// succeed (``record(_:for:)`` notes a failure).
    mutating func handle(_ key: KeyPress, bodyHeight: Int) -> [Decision] {
        if let asked = confirming {
            confirming = nil
            guard key == .character("y") || key == .character("Y") else {
                message = "Nothing was decided."
                return []
            }
            var decisions: [Decision] = []
            for index in items.indices where verdicts[index] == nil {
                switch asked {
                case .accept: decisions.append(.accept(index))
                default: decisions.append(.reject(index))
                }
            }
            return decisions
        }
        guard let index = current else { return [.quit] }
        message = nil
        switch key {
        case .character("a"): return [.accept(index)]
        case .character("r"): return [.reject(index)]
        case .character("s"), .right, .character("n"):
            verdicts[index] = .skipped
            advance()
        case .character("A"):
            confirming = .accept(index)
            message = "Accept all \(remaining) remaining? y/n"
        case .character("R"):
            confirming = .reject(index)
            message = "Reject all \(remaining) remaining (their goldens stay as they are)? y/n"
        case .character("d"):
            showsDiff.toggle()
            scroll = 0
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown, .character(" "): scroll += max(1, bodyHeight - 1)
        case .pageUp: scroll = max(0, scroll - max(1, bodyHeight - 1))
        case .home: scroll = 0
        case .character("q"), .escape, .control("c"): return [.quit]
        default: message = "Keys: a accept · r reject · s skip · A/R all · d diff · ↑↓ scroll · q quit"
        }
        return []
    }

    /// Notes the outcome of a decision the session carried out.
    mutating func record(_ decision: Decision, error: String?) {
        switch decision {
        case .accept(let index), .reject(let index):
            if let error {
                message = error
                return
            }
            verdicts[index] = decision == .accept(index) ? .accepted : .rejected
            if index == current { advance() }
        case .quit:
            break
        }
    }

    /// Shows the next item not yet decided, after the current one, then
    /// from the start (skipped ones come back only on a new review).
    private mutating func advance() {
        contents = nil
        showsDiff = false
        scroll = 0
        let start = (current ?? -1) + 1
        current = (start..<items.count).first { verdicts[$0] == nil }
    }

    /// Items neither accepted nor rejected: skipped, or not reached.
    var stillPending: Int { verdicts.filter { $0 != .accepted && $0 != .rejected }.count }

    /// `Accepted 3, rejected 1, skipped 2; 2 still pending`.
    var summary: String {
        let count = { (verdict: Verdict) in self.verdicts.filter { $0 == verdict }.count }
        let left = stillPending
        var text = "Accepted \(count(.accepted)), rejected \(count(.rejected)), skipped \(count(.skipped))"
        text += left == 0 ? "; nothing left pending" : "; \(left) still pending"
        return text
    }
}
