/// Type names found to conform, looked up by the dotted name an inheritance
/// clause uses: a one-word name matches by simple name, a dotted one by full
/// name.
struct NameSet: Sendable {
    private var fullNames: Set<String> = []
    private var simpleNames: Set<String> = []

    mutating func insert(_ fullName: String) {
        fullNames.insert(fullName)
        simpleNames.insert(String(fullName.split(separator: ".").last ?? Substring(fullName)))
    }

    func contains(_ fullName: String) -> Bool {
        fullNames.contains(fullName)
    }

    func matches(_ path: [String]) -> Bool {
        if path.count == 1 { return simpleNames.contains(path[0]) }
        return fullNames.contains(path.joined(separator: "."))
    }
}
