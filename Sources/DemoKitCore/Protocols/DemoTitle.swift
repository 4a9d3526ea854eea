/// The one rule for the title a catalog shows for a demo, from what the
/// group's entry and the demo itself say.
///
/// Titles derived from identifiers all come from `String.spacedWords()`
/// (`statusCard` → "Status Card"). A title that someone wrote wins over a
/// derived one: first the entry's own ``DemoGroupItem/groupItemTitle``, then
/// the demo's own ``Demoable/title`` (`TextDemo("Too wide")`), then the
/// entry's derived title, from a `String` raw value or, for a
/// ``CaseDemoGroup`` case without one, from the case's name.
///
/// A protocol cannot tell whether a conformer kept its default, so a title is
/// taken as derived when it equals what DemoKit would derive; DemoKit's own
/// adapters (`TextDemo`, `PreviewDemo`) know and say so.
package enum DemoTitle {
    /// The title to list `demo` under, as `item` of its group.
    ///
    /// - Parameters:
    ///   - item: The group's entry for the demo.
    ///   - demo: A fresh instance of the demo.
    /// - Returns: The title for lists, menus, frames and pages.
    package static func resolve(item: any DemoGroupItem, demo: any Demoable) -> String {
        let itemTitle = item.groupItemTitle
        guard let identifier = item.groupItemIdentifier, itemTitle == identifier.spacedWords(),
            hasDerivedTitle(item, identifier: identifier)
        else { return itemTitle }
        // The demo's title is asked for once: by default it spells the
        // type's name, which the runtime demangles on each call.
        if demo is TextDemo { return demo.title }
        if let preview = demo as? PreviewDemo { return preview.hasGivenTitle ? preview.title : itemTitle }
        let title = demo.title
        return title != demo.identifier.spacedWords() ? title : itemTitle
    }

    /// Whether `item` can be using a default title: a `String`-raw-value
    /// type's (``DemoGroupItem``), or a case's name's (``CaseDemoGroup``,
    /// whose case names the entry when it has no `String` raw value); any
    /// other entry wrote its own.
    private static func hasDerivedTitle(_ item: any DemoGroupItem, identifier: String) -> Bool {
        // Known without a cast for a `String`-raw-value entry, whose
        // conformance saw its raw type; a cast scans the binary's
        // conformance records the first time for each type.
        if let raw = item._stringRawValue { return raw == identifier }
        if let raw = item as? any RawRepresentable, raw.rawValue as? String == identifier { return true }
        // A case's name, as `CaseDemoGroup` identifies a case without a
        // `String` raw value; a struct's description is never its identifier.
        return String(describing: item) == identifier
    }
}
