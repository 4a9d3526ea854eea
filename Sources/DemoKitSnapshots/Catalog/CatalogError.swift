/// A mistake in the registered groups themselves, found at start-up.
///
/// These are errors of the catalog's author, not of the person typing a
/// command, so the runner exits with status 1 and names both sides of a clash.
package enum CatalogError: Error, Equatable, CustomStringConvertible {
    case duplicateGroup(identifier: String, first: String, second: String)
    case duplicateDemo(identifier: String, group: String, first: String, second: String)
    case duplicateTweak(identifier: String, demo: String, first: String, second: String)
    case invalidIdentifier(String, kind: String, owner: String)
    /// Two scripts of one demo in one tweak (`owner`: `Prompts/yesNo tweak
    /// 'compact'`) share an identifier, and so a golden.
    case duplicateScript(identifier: String, owner: String, first: String, second: String)

    package var description: String {
        switch self {
        case .duplicateGroup(let identifier, let first, let second):
            return "groups \(first) and \(second) share the identifier '\(identifier)'; "
                + "give one of them another 'groupIdentifier' or 'groupTitle'"
        case .duplicateDemo(let identifier, let group, let first, let second):
            return "demos '\(first)' and '\(second)' in group '\(group)' share the identifier "
                + "'\(identifier)'; rename one of them"
        case .duplicateTweak(let identifier, let demo, let first, let second):
            return "tweaks '\(first)' and '\(second)' of \(demo) share the identifier "
                + "'\(identifier)'; rename one of them"
        case .duplicateScript(let identifier, let owner, let first, let second):
            return "scripts '\(first)' and '\(second)' of \(owner) share the identifier "
                + "'\(identifier)'; rename one of them"
        case .invalidIdentifier(let identifier, let kind, let owner):
            return "the \(kind) identifier '\(identifier.debugDescription.dropFirst().dropLast())' "
                + "of \(owner) cannot be typed: identifiers must be non-empty and contain no '/' "
                + "or control character"
        }
    }
}
