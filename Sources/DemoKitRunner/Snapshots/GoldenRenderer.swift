import DemoKitCore

/// Renders a golden case in its fixed context: the demo's own rendering,
/// without the runner's frame, at the variation's width (80 columns unless it
/// says otherwise), light, left to right, once without colour for the plain
/// golden and once with 24-bit colour for the golden that keeps styles.
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
        let plain = try demo.render(in: variation.context(colorSupport: .none))
        let styled = try demo.render(in: variation.context(colorSupport: .trueColor))
        return Rendering(
            plain: GoldenFile.canonical(plain.encoded(for: .none)),
            styles: styled.hasStyles ? GoldenFile.canonical(styled.encoded(for: .trueColor)) : nil
        )
    }
}
