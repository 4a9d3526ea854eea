import DemoKitCore

/// One rendering pinned by golden files: a demo, in one tweak, in one
/// variation. It owns a plain golden (`red.txt`) and, when the rendering
/// carries styles, a golden that keeps them (`red.ansi`).
package struct GoldenCase: Sendable {
    private let owner: GoldenDemo
    /// `nil` for a demo without tweaks.
    package let tweak: CatalogTweak?
    /// The tweak's sanitised path component, empty without a tweak.
    private let tweakComponent: String
    package let variation: SnapshotVariation

    init(owner: GoldenDemo, tweak: CatalogTweak?, tweakComponent: String, variation: SnapshotVariation) {
        self.owner = owner
        self.tweak = tweak
        self.tweakComponent = tweakComponent
        self.variation = variation
    }

    package var demo: CatalogDemo { owner.demo }

    /// The identifiers, as typed: `Components/buttons/red@dark`. Used by
    /// `--filter`, `--shard` and in messages.
    package var key: String {
        var key = demo.address
        if let tweak { key += "/" + tweak.identifier }
        let suffix = variation.suffix
        if !suffix.isEmpty { key += "@" + suffix }
        return key
    }

    /// The sanitised path under the snapshot root, without extension:
    /// `Components/buttons/red@dark`.
    package var basePath: String {
        var path = owner.path
        if tweak != nil { path += "/" + tweakComponent }
        let suffix = variation.suffix
        if !suffix.isEmpty { path += "@" + suffix }
        return path
    }

    /// The plain golden: no escape sequences.
    package var plainPath: String { basePath + GoldenFile.plainExtension }
    /// The golden that keeps ANSI styles, rendered with 24-bit colour.
    package var stylesPath: String { basePath + GoldenFile.stylesExtension }

    /// `Components/buttons (tweak red, dark)`, for messages: identifiers
    /// with invisible characters made visible (`tab␉name`), so that one
    /// cannot break a message's line or drive the terminal.
    package var description: String {
        var details: [String] = []
        if let tweak { details.append("tweak \(TerminalSafeText.oneLine(tweak.identifier))") }
        if !variation.suffix.isEmpty { details.append(TerminalSafeText.oneLine(variation.suffix)) }
        return TerminalSafeText.oneLine(demo.address)
            + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }

    /// `demo 'Components/buttons' tweak 'red' variation 'dark'`, for clashes.
    var ownerDescription: String {
        var text = "demo '\(TerminalSafeText.oneLine(demo.address))'"
        if let tweak { text += " tweak '\(TerminalSafeText.oneLine(tweak.identifier))'" }
        if !variation.suffix.isEmpty { text += " variation '\(TerminalSafeText.oneLine(variation.suffix))'" }
        return text
    }

    /// A filter that selects exactly this case's tweak (all its variations),
    /// whatever its identifiers hold, for the re-record command a failure
    /// prints: `Components/buttons/red`, `Hostile/a\,b`.
    package var filterPattern: String {
        var identifiers = [demo.groupIdentifier, demo.identifier]
        if let tweak { identifiers.append(tweak.identifier) }
        return SnapshotFilter.exactPattern(identifiers)
    }
}
