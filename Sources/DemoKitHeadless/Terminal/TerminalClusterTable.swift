/// The characters of more than one scalar (a letter with combining marks, an
/// emoji ZWJ sequence, a flag) that a terminal's cells show, each stored
/// once and referred to by index from ``TerminalCell``.
struct TerminalClusterTable: Sendable {
    /// The longest cluster kept, in UTF-8 bytes, as in tmux: a mark beyond
    /// it is dropped, so a stream of combining marks cannot grow a cell
    /// without bound.
    static let maximumUTF8Count = 32

    private(set) var clusters: [String] = []
    private var indices: [String: UInt32] = [:]

    /// The index of `cluster`, added to the table if it is new.
    mutating func index(of cluster: String) -> UInt32 {
        if let index = indices[cluster] { return index }
        let index = UInt32(clusters.count)
        clusters.append(cluster)
        indices[cluster] = index
        return index
    }

    subscript(index: UInt32) -> String { clusters[Int(index)] }
}
