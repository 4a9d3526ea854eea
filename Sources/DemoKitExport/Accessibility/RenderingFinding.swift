/// One accessibility finding of one rendering, as the export's pages show
/// it: the catalog page lists a demo's findings beside it and the failure
/// report lists them under their rendering.
///
/// The runner's audit (`demo-runner audit`, DemoKitAudit) makes these and
/// hands them in, so the pages show findings without this module depending
/// on the audit.
package struct RenderingFinding: Sendable, Hashable, Codable {
    /// The rendering's key: `Components/buttons/red@dark`,
    /// `Prompts/singleChoice/filter+chooseSecond`.
    package var key: String
    /// The demo's address: `Components/buttons`.
    package var address: String
    /// The finding in one line, as `demo-runner audit` prints it:
    /// `contrast (WCAG 1.4.3), row 1, columns 3–9: yellow on …`.
    package var text: String
    /// The reason of the waiver that accepts it, or `nil` when it is open.
    package var waiver: String?

    package init(key: String, address: String, text: String, waiver: String? = nil) {
        self.key = key
        self.address = address
        self.text = text
        self.waiver = waiver
    }

    /// Whether a waiver accepts it.
    package var isWaived: Bool { waiver != nil }
}
