import DemoKitCore

/// Renders a golden case in its fixed context: the demo's own rendering,
/// without the runner's frame, at the variation's width (80 columns unless it
/// says otherwise), light, left to right, with 24-bit colour. The one
/// rendering is encoded twice: without escape sequences for the plain golden,
/// and with them for the golden that keeps styles.
package enum GoldenRenderer {
    package struct Rendering {
        /// The plain golden's bytes.
        package var plain: [UInt8]
        /// The styles golden's bytes, or `nil` when the rendering has no style.
        package var styles: [UInt8]?
    }

    package static func render(_ goldenCase: GoldenCase) throws -> Rendering {
        let demo = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
        let variation = goldenCase.variation
        let block = try demo.render(in: variation.context)
        return Rendering(
            plain: GoldenFile.canonical(block.encoded(for: .none)),
            styles: variation.allowsColor && block.hasStyles
                ? GoldenFile.canonical(block.encoded(for: .trueColor)) : nil
        )
    }
}
