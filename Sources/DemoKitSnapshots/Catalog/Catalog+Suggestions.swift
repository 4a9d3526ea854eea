import DemoKitCore

/// Where a word typed in the wrong place of an address is in the catalog:
/// a demo without its group (`statusCard`), in another group
/// (`Components/statusCard`), or a tweak typed as a demo (`buttons/red`,
/// `red`). What ``Catalog/demo(at:)`` suggests when the address names
/// nothing.
extension Catalog {
    /// The address a word most likely means, to suggest: `CLI/statusCard`,
    /// or `Components/buttons --tweak red` for a tweak; `nil` when it names
    /// nothing, or several things equally.
    ///
    /// - Parameters:
    ///   - word: What was typed as a demo (or a whole address).
    ///   - group: The group it was typed in, whose demos' tweaks come first;
    ///     `nil` for a word typed alone.
    ///   - tweak: What was typed after the demo, when the word was typed
    ///     as a group (`statusCard/many-checks`): kept as `--tweak` when the
    ///     demo has a tweak by that name.
    func suggestion(for word: String, in group: CatalogGroup? = nil, tweak: String? = nil) -> String? {
        let folded = word.lowercased()
        let demos = allDemos
        // A demo by that name elsewhere wins over a near miss in the group.
        if let demo = Self.only(demos.filter { $0.identifier.lowercased() == folded }) {
            return demo.address + Self.tweakPart(tweak, of: demo)
        }
        if let group, let near = IdentifierMatcher.nearest(to: word, in: group.demos.map(\.identifier)) {
            return group.identifier + "/" + near
        }
        // A tweak: of a demo in the group first, then of any demo.
        for candidates in [group?.demos ?? [], demos] {
            let owners = candidates.filter { $0.tweaks.contains { $0.identifier.lowercased() == folded } }
            if let demo = Self.only(owners), let match = demo.tweaks.first(where: { $0.identifier.lowercased() == folded }) {
                return demo.address + " --tweak " + match.identifier
            }
        }
        if group == nil, let named = groups.first(where: { $0.identifier.lowercased() == folded }),
            let first = named.demos.first
        {
            return first.address
        }
        guard let near = IdentifierMatcher.nearest(to: word, in: demos.map(\.identifier)),
            let demo = Self.only(demos.filter { $0.identifier == near })
        else { return nil }
        return demo.address + Self.tweakPart(tweak, of: demo)
    }

    /// The addresses a word typed alone most likely means: every demo of
    /// that name (`Classic/progressBar`, `Prompts/progressBar`), or else
    /// ``suggestion(for:in:tweak:)``.
    func suggestions(for word: String) -> [String] {
        let named = allDemos.filter { $0.identifier.lowercased() == word.lowercased() }
        if named.count > 1 { return named.map(\.address) }
        return suggestion(for: word).map { [$0] } ?? []
    }

    /// ` --tweak many-checks` when `demo` has a tweak named `typed`.
    private static func tweakPart(_ typed: String?, of demo: CatalogDemo) -> String {
        guard let typed, let match = demo.tweaks.first(where: { $0.identifier.lowercased() == typed.lowercased() })
        else { return "" }
        return " --tweak " + match.identifier
    }

    private static func only(_ demos: [CatalogDemo]) -> CatalogDemo? {
        demos.count == 1 ? demos[0] : nil
    }
}
