import DemoKitScanning
import Testing

@Suite("Finding groups")
struct ScannerDeclarationTests {
    @Test func conformanceOnTheDeclaration_isFound() {
        #expect(groupNames("enum Components: String, CaseIterable, DemoGroup { case buttons }") == ["Components"])
    }

    /// The value form, `CaseDemoGroup`, refines `DemoGroup` in DemoKitCore,
    /// where the scanner cannot see it: it is known by name.
    @Test func caseDemoGroup_isAGroup_aloneOrQualified() {
        #expect(groupNames(
            "enum Components: CaseDemoGroup { case buttons }",
            "enum Forms: DemoKitCore.CaseDemoGroup {}",
            "enum Other: NotCaseDemoGroup {}") == ["Components", "Forms"])
    }

    @Test func conformanceInAnExtension_isFound() {
        #expect(groupNames("enum Forms {}\nextension Forms: DemoGroup {}") == ["Forms"])
    }

    /// The registry's file names the registry (`_demoRegistry`) only for structs
    /// and enums of the module: a class's subclass would repeat it, and a
    /// type of another module would conform retroactively.
    @Test func structsAndEnumsOfTheModule_areMembersOfTheRegistry_classesAndImportedTypesAreNot() {
        let result = scan(
            "enum Components: DemoGroup {}\nstruct Cards: DemoGroup {}\nclass Gallery: DemoGroup {}",
            "enum Outer { enum Inner {} }\nextension Outer.Inner: DemoGroup {}\nextension Imported: DemoGroup {}",
            "final class Final {}\nextension Final: DemoGroup {}\nactor Stage: DemoGroup {}")
        let members = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0.isMember) })
        #expect(members == [
            "Components": true, "Cards": true, "Outer.Inner": true,
            "Gallery": false, "Imported": false, "Final": false, "Stage": false,
        ])
    }

    @Test func conformanceInAnExtensionInAnotherFile_isFound() {
        #expect(groupNames("struct Forms {}", "extension Forms: DemoGroup {}") == ["Forms"])
    }

    @Test func headerAcrossLinesWithAttributesAndModifiers_isFound() {
        let source = """
            @MainActor
            @available(macOS 13, *)
            public
            final class Gallery:
                BaseView,
                @unchecked Sendable,
                DemoGroup
            {
                class func make() -> Gallery { Gallery() }
            }
            """
        #expect(groupNames(source) == ["Gallery"])
    }

    @Test func inheritedNamesResolveThroughEnclosingScopesFirst_notBySimpleNameAnywhere() {
        let source = """
            enum Outer {
                class Item: DemoGroup {}
                protocol Kind: DemoGroup {}
                final class Leaf: Item {}
                struct Member: Kind {}
            }
            class Item {}
            final class Row: Item {}
            protocol Kind {}
            struct Plain: Kind {}
            struct Qualified: Outer.Kind {}
            extension Outer { struct InExtension: Kind {} }
            """
        #expect(groupNames(source) == [
            "Outer.InExtension", "Outer.Item", "Outer.Leaf", "Outer.Member", "Qualified",
        ])
    }

    @Test func conformanceThroughATypealias_isFound() {
        let source = """
            typealias Grp = DemoGroup
            typealias Both = DemoGroup & Sendable
            typealias Other = Sendable
            protocol Refined: DemoGroup {}
            enum Aliases { typealias Nested = Refined }
            enum ViaAlias: Grp {}
            enum X: Both {}
            enum NotAGroup: Other {}
            struct ViaNested: Aliases.Nested {}
            """
        #expect(groupNames(source) == ["ViaAlias", "ViaNested", "X"])
    }

    @Test func retroactiveAndComposedConformances_areFound() {
        let source = """
            extension Badge: @retroactive DemoGroup {}
            struct Chip: Sendable & DemoGroup {}
            """
        #expect(groupNames(source) == ["Badge", "Chip"])
    }

    @Test func nestedType_isReportedWithItsFullName() {
        let source = """
            enum Catalog {
                struct Settings {
                    enum Toggles: String, CaseIterable, DemoGroup { case on }
                }
                static let count = 1
            }
            extension Catalog {
                enum Forms: DemoGroup {}
            }
            extension Catalog.Settings {
                enum Sliders {}
            }
            extension Catalog.Settings.Sliders: DemoGroup {}
            """
        #expect(groupNames(source) == ["Catalog.Forms", "Catalog.Settings.Sliders", "Catalog.Settings.Toggles"])
    }

    @Test func qualifiedProtocolName_isFound() {
        #expect(groupNames("struct Qualified: DemoKitCore.DemoGroup {}") == ["Qualified"])
    }

    @Test func refiningProtocolOfTheModule_passesConformanceOn() {
        let protocols = """
            /// Groups of the design system.
            public protocol ComponentGroup: DemoGroup {
                static var owner: String { get }
            }
            protocol FormGroup: Demos.ComponentGroup where Self: CaseIterable {}
            """
        let groups = """
            enum Buttons: ComponentGroup {}
            enum Fields: String, CaseIterable, FormGroup { case name }
            enum Unrelated: CaseIterable {}
            """
        #expect(groupNames(groups, protocols) == ["Buttons", "Fields"])
    }

    @Test func subclassOfAConformingClass_isFound() {
        let source = """
            class BaseGroup: DemoGroup {}
            final class Cards: BaseGroup {}
            class Widget {}
            extension Widget: DemoGroup {}
            final class Slider: Widget {}
            """
        #expect(groupNames(source) == ["BaseGroup", "Cards", "Slider", "Widget"])
    }

    @Test func groupsFromManyFiles_areSortedByName() {
        let names = groupNames("enum b: DemoGroup {}", "enum B: DemoGroup {}", "enum A: DemoGroup {}", "enum a: DemoGroup {}")
        #expect(names == ["A", "B", "a", "b"])
    }

    @Test func backtickedName_keepsItsBackticks() {
        #expect(groupNames("enum `Type`: DemoGroup {}") == ["`Type`"])
    }

    @Test func typeInsideAComputedPropertyOrFunction_isNotNestedInTheEnclosingType() {
        let source = """
            enum Outer {
                static var all: [Int] { [1, 2].map { $0 } }
                enum Inner: DemoGroup {}
            }
            """
        #expect(groupNames(source) == ["Outer.Inner"])
    }

    /// Checked with `swiftc -typecheck`, with `DemoGroup` declared locally and
    /// `isGroup(_:)` called on each group: in `extension A.B { … }` a name is
    /// looked up in `A.B`, then at the top level, never in `A`; an
    /// extension's own inheritance clause sees only the top level.
    @Test func namesInAnExtensionOfANestedType_skipTheEnclosingTypesMembers() {
        let source = """
            enum A {
                protocol P: DemoGroup {}
                protocol Q {}
                enum B {
                    protocol R {}
                }
            }
            protocol P {}
            protocol Q: DemoGroup {}
            protocol R: DemoGroup {}
            extension A.B {
                enum NotGroup: P {}
                enum Group: Q {}
                enum C {
                    enum NestedNotGroup: P {}
                    enum NestedGroup: Q {}
                }
                typealias Alias = Q
            }
            enum ThroughAlias: A.B.Alias {}
            extension A.B: R {}
            """
        #expect(groupNames(source) == ["A.B", "A.B.C.NestedGroup", "A.B.Group", "ThroughAlias"])
    }
}
