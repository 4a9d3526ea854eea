#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Chooses which files of a module are worth lexing: those that can hold a
/// demo group or a demo type, or a declaration that resolving one looks at.
///
/// Resolution (``GroupResolver``) only ever looks at declarations whose
/// names matter to a group: `DemoGroup` itself, the protocols, classes,
/// typealiases and extended types whose clauses name such a name (through
/// any number of steps), the names that qualify those clauses, and the types
/// around them. Every such declaration spells its name in its file, so a file
/// that contains none of these names, as bytes anywhere, holds nothing that
/// resolution would look at. (The same holds for demo types, from
/// `Demoable` and the protocols that refine it.) The selection starts from
/// the files that contain `DemoGroup`, a demo protocol's name, or
/// `DemoRegistry` (which the scanner reports), lexes
/// them, learns the names they make matter, and repeats with the files that
/// contain a new name, until no name is added.
///
/// A module's cost then grows with its groups and the code around them, not
/// with every type it declares: the other files are only searched, as
/// `grep` searches them.
struct FileSelection {
    /// The protocols whose conformers are resolved: groups, and demo types
    /// (whose kinds the registry records).
    static let rootNames = ConformanceRoots.groups.names + ConformanceRoots.demos.names

    /// The names every module starts with.
    static let seedNames = rootNames + ["DemoRegistry"]

    /// Names that made files relevant so far.
    private(set) var names: Set<String> = Set(seedNames)

    /// The names that the relevant declarations of `files` make matter,
    /// and that are not yet in ``names``; adds them.
    mutating func learnNames(from files: [FileDeclarations]) -> [String] {
        var interesting = Set(Self.rootNames.map(NameHash.of))
        var needed: Set<String> = []
        // Until no name is added: a chain of refinements takes one pass per step.
        var changed = true
        while changed {
            changed = false
            for file in files {
                for type in file.types where Self.mentions(type.inheritedTypes, interesting) {
                    // A protocol or class passes conformance on to what names
                    // it; a group's own name bears on nothing else.
                    if type.kind == .protocol || type.kind == .class {
                        if interesting.insert(type.nameHash).inserted { changed = true }
                        needed.insert(type.name)
                    }
                    Self.addQualifiers(of: type.inheritedTypes, to: &needed)
                    Self.addScopes(around: type.parentScope, in: file.scopes, to: &needed)
                }
                for alias in file.typealiases where Self.mentions(alias.aliasedTypes, interesting) {
                    if interesting.insert(alias.nameHash).inserted { changed = true }
                    needed.insert(alias.name)
                    Self.addQualifiers(of: alias.aliasedTypes, to: &needed)
                    Self.addScopes(around: alias.parentScope, in: file.scopes, to: &needed)
                }
                for
                    extensionDeclaration in file.extensions
                where Self.mentions(extensionDeclaration.inheritedTypes, interesting) {
                    if interesting.insert(extensionDeclaration.nameHash).inserted { changed = true }
                    needed.formUnion(extensionDeclaration.extendedPath)
                    Self.addQualifiers(of: extensionDeclaration.inheritedTypes, to: &needed)
                }
            }
        }
        // `DemoKitCore` qualifies `DemoKitCore.DemoGroup`: it names the module
        // every demo file imports, not a declaration to look at.
        needed.remove("DemoKitCore")
        let new = needed.subtracting(names).filter { !$0.isEmpty }
        names.formUnion(new)
        return new.sorted()
    }

    private static func mentions(_ inherited: [InheritedType], _ interesting: Set<UInt64>) -> Bool {
        inherited.contains { interesting.contains($0.lastWordHash) }
    }

    /// The words before the last of qualified names (`Screens` in
    /// `Screens.Screen`), which resolution looks up too.
    private static func addQualifiers(of inherited: [InheritedType], to needed: inout Set<String>) {
        for type in inherited where type.name.utf8.contains(0x2E) {
            needed.formUnion(type.path.dropLast())
        }
    }

    /// The names of the types and extensions around `scope`.
    private static func addScopes(around scope: Int, in tree: ScopeTree, to needed: inout Set<String>) {
        var current: Int? = scope
        while let index = current, index != ScopeTree.topLevel {
            needed.insert(tree.name(of: index))
            current = tree.parent(of: index)
        }
    }

    /// Whether `bytes` contain one of ``seedNames`` anywhere. Each holds
    /// `Demo`, so a file without it (most files of a module that is not
    /// all demos) is passed over in one search.
    static func mentionsSeed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(bytes, "Demo") && seedNames.contains { contains(bytes, $0) }
    }

    /// Whether `bytes` spell any of `names` as a whole word anywhere (code,
    /// comments or strings: a superset is safe): one pass over the bytes,
    /// whatever the number of names.
    static func mentions(_ bytes: UnsafeBufferPointer<UInt8>, anyOf names: NameSet) -> Bool {
        guard !names.isEmpty else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                // A backticked name, which may hold anything but a backtick or a line break.
                var end = index + 1
                while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
                if end < count, bytes[end] == UInt8(ascii: "`"), end > index + 1,
                    names.contains(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]))
                {
                    return true
                }
                index = end + 1
            } else if isIdentifierHead(byte) {
                var end = index + 1
                while end < count, isIdentifierHead(bytes[end]) || (0x30...0x39).contains(bytes[end]) { end += 1 }
                if names.contains(UnsafeBufferPointer(rebasing: bytes[index..<end])) { return true }
                index = end
            } else {
                index += 1
            }
        }
        return false
    }

    /// A letter, `_`, or a byte of a non-ASCII character (which Swift
    /// allows in names).
    @inline(__always)
    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte >= 0x80
    }

    /// Whether `bytes` contain `word` anywhere: `memchr` to each candidate
    /// first byte, then `memcmp`. Cheaper than reading words when there are
    /// only the seed names to look for.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        var word = word
        return word.withUTF8 { needle -> Bool in
            guard let base = bytes.baseAddress, let needleBase = needle.baseAddress,
                needle.count > 0, needle.count <= bytes.count
            else { return false }
            let last = bytes.count - needle.count
            var start = 0
            while start <= last {
                guard let found = memchr(base + start, Int32(needleBase[0]), last - start + 1) else { return false }
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, needleBase, needle.count) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }
}
