/// Why a type that conforms to `DemoGroup` cannot be named by the generated
/// registry, with the warning that says so and how to fix it.
enum Exclusion: Sendable, Equatable {
    case privateAccess(modifier: String)
    case privateScope(description: String)
    case local
    case generic
    case genericScope(name: String)
    case unnamedExtension
    case unavailable
    case obsoleted(version: String)

    func message(for name: String) -> String {
        let lead = "'\(name)' conforms to DemoGroup but"
        let consequence = "so the generated DemoRegistry cannot refer to it and it is left out of the catalog"
        switch self {
        case .privateAccess(let modifier):
            return "\(lead) is \(modifier), \(consequence); remove '\(modifier)' to list it"
        case .privateScope(let description):
            return "\(lead) is nested in \(description), \(consequence); "
                + "make that scope internal or move the type out of it to list it"
        case .local:
            return "\(lead) is declared inside a function or closure, \(consequence); "
                + "move it to the top level of the file or into a type to list it"
        case .generic:
            return "\(lead) is generic, \(consequence) without type arguments; "
                + "conform a non-generic type instead, such as an enum whose cases show the generic type's demos"
        case .genericScope(let scope):
            return "\(lead) is nested in generic '\(scope)', \(consequence) without type arguments; "
                + "move it out of '\(scope)' to list it"
        case .unavailable:
            return "\(lead) is marked '@available(*, unavailable)', \(consequence); "
                + "remove the attribute to list it"
        case .obsoleted(let version):
            return "\(lead) is obsoleted in \(version), and the generated DemoRegistry cannot check for that, "
                + "so it is left out of the catalog; use 'unavailable' or 'introduced:' instead to list it where it exists"
        case .unnamedExtension:
            return "\(lead) is nested in an extension of a type written without a plain name, \(consequence); "
                + "move it into a named type to list it"
        }
    }
}
