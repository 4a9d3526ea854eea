@testable import DemoKitScanning

/// Finds conformances to DemoKit's `@available`-gated protocols that are not
/// gated themselves, with DemoKit's own source scanner.
///
/// A conformance to `AsyncTerminalComponentDemo` (`@available(macOS 15, *)`)
/// compiles on Linux, where `@available(macOS …)` means nothing, and fails on
/// macOS wherever the deployment target is lower (a test target's is the
/// package's, macOS 13). So the check is here, on the text: every type or
/// extension in a consumer's file that names a gated protocol in its
/// inheritance clause must carry, itself or through the types and
/// extensions it is nested in, an `@available` that names macOS at that
/// version or later.
enum AvailabilityGates {
    /// A file's path and text.
    typealias Source = (path: String, text: String)

    /// The protocols declared in `sources` with an `@available(…)` that
    /// names a version: each one's name and the least macOS version that
    /// gate asks for (`nil`: no macOS version is named). A protocol that
    /// refines a gated one is gated as well.
    static func gatedProtocols(in sources: [Source]) -> [String: Int?] {
        var gated: [String: Int?] = [:]
        var refinements: [(name: String, parents: [String])] = []
        for declarations in parse(sources) {
            for type in declarations.types where type.kind == .protocol {
                if let platforms = introducedPlatforms(type.availability) {
                    gated[type.name] = macOSVersion(in: platforms)
                } else {
                    refinements.append((type.name, type.inheritedTypes.map(\.lastWord)))
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for refinement in refinements where gated[refinement.name] == nil {
                if let parent = refinement.parents.first(where: { gated[$0] != nil }) {
                    gated[refinement.name] = gated[parent] ?? nil
                    changed = true
                }
            }
        }
        return gated
    }

    /// `path:line: …` for each type or extension in `consumers` that adopts
    /// a protocol of `gated` without a gate of its own at that macOS
    /// version or later.
    static func findings(in consumers: [Source], gated: [String: Int?]) -> [String] {
        let files = parse(consumers)
        // An extension is gated by its own attribute or its type's declaration.
        var gatedTypes: [String: [Availability]] = [:]
        for declarations in files {
            for type in declarations.types { gatedTypes[type.name, default: []] += type.availability }
        }
        var findings: [String] = []
        func check(_ name: String, _ inherited: [InheritedType], _ availability: [Availability], file: Int, line: Int) {
            for parent in inherited {
                guard let required = gated[parent.lastWord] else { continue }
                if let platforms = introducedPlatforms(availability) {
                    // A gate that names no macOS version leaves it available on every macOS.
                    guard let required else { continue }
                    if macOSVersion(in: platforms) ?? 0 >= required { continue }
                }
                let gate = required.map { "@available(macOS \($0), *)" } ?? "the protocol's @available"
                findings.append(
                    "\(consumers[file].path):\(line): \(name) conforms to \(parent.lastWord), which is gated, "
                        + "but is not itself: macOS builds below the gate's version fail; write \(gate) before it")
            }
        }
        for (file, declarations) in files.enumerated() {
            for type in declarations.types {
                check(type.name, type.inheritedTypes, type.availability, file: file, line: type.line)
            }
            for declaration in declarations.extensions {
                let name = declaration.extendedPath.joined(separator: ".")
                let inherited = gatedTypes[declaration.extendedPath.last ?? ""] ?? []
                check("extension " + name, declaration.inheritedTypes, declaration.availability + inherited,
                    file: file, line: declaration.line)
            }
        }
        return findings
    }

    /// The platforms of the `@available(… N, *)` attributes, or `nil` for none.
    private static func introducedPlatforms(_ availability: [Availability]) -> [String]? {
        let platforms = availability.flatMap { attribute -> [String] in
            if case .introduced(let platforms) = attribute { return platforms }
            return []
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// 15 for `["macOS 15", "iOS 18"]`; the highest if several are named.
    private static func macOSVersion(in platforms: [String]) -> Int? {
        platforms.compactMap { platform -> Int? in
            let words = platform.split(separator: " ")
            guard words.count == 2, words[0] == "macOS" else { return nil }
            return Int(words[1].prefix { $0.isNumber })
        }.max()
    }

    private static func parse(_ sources: [Source]) -> [FileDeclarations] {
        let classes = ByteClassTable()
        return sources.enumerated().map { index, source in
            Array(source.text.utf8).withUnsafeBufferPointer { text in
                DeclarationParser.parse(SourceLexer.lex(text, byteClasses: classes), source: text, file: index)
            }
        }
    }
}
