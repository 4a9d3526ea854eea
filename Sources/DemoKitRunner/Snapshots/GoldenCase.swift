import DemoKitCore

/// One rendering pinned by golden files: a demo, in one tweak, in one
/// variation. It owns a plain golden (`red.txt`) and, when the rendering
/// carries styles, a golden that keeps them (`red.ansi`).
package struct GoldenCase: Sendable {
    package let demo: CatalogDemo
    /// `nil` for a demo without tweaks.
    package let tweak: CatalogTweak?
    package let variation: SnapshotVariation
    /// The identifiers, as typed: `Components/buttons/red@dark`. Used by
    /// `--filter`, `--shard` and in messages.
    package let key: String
    /// The sanitised path under the snapshot root, without extension:
    /// `Components/buttons/red@dark`.
    package let basePath: String

    /// The plain golden: no escape sequences.
    package var plainPath: String { basePath + GoldenFile.plainExtension }
    /// The golden that keeps ANSI styles, rendered with 24-bit colour.
    package var stylesPath: String { basePath + GoldenFile.stylesExtension }

    /// `Components/buttons (tweak red, dark)`, for messages.
    package var description: String {
        var details: [String] = []
        if let tweak { details.append("tweak \(tweak.identifier)") }
        if !variation.suffix.isEmpty { details.append(variation.suffix) }
        return demo.address + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }

    /// A filter that selects this case's tweak (all its variations), for the
    /// re-record command a failure prints.
    package var filterPattern: String {
        demo.address + (tweak.map { "/" + $0.identifier } ?? "")
    }
}
