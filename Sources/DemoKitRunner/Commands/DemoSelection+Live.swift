import DemoKitCore
import DemoKitSnapshots

extension DemoSelection {
    /// Checks that the demo can do what `options` ask: a still demo takes
    /// no live flag, keys need an interactive demo and a time an animated
    /// one.
    ///
    /// - Throws: A usage error naming the demo, what it is and the flag to
    ///   leave out.
    package func check(_ options: LiveOptions) throws(RunnerError) {
        guard let first = options.given.first else { return }
        let isInteractive = demo.isInteractive
        let isAnimated = demo.isAnimated
        guard isInteractive || isAnimated else {
            throw .usage(
                "\(demo.address) is a still demo, neither interactive nor animated; "
                    + "leave out '\(first)' to render it")
        }
        if options.keys != nil, !isInteractive {
            throw .usage(
                "\(demo.address) is animated, not interactive: keys change nothing; "
                    + "leave out '--keys' (use '--at' to render it at a time)")
        }
        if options.time != nil, !isAnimated {
            throw .usage(
                "\(demo.address) is interactive, not animated: time changes nothing; "
                    + "leave out '--at' (use '--keys' to press keys)")
        }
    }

    /// The script of the demo in the tweak that `typed` names: exactly,
    /// then ignoring case, then by a unique prefix.
    ///
    /// - Throws: A usage error for a demo without scripts, an ambiguous
    ///   name, or an unknown one, with the nearest script and the list; a
    ///   failure for scripts the catalog rejects (a duplicate identifier).
    package func script(matching typed: String) throws(RunnerError) -> DemoScript {
        let scripts: [DemoScript]
        do {
            scripts = try demo.scripts(for: tweak)
        } catch {
            throw .failure("invalid catalog: \(error.description)")
        }
        let identifiers = scripts.map(\.identifier)
        guard !scripts.isEmpty else {
            throw .usage("\(description) has no scripts; leave out '--script' (use '--keys' to press keys)")
        }
        switch IdentifierMatcher.match(typed, in: identifiers) {
        case .found(let index):
            return scripts[index]
        case .ambiguous(let candidates):
            throw .usage(
                "'\(typed)' matches several scripts of \(description) "
                    + "(\(candidates.joined(separator: ", "))); type more of its name")
        case .notFound(let suggestion):
            let guess = suggestion.map { "Did you mean '\($0)'? " } ?? ""
            throw .usage(
                "unknown script '\(typed)' for \(description). \(guess)Scripts: \(identifiers.joined(separator: ", ")).")
        }
    }
}
