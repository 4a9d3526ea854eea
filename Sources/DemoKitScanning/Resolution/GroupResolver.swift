/// Decides, across all the files of a module, which types conform to
/// `DemoGroup` and which of those the generated registry can name.
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
    private var typealiasNames: Set<String> = []
    private let paths: [String]
    private let moduleName: String?
    private var typesByName: [String: [Int]] = [:]
    /// Full names of the module's protocols that refine `DemoGroup`.
    private var refiningProtocols: Set<String> = []
    /// Full names of the classes that conform, the module's or not.
    private var conformingClasses: Set<String> = []
    /// Full names of the module's typealiases of `DemoGroup`, of a refining
    /// protocol or conforming class, or of a composition with one.
    private var conformingTypealiases: Set<String> = []

    /// The groups to list and the warnings about those that cannot be.
    ///
    /// - Parameters:
    ///   - files: The declarations of each file, in the order of `paths`.
    ///   - paths: The files' paths, for diagnostics.
    ///   - moduleName: The module's name, which may qualify its own types.
    /// - Returns: The groups sorted by name, and diagnostics sorted by place.
    static func resolve(
        _ files: [FileDeclarations],
        paths: [String],
        moduleName: String?
    ) -> (groups: [DiscoveredGroup], diagnostics: [ScanDiagnostic]) {
        var resolver = GroupResolver(files: files, paths: paths, moduleName: moduleName)
        resolver.findRefinementsAndSubclasses()
        return resolver.groups()
    }

    private init(files: [FileDeclarations], paths: [String], moduleName: String?) {
        types = files.flatMap(\.types)
        extensions = files.flatMap(\.extensions)
        typealiases = files.flatMap(\.typealiases)
        typealiasNames = Set(typealiases.map(\.fullName))
        self.paths = paths
        self.moduleName = moduleName
        for (index, type) in types.enumerated() where !type.isLocal {
            typesByName[type.fullName, default: []].append(index)
        }
    }

    // MARK: - Conformance

    private func normalized(_ path: [String]) -> [String] {
        if path.count > 1, let moduleName, path[0] == moduleName {
            return Array(path.dropFirst())
        }
        return path
    }

    private func isDemoGroup(_ path: [String]) -> Bool {
        path == ["DemoGroup"] || path == ["DemoKitCore", "DemoGroup"]
    }

    /// The full name that `written`, used in the scope named `scope`, refers
    /// to: the innermost enclosing scope that declares its first word wins,
    /// then the top level. A name the module does not declare stays as written.
    private func resolvedName(_ written: [String], in scope: [String]) -> String {
        let path = normalized(written)
        var prefix = scope
        while !prefix.isEmpty {
            let candidate = (prefix + [path[0]]).joined(separator: ".")
            if isDeclared(candidate) {
                return path.count == 1 ? candidate : candidate + "." + path.dropFirst().joined(separator: ".")
            }
            prefix.removeLast()
        }
        return path.joined(separator: ".")
    }

    private func isDeclared(_ fullName: String) -> Bool {
        typesByName[fullName] != nil || typealiasNames.contains(fullName)
    }

    /// Whether an inheritance clause written in the scope named `scope`
    /// inherits `DemoGroup`, directly or through the module's declarations.
    private func conforms(_ inherited: [InheritedType], in scope: [String]) -> Bool {
        inherited.contains { entry in
            let name = resolvedName(entry.path, in: scope)
            if refiningProtocols.contains(name) || conformingClasses.contains(name)
                || conformingTypealiases.contains(name) {
                return true
            }
            return !isDeclared(name) && isDemoGroup(normalized(entry.path))
        }
    }

    /// Finds the protocols that refine `DemoGroup` and the classes that
    /// conform, through any number of steps.
    private mutating func findRefinementsAndSubclasses() {
        var changed = true
        while changed {
            changed = false
            for type in types where !type.isLocal {
                switch type.kind {
                case .protocol where !refiningProtocols.contains(type.fullName):
                    if conforms(type.inheritedTypes, in: type.parentPath) {
                        refiningProtocols.insert(type.fullName)
                        changed = true
                    }
                case .class where !conformingClasses.contains(type.fullName):
                    if conforms(type.inheritedTypes, in: type.parentPath) {
                        conformingClasses.insert(type.fullName)
                        changed = true
                    }
                default:
                    break
                }
            }
            for alias in typealiases
            where !conformingTypealiases.contains(alias.fullName)
                && conforms(alias.aliasedTypes, in: alias.parentPath) {
                conformingTypealiases.insert(alias.fullName)
                changed = true
            }
            for type in extensions
            where !type.extendedPath.isEmpty && conforms(type.inheritedTypes, in: scope(of: type)) {
                // A class extended to conform, including one from another module
                // (`extension NSObject: DemoGroup`), passes it to its subclasses.
                let name = normalized(type.extendedPath).joined(separator: ".")
                let declaration = declaration(named: name, preferringFile: type.file)
                if declaration.map({ $0.kind == .class }) ?? true, !conformingClasses.contains(name) {
                    conformingClasses.insert(name)
                    changed = true
                }
            }
        }
    }

    /// The scope an extension's clauses are read in: the extended type's, so
    /// that its nested types are found first.
    private func scope(of type: ExtensionDeclaration) -> [String] {
        type.extendedPath.isEmpty ? [] : normalized(type.extendedPath)
    }

    // MARK: - Groups

    private mutating func groups() -> (groups: [DiscoveredGroup], diagnostics: [ScanDiagnostic]) {
        var conditionsByName: [String: [[String]]] = [:]
        var diagnostics: [ScanDiagnostic] = []
        func add(_ name: String, conditions: [String], exclusion: Exclusion?, file: Int, line: Int) {
            if let exclusion {
                diagnostics.append(ScanDiagnostic(
                    path: paths[file], line: line, severity: .warning, message: exclusion.message(for: name)
                ))
            } else {
                conditionsByName[name, default: []].append(conditions)
            }
        }

        for type in types where type.kind != .protocol && conforms(type.inheritedTypes, in: type.parentPath) {
            add(type.fullName, conditions: type.conditions, exclusion: exclusion(of: type),
                file: type.file, line: type.line)
        }
        for type in extensions where conforms(type.inheritedTypes, in: scope(of: type)) {
            let name = normalized(type.extendedPath).joined(separator: ".")
            var reason: Exclusion?
            if type.extendedPath.isEmpty {
                reason = .unnamedExtension
            } else if let declaration = declaration(named: name, preferringFile: type.file) {
                if declaration.kind == .protocol { continue } // not valid Swift: the compiler says so
                reason = exclusion(of: declaration)
            }
            if reason == nil, type.hasGenericArguments { reason = .generic }
            add(name.isEmpty ? "extension" : name, conditions: type.conditions, exclusion: reason,
                file: type.file, line: type.line)
        }
        for type in types where !type.isLocal && type.parentPath.isEmpty && type.name == "DemoRegistry" {
            diagnostics.append(ScanDiagnostic(
                path: paths[type.file], line: type.line, severity: .error,
                message: "'DemoRegistry' is the name of the registry that DemoKitDiscovery generates "
                    + "in this module; rename this type"
            ))
        }

        let groups = conditionsByName.keys.sorted(by: Self.precedes).map { name in
            let lists = conditionsByName[name] ?? []
            if lists.contains(where: \.isEmpty) { return DiscoveredGroup(name: name) }
            var unique: [[String]] = []
            for list in lists where !unique.contains(list) { unique.append(list) }
            unique.sort { Self.precedes($0.joined(separator: "\n"), $1.joined(separator: "\n")) }
            return DiscoveredGroup(name: name, conditions: unique)
        }
        diagnostics.sort { ($0.path, $0.line ?? 0, $0.message) < ($1.path, $1.line ?? 0, $1.message) }
        var seen: [ScanDiagnostic] = []
        for diagnostic in diagnostics where seen.last != diagnostic { seen.append(diagnostic) }
        return (groups, seen)
    }

    /// Orders names by their UTF-8 bytes, the same on every machine and locale.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    // MARK: - Declarations

    /// The declaration a name refers to: in `file` first, since a `private`
    /// type is only visible there, then anywhere it is not `private`.
    private func declaration(named name: String, preferringFile file: Int) -> TypeDeclaration? {
        guard let candidates = typesByName[name] else { return nil }
        if let local = candidates.first(where: { types[$0].file == file }) { return types[local] }
        if let visible = candidates.first(where: { types[$0].privateModifier == nil }) { return types[visible] }
        return nil
    }

    private func exclusion(of type: TypeDeclaration) -> Exclusion? {
        if type.isLocal { return .local }
        if let modifier = type.privateModifier { return .privateAccess(modifier: modifier) }
        if let scope = type.privateScope { return .privateScope(description: scope) }
        if type.hasGenericParameters { return .generic }
        if let scope = type.genericScope { return scope.isEmpty ? .unnamedExtension : .genericScope(name: scope) }
        // A parent declared elsewhere (`extension Outer { enum Inner: DemoGroup }`).
        var parentPath = type.parentPath
        while !parentPath.isEmpty {
            let parentName = parentPath.joined(separator: ".")
            if let parent = declaration(named: parentName, preferringFile: type.file) {
                if let modifier = parent.privateModifier {
                    return .privateScope(description: "'\(parentName)', which is \(modifier)")
                }
                if parent.hasGenericParameters { return .genericScope(name: parentName) }
            }
            parentPath.removeLast()
        }
        return nil
    }
}
