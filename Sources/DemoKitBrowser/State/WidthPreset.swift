/// A width the demo is rendered at, cycled with `w`.
package enum WidthPreset: Sendable, Hashable, CustomStringConvertible {
    /// As wide as the demo's pane.
    case fit
    /// A fixed number of columns, clipped when the pane is narrower.
    case columns(Int)

    /// The presets `w` cycles through, in order.
    package static let all: [WidthPreset] = [.fit, .columns(40), .columns(60), .columns(80), .columns(120)]

    /// The width to render at in a pane `paneWidth` columns wide.
    package func width(inPane paneWidth: Int) -> Int {
        switch self {
        case .fit: max(1, paneWidth)
        case .columns(let columns): columns
        }
    }

    package var description: String {
        switch self {
        case .fit: "fit"
        case .columns(let columns): "\(columns) cols"
        }
    }
}
