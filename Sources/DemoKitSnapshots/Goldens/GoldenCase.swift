import DemoKitCore

/// One rendering pinned by golden files: a demo, in one tweak, in one
/// variation, either as it starts (a still golden) or played through one of
/// its scripts (a script golden: the story of screens). It owns a plain
/// golden (`red.txt`, `red+chooseSecond.txt`) and, when the rendering
/// carries styles, a golden that keeps them (`red.ansi`).
package struct GoldenCase: Sendable {
    /// Where a case is in its catalog, by place rather than by name: the
    /// group, the demo in it, the tweak, the script and the variation. The
    /// same in every process that builds the same catalog, so a render
    /// worker finds the case (``GoldenCaseFinder``) without planning the
    /// whole catalog.
    package struct Location: Hashable, Sendable {
        /// The group's place in the catalog.
        package var group: Int
        /// The demo's place in its group.
        package var demo: Int
        /// The tweak's place in the demo, or -1 for a demo without tweaks.
        package var tweak: Int
        /// The script's place in the tweak's scripts, or -1 for the still golden.
        package var script: Int
        /// The variation's place in the demo's snapshot variations.
        package var variation: Int

        package init(group: Int, demo: Int, tweak: Int, script: Int, variation: Int) {
            self.group = group
            self.demo = demo
            self.tweak = tweak
            self.script = script
            self.variation = variation
        }
    }

    private let owner: GoldenDemo
    /// Where the case is in its catalog.
    package let location: Location
    /// The sanitised path under the snapshot root, without extension:
    /// `Components/buttons/red@dark`, `Prompts/singleChoice/filter+chooseSecond`.
    /// Made once: a run asks for it several times per case.
    package let basePath: String
    /// A width and control settings `stress` renders the case with, in
    /// place of its variation's width and its demo's defaults; `nil` for a
    /// golden.
    package private(set) var probe: StressProbe?

    /// The case of `owner` at `location`, whose places must be in range.
    init(owner: GoldenDemo, location: Location) {
        self.owner = owner
        self.location = location
        var path = owner.path
        let slot = max(0, location.tweak)
        if location.tweak >= 0 { path += "/" + owner.tweakComponents[slot] }
        if location.script >= 0 { path += "+" + owner.scriptComponents[slot][location.script] }
        let suffix = owner.variations[location.variation].suffix
        if !suffix.isEmpty { path += "@" + suffix }
        basePath = path
    }

    /// The case rendered as `probe` says: the still golden's demo and tweak
    /// at another width, with controls set.
    package func probed(_ probe: StressProbe?) -> GoldenCase {
        var probed = self
        probed.probe = probe
        return probed
    }

    /// The context the case renders in: its variation's, at the probe's width.
    package var context: RenderContext {
        let context = variation.context
        return probe.map { context.with(width: $0.width) } ?? context
    }

    package var demo: CatalogDemo { owner.demo }
    /// `nil` for a demo without tweaks.
    package var tweak: CatalogTweak? { owner.tweak(at: location.tweak) }
    package var variation: SnapshotVariation { owner.variations[location.variation] }
    /// The script played, or `nil` for the still golden.
    package var script: DemoScript? {
        location.script < 0 ? nil : owner.scripts(ofTweakAt: location.tweak)[location.script]
    }

    /// The identifiers, as typed: `Components/buttons/red@dark`, and for a
    /// script `Prompts/singleChoice/filter+chooseSecond@dark` (or
    /// `Group/demo+script` without tweaks). Used by `--filter`, `--shard`
    /// and in messages.
    package var key: String {
        var key = demo.address
        if let tweak { key += "/" + tweak.identifier }
        if let script { key += "+" + script.identifier }
        let suffix = variation.suffix
        if !suffix.isEmpty { key += "@" + suffix }
        return key
    }

    /// The plain golden: no escape sequences.
    package var plainPath: String { basePath + GoldenFile.plainExtension }
    /// The golden that keeps ANSI styles, rendered with 24-bit colour.
    package var stylesPath: String { basePath + GoldenFile.stylesExtension }

    /// `Components/buttons (tweak red, dark)`, for messages: identifiers
    /// with invisible characters made visible (`tab␉name`), so that one
    /// cannot break a message's line or drive the terminal.
    package var description: String { description(withVariation: true) }

    /// ``description``, or without the variation (`Components/buttons (tweak
    /// red)`) for what the variations of a tweak share.
    package func description(withVariation: Bool) -> String {
        var details: [String] = []
        if let tweak { details.append("tweak \(TerminalSafeText.oneLine(tweak.identifier))") }
        if let script { details.append("script \(TerminalSafeText.oneLine(script.identifier))") }
        if withVariation, !variation.suffix.isEmpty { details.append(TerminalSafeText.oneLine(variation.suffix)) }
        return TerminalSafeText.oneLine(demo.address)
            + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }

    /// `demo 'Components/buttons' tweak 'red' variation 'dark'`, for clashes.
    var ownerDescription: String {
        var text = "demo '\(TerminalSafeText.oneLine(demo.address))'"
        if let tweak { text += " tweak '\(TerminalSafeText.oneLine(tweak.identifier))'" }
        if let script { text += " script '\(TerminalSafeText.oneLine(script.identifier))'" }
        if !variation.suffix.isEmpty { text += " variation '\(TerminalSafeText.oneLine(variation.suffix))'" }
        return text
    }

    /// The filter that selects this case's golden and nothing else (not the
    /// demo's scripts for its still golden, not its other variations),
    /// whatever its identifiers hold, for the commands a failure prints:
    /// `=Components/buttons/red`, `=Hostile/a\,b`,
    /// `=Prompts/singleChoice/filter+chooseSecond@dark`.
    package var filterPattern: String {
        var identifiers = [demo.groupIdentifier, demo.identifier]
        if let tweak { identifiers.append(tweak.identifier) }
        var pattern = "=" + SnapshotFilter.exactPattern(identifiers)
        // The script and the variation join the last identifier as in the
        // key; `+` is plain in a filter, and an unescaped `@` starts the
        // variation.
        if let script { pattern += "+" + SnapshotFilter.exactPattern([script.identifier]) }
        if !variation.suffix.isEmpty { pattern += "@" + SnapshotFilter.exactPattern([variation.suffix]) }
        return pattern
    }
}
