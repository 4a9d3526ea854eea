/// Writes the escaped texts of one line's runs, one after the other, with
/// U+2067 and U+2069 around the runs of right-to-left text that
/// ``BidiIsolation`` finds in the line as a whole: a right-to-left phrase
/// split into differently styled runs is one isolate, with the SGR
/// sequences inside it.
///
/// An isolate opens just before its first scalar and closes just after its
/// last one, inside the styled runs those scalars belong to.
struct IsolatingWriter {
    /// Offsets into the line's scalars, ascending: where each isolate
    /// opens and closes.
    private var opens: [Int] = []
    private var closes: [Int] = []
    private var nextOpen = 0
    private var nextClose = 0
    private var offset = 0

    /// Prepares to write `texts`, the escaped runs of one line.
    init(_ texts: [String]) {
        guard texts.contains(where: BidiIsolation.mayContainRightToLeft) else { return }
        var scalars: [Unicode.Scalar] = []
        for text in texts { scalars.append(contentsOf: text.unicodeScalars) }
        for run in BidiIsolation.runs(in: scalars) {
            opens.append(run.lowerBound)
            closes.append(run.upperBound)
        }
    }

    /// Appends the next run's `text` to `output`, with the isolates that
    /// open or close in it.
    mutating func append<Output: EncodedOutput>(_ text: String, to output: inout Output) {
        guard nextClose < closes.count else {
            output.append(text)
            return
        }
        // The text is copied in slices between the isolates, not scalar by
        // scalar: most of a line lies outside them.
        let scalars = text.unicodeScalars
        var sliceStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if nextOpen < opens.count, opens[nextOpen] == offset {
                output.append(scalars[sliceStart..<index])
                output.append(BidiIsolation.rightToLeftIsolate)
                sliceStart = index
                nextOpen += 1
            }
            index = scalars.index(after: index)
            offset += 1
            if nextClose < closes.count, closes[nextClose] == offset {
                output.append(scalars[sliceStart..<index])
                output.append(BidiIsolation.popDirectionalIsolate)
                sliceStart = index
                nextClose += 1
            }
        }
        output.append(text[sliceStart...])
    }
}
