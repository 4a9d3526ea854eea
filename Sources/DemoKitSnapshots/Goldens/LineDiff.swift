/// The shortest edit script between two lists of lines, by Myers's
/// O(ND) algorithm, grouped into unified-diff hunks.
///
/// Common leading and trailing lines are set aside first, so the usual golden
/// mismatch (a few changed lines) costs little. When the two sides differ in
/// more than ``maximumEdits`` lines the script falls back to "delete every
/// old line, insert every new one", which keeps time and memory bounded.
package enum LineDiff {
    /// One step of an edit script; indices are 0-based.
    package enum Operation: Sendable, Equatable {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// A run of changes with the unchanged lines around them.
    package struct Hunk: Sendable, Equatable {
        /// 1-based first line on each side (the line before, for an empty side).
        package var oldStart: Int
        package var oldCount: Int
        package var newStart: Int
        package var newCount: Int
        package var operations: [Operation]

        /// `@@ -3,4 +3,5 @@`
        package var header: String {
            "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
        }

        private static func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
    }

    /// Edit distances above this fall back to replacing everything.
    package static let maximumEdits = 1000

    /// The edit script turning `old` into `new`.
    package static func operations<Line: Hashable>(old: [Line], new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        // Lines become small integers so the inner loop compares ints.
        var ids: [Line: Int] = [:]
        func id(_ line: Line) -> Int {
            if let existing = ids[line] { return existing }
            let next = ids.count
            ids[line] = next
            return next
        }
        let a = old[prefix..<(old.count - suffix)].map(id)
        let b = new[prefix..<(new.count - suffix)].map(id)

        var result: [Operation] = (0..<prefix).map { .equal(old: $0, new: $0) }
        let middle =
            myers(a, b, limit: maximumEdits)
            ?? (a.indices.map { .delete(old: $0) } + b.indices.map { .insert(new: $0) })
        for operation in middle {
            switch operation {
            case .equal(let o, let n): result.append(.equal(old: o + prefix, new: n + prefix))
            case .delete(let o): result.append(.delete(old: o + prefix))
            case .insert(let n): result.append(.insert(new: n + prefix))
            }
        }
        for offset in 0..<suffix {
            result.append(.equal(old: old.count - suffix + offset, new: new.count - suffix + offset))
        }
        return result
    }

    /// Groups an edit script into hunks with `context` unchanged lines
    /// around each change; changes closer than twice that share a hunk.
    package static func hunks(_ operations: [Operation], context: Int = 3) -> [Hunk] {
        let changed = operations.indices.filter {
            if case .equal = operations[$0] { return false }
            return true
        }
        guard let firstChange = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = max(0, firstChange - context)
        var end = min(operations.count - 1, firstChange + context)
        for index in changed.dropFirst() {
            if index - context <= end + 1 {
                end = min(operations.count - 1, index + context)
            } else {
                ranges.append(start...end)
                start = max(0, index - context)
                end = min(operations.count - 1, index + context)
            }
        }
        ranges.append(start...end)

        return ranges.map { range in
            let slice = Array(operations[range])
            var oldCount = 0
            var newCount = 0
            var oldFirst: Int?
            var newFirst: Int?
            for operation in slice {
                switch operation {
                case .equal(let o, let n):
                    oldCount += 1
                    newCount += 1
                    oldFirst = oldFirst ?? o
                    newFirst = newFirst ?? n
                case .delete(let o):
                    oldCount += 1
                    oldFirst = oldFirst ?? o
                case .insert(let n):
                    newCount += 1
                    newFirst = newFirst ?? n
                }
            }
            // For an empty side, unified diffs give the line before the hunk.
            let oldStart = oldFirst.map { $0 + 1 } ?? linesBefore(range.lowerBound, in: operations, old: true)
            let newStart = newFirst.map { $0 + 1 } ?? linesBefore(range.lowerBound, in: operations, old: false)
            return Hunk(
                oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount,
                operations: slice)
        }
    }

    private static func linesBefore(_ index: Int, in operations: [Operation], old: Bool) -> Int {
        var count = 0
        for operation in operations[..<index] {
            switch operation {
            case .equal: count += 1
            case .delete: if old { count += 1 }
            case .insert: if !old { count += 1 }
            }
        }
        return count
    }

    /// Myers's greedy algorithm with the trace kept for backtracking; `nil`
    /// when more than `limit` edits are needed.
    private static func myers(_ a: [Int], _ b: [Int], limit: Int) -> [Operation]? {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { .insert(new: $0) } }
        if m == 0 { return (0..<n).map { .delete(old: $0) } }
        let maximum = min(n + m, limit)
        let offset = maximum + 1
        var v = [Int](repeating: 0, count: 2 * maximum + 3)
        // trace[d] holds v[-d...d] as it was before step d.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...maximum {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }

        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d]
            func value(_ k: Int) -> Int { previous[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
            let previousX = value(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(.equal(old: x, new: y))
            }
            if x == previousX {
                y -= 1
                operations.append(.insert(new: y))
            } else {
                x -= 1
                operations.append(.delete(old: x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            operations.append(.equal(old: x, new: y))
        }
        return operations.reversed()
    }
}
