/// Decides, across all the files of a module, which types conform to
/// `DemoGroup` and which of those the generated registry can name; and, in
/// a second resolution, which types are demos (``ConformanceRoots/demos``).
///
/// A type conforms when its declaration or an extension of it inherits
/// `DemoGroup` (or `DemoKitCore.DemoGroup`), a protocol of the module that
/// refines it, a class that conforms, or a typealias of one of these. Names
/// resolve as Swift resolves them: the first word of a name is looked up in
/// the enclosing scopes, innermost first, then at the top level; the module's
/// own name may come in front.
struct GroupResolver {
    private let types: [TypeDeclaration]
    private let extensions: [ExtensionDeclaration]
    private let typealiases: [TypealiasDeclaration]
    /// Each file's `#if` branches, by file index.
    private let conditionTrees: [ConditionTree]
    private let paths: [String]
    private let moduleName: String?
    /// The protocols whose conformers are found.
    private let roots: ConformanceRoots
    /// The scopes of all files merged: each name that refers to a type, a
    /// typealias or an extended type has one index.
    private var scopes = ScopeTree()
    /// Where each type is, by type index; a local type has no scope of its own.
    private var typePlaces: [Place<Int?>] = []
    /// Where each typealias is, by typealias index.
    private var typealiasPlaces: [Place<Int>] = []
    /// For each extension, the extended type's scope; `nil` when it has no name.
    private var extensionScopes: [Int?] = []
    private var typesByScope: [Int: [Int]] = [:]
    /// The scopes the module declares a type or a typealias for.
    private var declaredScopes: Set<Int> = []
    /// The module's protocols that refine `DemoGroup`.
    private var refiningProtocols: Set<Int> = []
    /// The classes that conform, the module's or extended ones of other modules.
    private var conformingClasses: Set<Int> = []
    /// The module's typealiases of `DemoGroup`, of a refining protocol or
    /// conforming class, or of a composition with one.
    private var conformingTypealiases: Set<Int> = []
    /// Each file's own scope tree, and the merged scope of each of its
    /// scopes, or -1 until asked for.
    private let fileScopes: [ScopeTree]
    private var moduleScopes: [[Int]]
    /// The declarations that may conform: see ``findRelevantDeclarations()``.
    private var relevant = Relevant()

    /// Where a type or a typealias is.
    private struct Place<Scope> {
        /// The scope it is nested in; the top level for a local type.
        var parent = ScopeTree.topLevel
        /// Its own scope.
        var scope: Scope
        /// Where lookup from its clause leaves for the top level: the
        /// extended type of the extension it is in, if any.
        var lookupLimit: Int?
    }

    /// The indices of the declarations that may conform.
    private struct Relevant {
        var types: [Int] = []
        var typealiases: [Int] = []
        var extensions: [Int] = []
    }

    /// The groups to list and the warnings about those that cannot be.
    ///
    /// - Parameters:
    ///   - files: The declarations of each file, in the order of `paths`.
    ///   - paths: The files' paths, for diagnostics.
    ///   - moduleName: The module's name, which may qualify its own types.
    /// - Returns: The groups sorted by name, diagnostics sorted by place, and
    ///   how many of the module's declarations resolution had to look at.
    static func resolve(
        _ files: [FileDeclarations],
        paths: [String],
        moduleName: String?
    ) -> (groups: [DiscoveredGroup], diagnostics: [ScanDiagnostic], resolvedCount: Int) {
        var resolver = GroupResolver(files: files, paths: paths, moduleName: moduleName, roots: .groups)
        resolver.findRefinementsAndSubclasses()
        let (groups, diagnostics) = resolver.groups(adding: resolver.groupDiagnostics())
        return (groups, diagnostics, resolver.declaredScopes.count)
    }

    /// The demo types the generated registry can name, by the same rules as
    /// groups, so that it records what each is (`_DemoKind`). Types it
    /// cannot name (private, generic, local) are left out without a word:
    /// the catalog asks the runtime about them instead.
    ///
    /// - Parameters: as ``resolve(_:paths:moduleName:)``.
    /// - Returns: The demo types, sorted by name.
    static func resolveDemoTypes(
        _ files: [FileDeclarations], paths: [String], moduleName: String?
    ) -> [DiscoveredGroup] {
        var resolver = GroupResolver(files: files, paths: paths, moduleName: moduleName, roots: .demos)
        resolver.findRefinementsAndSubclasses()
        return resolver.groups().groups.map { DiscoveredGroup(name: $0.name, conditions: $0.conditions, availability: $0.availability) }
    }

    private init(files: [FileDeclarations], paths: [String], moduleName: String?, roots: ConformanceRoots) {
        types = files.flatMap(\.types)
        extensions = files.flatMap(\.extensions)
        typealiases = files.flatMap(\.typealiases)
        conditionTrees = files.map(\.conditions)
        fileScopes = files.map(\.scopes)
        moduleScopes = files.map { [ScopeTree.topLevel] + Array(repeating: -1, count: max($0.scopes.count - 1, 0)) }
        self.paths = paths
        self.moduleName = moduleName
        self.roots = roots
        typePlaces = Array(repeating: Place(scope: nil), count: types.count)
        typealiasPlaces = Array(repeating: Place(scope: ScopeTree.topLevel), count: typealiases.count)
        extensionScopes = Array(repeating: nil, count: extensions.count)
        findRelevantDeclarations()
        registerNeededDeclarations()
    }

    /// Finds the declarations whose clause names `DemoGroup`, or a protocol,
    /// class, typealias or extended type whose clause does, through any
    /// number of steps, by the last word of each name. Only these can
    /// conform, so only they are resolved: the cost grows with the groups,
    /// not with every type the module declares.
    private mutating func findRelevantDeclarations() {
        var isRelevantType = [Bool](repeating: false, count: types.count)
        var isRelevantTypealias = [Bool](repeating: false, count: typealiases.count)
        var isRelevantExtension = [Bool](repeating: false, count: extensions.count)
        var interesting = Set(roots.names.map(NameHash.of))
        func mentionsInteresting(_ inherited: [InheritedType]) -> Bool {
            inherited.contains { interesting.contains($0.lastWordHash) }
        }
        // Passes until no name is added; a chain of refinements takes one
        // pass per step. Indices rather than elements: a copy of a
        // declaration costs a retain and a release of each of its fields.
        var changed = true
        while changed {
            changed = false
            for index in types.indices where !isRelevantType[index] && mentionsInteresting(types[index].inheritedTypes) {
                isRelevantType[index] = true
                if types[index].kind == .protocol || types[index].kind == .class,
                   interesting.insert(types[index].nameHash).inserted {
                    changed = true
                }
            }
            for index in typealiases.indices
            where !isRelevantTypealias[index] && mentionsInteresting(typealiases[index].aliasedTypes) {
                isRelevantTypealias[index] = true
                if interesting.insert(typealiases[index].nameHash).inserted { changed = true }
            }
            for index in extensions.indices
            where !isRelevantExtension[index] && mentionsInteresting(extensions[index].inheritedTypes) {
                isRelevantExtension[index] = true
                if interesting.insert(extensions[index].nameHash).inserted { changed = true }
            }
        }
        relevant.types = types.indices.filter { isRelevantType[$0] }
        relevant.typealiases = typealiases.indices.filter { isRelevantTypealias[$0] }
        relevant.extensions = extensions.indices.filter { isRelevantExtension[$0] }
    }

    /// Puts in the merged scope tree what resolving the relevant
    /// declarations can look at: the declarations named by a word of their
    /// clauses, of their own names and of the names of the scopes around
    /// them, and those named `DemoGroup`.
    private mutating func registerNeededDeclarations() {
        var needed = Set(roots.names.map(NameHash.of))
        func addWords(of inherited: [InheritedType]) {
            for entry in inherited {
                if entry.name == entry.lastWord {
                    needed.insert(entry.lastWordHash)
                } else {
                    for word in entry.path { needed.insert(NameHash.of(word)) }
                }
            }
        }
        func addScopeNames(file: Int, from local: Int) {
            var current = local
            while current != ScopeTree.topLevel {
                needed.insert(NameHash.of(fileScopes[file].name(of: current)))
                current = fileScopes[file].parent(of: current) ?? ScopeTree.topLevel
            }
        }
        for index in relevant.types {
            needed.insert(types[index].nameHash)
            addWords(of: types[index].inheritedTypes)
            if !types[index].isLocal { addScopeNames(file: types[index].file, from: types[index].parentScope) }
        }
        for index in relevant.typealiases {
            needed.insert(typealiases[index].nameHash)
            addWords(of: typealiases[index].aliasedTypes)
            addScopeNames(file: typealiases[index].file, from: typealiases[index].parentScope)
        }
        for index in relevant.extensions {
            for word in extensions[index].extendedPath { needed.insert(NameHash.of(word)) }
            addWords(of: extensions[index].inheritedTypes)
        }

        for index in types.indices where !types[index].isLocal && needed.contains(types[index].nameHash) {
            let type = types[index]
            let parent = moduleScope(file: type.file, local: type.parentScope)
            let scope = scopes.add(type.name, in: parent)
            typePlaces[index].parent = parent
            typePlaces[index].scope = scope
            typePlaces[index].lookupLimit = type.lookupLimit.map { moduleScope(file: type.file, local: $0) }
            typesByScope[scope, default: []].append(index)
            declaredScopes.insert(scope)
        }
        for index in typealiases.indices where needed.contains(typealiases[index].nameHash) {
            let alias = typealiases[index]
            let parent = moduleScope(file: alias.file, local: alias.parentScope)
            let scope = scopes.add(alias.name, in: parent)
            typealiasPlaces[index].parent = parent
            typealiasPlaces[index].lookupLimit = alias.lookupLimit.map { moduleScope(file: alias.file, local: $0) }
            typealiasPlaces[index].scope = scope
            declaredScopes.insert(scope)
        }
        for index in relevant.extensions {
            let type = extensions[index]
            var scope = ScopeTree.topLevel
            for name in normalized(type.extendedPath) { scope = scopes.add(name, in: scope) }
            extensionScopes[index] = type.extendedPath.isEmpty ? nil : scope
        }
    }

    /// The merged scope of scope `local` of file `file`, added with its
    /// parents when first asked for.
    private mutating func moduleScope(file: Int, local: Int) -> Int {
        let known = moduleScopes[file][local]
        if known >= 0 { return known }
        let parent = moduleScope(file: file, local: fileScopes[file].parent(of: local) ?? ScopeTree.topLevel)
        let scope = scopes.add(fileScopes[file].name(of: local), in: parent)
        moduleScopes[file][local] = scope
        return scope
    }

    // MARK: - Conformance

    private func normalized(_ path: [String]) -> [String] {
        if path.count > 1, let moduleName, path[0] == moduleName {
            return Array(path.dropFirst())
        }
        return path
    }

    /// The scope that `written`, used in `scope`, refers to, as Swift finds
    /// it: the innermost enclosing scope that declares its first word wins,
    /// then the top level. In an extension the enclosing scopes end at the
    /// extended type, `limit`: in `extension A.B { … }` a name is looked up
    /// in `A.B`, then at the top level, never in `A`. `nil` for a name the
    /// module neither declares nor extends.
    private func resolved(_ written: [String], in scope: Int, limit: Int?) -> Int? {
        let path = normalized(written)
        var candidateParent: Int? = scope
        var found: Int?
        while let parent = candidateParent {
            if let candidate = scopes.index(of: path[0], in: parent),
               parent == ScopeTree.topLevel || declaredScopes.contains(candidate) {
                found = candidate
                break
            }
            candidateParent = parent == limit ? ScopeTree.topLevel : scopes.parent(of: parent)
        }
        guard var result = found else { return nil }
        for name in path.dropFirst() {
            guard let member = scopes.index(of: name, in: result) else { return nil }
            result = member
        }
        return result
    }

    /// Whether an inheritance clause written in `scope` inherits `DemoGroup`,
    /// directly or through the module's declarations.
    private func conforms(_ inherited: [InheritedType], in scope: Int, limit: Int?) -> Bool {
        inherited.contains { entry in
            if let target = resolved(entry.path, in: scope, limit: limit) {
                if refiningProtocols.contains(target) || conformingClasses.contains(target)
                    || conformingTypealiases.contains(target) {
                    return true
                }
                if declaredScopes.contains(target) { return false }
            }
            return roots.contains(normalized(entry.path))
        }
    }

    /// Finds the protocols that refine `DemoGroup`, the classes that conform
    /// and the typealiases of either, through any number of steps.
    private mutating func findRefinementsAndSubclasses() {
        var changed = true
        while changed {
            changed = false
            for index in relevant.types {
                let type = types[index]
                guard let scope = typePlaces[index].scope else { continue }
                switch type.kind {
                case .protocol where !refiningProtocols.contains(scope):
                    if conforms(type.inheritedTypes, in: typePlaces[index].parent, limit: typePlaces[index].lookupLimit) {
                        refiningProtocols.insert(scope)
                        changed = true
                    }
                case .class where !conformingClasses.contains(scope):
                    if conforms(type.inheritedTypes, in: typePlaces[index].parent, limit: typePlaces[index].lookupLimit) {
                        conformingClasses.insert(scope)
                        changed = true
                    }
                default:
                    break
                }
            }
            for index in relevant.typealiases
            where !conformingTypealiases.contains(typealiasPlaces[index].scope)
                && conforms(
                    typealiases[index].aliasedTypes, in: typealiasPlaces[index].parent, limit: typealiasPlaces[index].lookupLimit
                ) {
                conformingTypealiases.insert(typealiasPlaces[index].scope)
                changed = true
            }
            for index in relevant.extensions {
                let type = extensions[index]
                // A class extended to conform, including one from another module
                // (`extension NSObject: DemoGroup`), passes it to its subclasses.
                // An extension's clause sees only the top level, not the
                // extended type's members.
                guard let scope = extensionScopes[index], !conformingClasses.contains(scope),
                      conforms(type.inheritedTypes, in: ScopeTree.topLevel, limit: nil)
                else { continue }
                let declaration = declaration(at: scope, preferringFile: type.file)
                if declaration.map({ types[$0].kind == .class }) ?? true {
                    conformingClasses.insert(scope)
                    changed = true
                }
            }
        }
    }

    // MARK: - Groups

    /// The conforming types the registry can name, and the warnings about
    /// those it cannot, with `extra` diagnostics, sorted by place.
    private mutating func groups(
        adding extra: [ScanDiagnostic] = []
    ) -> (groups: [DiscoveredGroup], diagnostics: [ScanDiagnostic]) {
        var conditionsByName: [String: [[String]]] = [:]
        var availabilityByName: [String: [String]] = [:]
        // Structs and enums declared in the module: the registry's file can
        // name their registry (`_demoRegistry`).
        var memberNames: Set<String> = []
        var diagnostics: [ScanDiagnostic] = []
        func add(
            _ name: String, condition: Int, availability: [Availability], exclusion: Exclusion?,
            file: Int, line: Int, declaredKind: TypeKind?
        ) {
            var exclusion = exclusion
            var conditions = conditionTrees[file].conditions(of: condition)
            var checks = availabilityByName[name] ?? []
            for entry in availability {
                switch entry {
                case .unavailableEverywhere: exclusion = exclusion ?? .unavailable
                case .obsoleted(let version): exclusion = exclusion ?? .obsoleted(version: version)
                case .condition(let text): if !conditions.contains(text) { conditions.append(text) }
                case .introduced(let versions):
                    let check = versions.joined(separator: ", ")
                    if !checks.contains(check) { checks.append(check) }
                }
            }
            if let exclusion {
                diagnostics.append(ScanDiagnostic(
                    path: paths[file], line: line, severity: .warning, message: exclusion.message(for: name)
                ))
            } else {
                conditionsByName[name, default: []].append(conditions)
                availabilityByName[name] = checks
                if declaredKind == .struct || declaredKind == .enum { memberNames.insert(name) }
            }
        }

        for index in relevant.types
        where types[index].kind != .protocol
            && conforms(types[index].inheritedTypes, in: typePlaces[index].parent, limit: typePlaces[index].lookupLimit) {
            let type = types[index]
            let name = typePlaces[index].scope.map { scopes.fullName(of: $0) } ?? type.name
            add(name, condition: type.condition, availability: availability(of: index),
                exclusion: exclusion(of: index), file: type.file, line: type.line,
                declaredKind: type.isLocal ? nil : type.kind)
        }
        for index in relevant.extensions
        where conforms(extensions[index].inheritedTypes, in: ScopeTree.topLevel, limit: nil) {
            let type = extensions[index]
            let name = normalized(type.extendedPath).joined(separator: ".")
            var reason: Exclusion?
            var availability = type.availability
            var declaredKind: TypeKind?
            if let scope = extensionScopes[index] {
                if let declaration = declaration(at: scope, preferringFile: type.file) {
                    if types[declaration].kind == .protocol { continue } // not valid Swift: the compiler says so
                    declaredKind = types[declaration].kind
                    reason = exclusion(of: declaration)
                    availability += self.availability(of: declaration)
                } else {
                    availability += ancestorAvailability(of: scope, preferringFile: type.file)
                }
            } else {
                reason = .unnamedExtension
            }
            if reason == nil, type.hasGenericArguments { reason = .generic }
            add(name.isEmpty ? "extension" : name, condition: type.condition, availability: availability,
                exclusion: reason, file: type.file, line: type.line, declaredKind: declaredKind)
        }
        diagnostics += extra

        let groups = conditionsByName.keys.sorted(by: Self.precedes).map { name in
            Self.group(
                name, conditions: conditionsByName[name] ?? [], availability: availabilityByName[name] ?? [],
                isMember: memberNames.contains(name))
        }
        return (groups, Self.sortedUnique(diagnostics))
    }

    /// A group declared under each of `conditions` (one list of `#if`
    /// conditions per declaration): unconditional when one list is empty,
    /// otherwise under each distinct list, in a stable order.
    private static func group(
        _ name: String, conditions: [[String]], availability: [String], isMember: Bool
    ) -> DiscoveredGroup {
        if conditions.contains(where: \.isEmpty) {
            return DiscoveredGroup(name: name, availability: availability, isMember: isMember)
        }
        var unique: [[String]] = []
        for list in conditions where !unique.contains(list) { unique.append(list) }
        unique.sort { precedes($0.joined(separator: "\n"), $1.joined(separator: "\n")) }
        return DiscoveredGroup(name: name, conditions: unique, availability: availability, isMember: isMember)
    }

    /// Diagnostics by place, each once.
    private static func sortedUnique(_ diagnostics: [ScanDiagnostic]) -> [ScanDiagnostic] {
        let sorted = diagnostics.sorted { ($0.path, $0.line ?? 0, $0.message) < ($1.path, $1.line ?? 0, $1.message) }
        var seen: [ScanDiagnostic] = []
        for diagnostic in sorted where seen.last != diagnostic { seen.append(diagnostic) }
        return seen
    }

    /// What a group resolution says beyond the groups it leaves out: a
    /// type named `DemoRegistry`, and names that hide `DemoGroup`.
    private func groupDiagnostics() -> [ScanDiagnostic] {
        var diagnostics: [ScanDiagnostic] = []
        for index in types.indices where types[index].name == "DemoRegistry" {
            let type = types[index]
            guard !type.isLocal, type.parentScope == ScopeTree.topLevel else { continue }
            diagnostics.append(ScanDiagnostic(
                path: paths[type.file], line: type.line, severity: .error,
                message: "'DemoRegistry' is the name of the registry that DemoKitDiscovery generates "
                    + "in this module; rename this type"
            ))
        }
        return diagnostics + shadowingWarnings()
    }

    /// Warnings for the module's own types and typealiases named `DemoGroup`
    /// that are not DemoKitCore's protocol under another name: where they
    /// are visible, `DemoGroup` names them, so the types that conform to
    /// it are not groups, and the catalog would lose them without a word.
    private func shadowingWarnings() -> [ScanDiagnostic] {
        var warnings: [ScanDiagnostic] = []
        func warn(_ kind: String, scope: Int, file: Int, line: Int) {
            let name = scopes.fullName(of: scope)
            let parent = scopes.parent(of: scope) ?? ScopeTree.topLevel
            let fix = switch kind {
            case "protocol": "rename it, or make it refine DemoKitCore.DemoGroup"
            case "typealias": "rename it, or make it an alias of DemoKitCore.DemoGroup"
            default: "rename it"
            }
            let reach = parent == ScopeTree.topLevel ? "in this module" : "inside '\(scopes.fullName(of: parent))'"
            warnings.append(ScanDiagnostic(
                path: paths[file], line: line, severity: .warning,
                message: "\(kind) '\(name)' hides DemoKitCore's DemoGroup \(reach), so the types there "
                    + "that conform to 'DemoGroup' conform to it instead and are left out of the catalog; "
                    + fix
            ))
        }
        for index in types.indices where types[index].name == "DemoGroup" {
            let type = types[index]
            guard let scope = typePlaces[index].scope, !refiningProtocols.contains(scope),
                  !conformingClasses.contains(scope)
            else { continue }
            warn(type.kind.rawValue, scope: scope, file: type.file, line: type.line)
        }
        for index in typealiases.indices
        where typealiases[index].name == "DemoGroup" && !conformingTypealiases.contains(typealiasPlaces[index].scope) {
            let alias = typealiases[index]
            warn("typealias", scope: typealiasPlaces[index].scope, file: alias.file, line: alias.line)
        }
        return warnings
    }

    /// Orders names by their UTF-8 bytes, the same on every machine and locale.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    // MARK: - Declarations

    /// The index of the type declared at `scope`: in `file` first, since a
    /// `private` type is only visible there, then anywhere it is not `private`.
    private func declaration(at scope: Int, preferringFile file: Int) -> Int? {
        guard let candidates = typesByScope[scope] else { return nil }
        if let local = candidates.first(where: { types[$0].file == file }) { return local }
        return candidates.first { types[$0].privateModifier == nil }
    }

    /// The `@available` attributes that a reference to the type at `index`
    /// must respect: its own, and those of the types it is nested in,
    /// wherever they are declared.
    private func availability(of index: Int) -> [Availability] {
        let type = types[index]
        guard !type.isLocal else { return type.availability }
        return type.availability + ancestorAvailability(of: typePlaces[index].parent, preferringFile: type.file)
    }

    /// The `@available` attributes of the type declared at `scope` and of
    /// those it is nested in.
    private func ancestorAvailability(of scope: Int, preferringFile file: Int) -> [Availability] {
        var result: [Availability] = []
        var current = scope
        while current != ScopeTree.topLevel {
            if let declaration = declaration(at: current, preferringFile: file) {
                result += types[declaration].availability
            }
            current = scopes.parent(of: current) ?? ScopeTree.topLevel
        }
        return result
    }

    private func exclusion(of index: Int) -> Exclusion? {
        let type = types[index]
        if type.isLocal { return .local }
        if let modifier = type.privateModifier { return .privateAccess(modifier: modifier) }
        if let scope = type.privateScope { return .privateScope(description: scope) }
        if type.hasGenericParameters { return .generic }
        if let scope = type.genericScope { return scope.isEmpty ? .unnamedExtension : .genericScope(name: scope) }
        // A parent declared elsewhere (`extension Outer { enum Inner: DemoGroup }`).
        var current = typePlaces[index].parent
        while current != ScopeTree.topLevel {
            if let parent = declaration(at: current, preferringFile: type.file) {
                if let modifier = types[parent].privateModifier {
                    return .privateScope(description: "'\(scopes.fullName(of: current))', which is \(modifier)")
                }
                if types[parent].hasGenericParameters { return .genericScope(name: scopes.fullName(of: current)) }
            }
            current = scopes.parent(of: current) ?? ScopeTree.topLevel
        }
        return nil
    }
}
