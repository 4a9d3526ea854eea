import DemoKitCore
import DemoKitSnapshots

/// One SVG picture per golden the snapshot plan has, still and script
/// goldens alike, at the golden's path with `.svg`
/// (`Components/buttons/red@dark.svg`), rendered as the golden is, in its
/// variation's context.
package struct GoldenPictures {
    /// The pictures, by path, in plan order.
    package let files: [(path: String, bytes: [UInt8])]
    /// Goldens that could not be rendered, one message each; they have no
    /// picture.
    package let failures: [String]

    /// Renders the pictures of `catalog`'s goldens.
    ///
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - filter: Only the goldens the filter selects.
    /// - Throws: ``SnapshotSetupError`` when the catalog's goldens clash.
    package init(
        catalog: Catalog, filter: SnapshotFilter? = nil, jobs: Int = SnapshotConfiguration.defaultJobs
    ) throws(SnapshotSetupError) {
        let cases = try SnapshotPlan(catalog: catalog, filter: filter).cases
        var files: [(path: String, bytes: [UInt8])] = []
        var failures: [String] = []
        files.reserveCapacity(cases.count)
        ParallelBatches.run(
            count: cases.count, jobs: jobs, makeState: {},
            work: { index, _ in Self.picture(of: cases[index]) },
            deliver: { result in
                switch result {
                case .success(let file): files.append(file)
                case .failure(let failure): failures.append(failure.message)
                }
            })
        self.files = files
        self.failures = failures
    }

    /// A golden's picture, rendered on any thread.
    private static func picture(of goldenCase: GoldenCase) -> Result<(path: String, bytes: [UInt8]), PictureFailure> {
        let context = goldenCase.variation.context
        do {
            let block: TextBlock
            if let script = goldenCase.script {
                block = ScriptPlayback.story(
                    of: try GoldenRenderer.frames(of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: context))
            } else {
                block = try GoldenRenderer.screen(of: goldenCase.demo, tweak: goldenCase.tweak, in: context)
            }
            let svg = SVGPicture.render(context.allowsColor ? block : block.withoutStyles, appearance: context.appearance)
            return .success((goldenCase.basePath + ".svg", Array(svg.utf8)))
        } catch {
            return .failure(PictureFailure(message: "\(goldenCase.description): \(TerminalSafeText.oneLine("\(error)"))"))
        }
    }
}

/// A golden that could not be rendered for its picture.
private struct PictureFailure: Error {
    var message: String
}

extension TextBlock {
    /// The same text with every style removed: what a golden without
    /// colour shows.
    var withoutStyles: TextBlock {
        TextBlock(lines.map { StyledText($0.plainText) })
    }
}
