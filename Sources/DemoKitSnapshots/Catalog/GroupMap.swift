import Dispatch

/// Work done for each group of a catalog, on every core when the catalog is
/// large enough to be worth it, the results in the groups' order: building
/// a thousand demos' entries (`Catalog`) or their listing (`list`) then
/// takes the time of the largest share, not of the sum.
///
/// A group's static requirements may be called from any thread
/// (``DemoGroup`` refines `SendableMetatype`), as the snapshot engine does.
///
/// ```swift
/// let counts = GroupMap.map(groups.count, demos: 5_000) { index in groups[index].numberOfDemos }
/// ```
package enum GroupMap {
    /// Below this many demos in all, one thread does it all: starting the
    /// others would cost more than they save.
    package static let parallelDemos = 256

    /// `body` of each index from 0 to `count - 1`, in order.
    ///
    /// - Parameters:
    ///   - count: The number of groups.
    ///   - demos: How many demos the groups hold in all, to decide whether
    ///     to use more threads.
    ///   - body: The work for one group; called from several threads at once.
    package static func map<Result: Sendable>(
        _ count: Int, demos: Int, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > 1, demos >= parallelDemos else { return (0..<count).map(body) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            // Each iteration writes only its own slot.
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = body(index)
            }
        }
        return results.compactMap { $0 }
    }
}

/// The result slots that the threads fill, each its own.
private struct Slots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
