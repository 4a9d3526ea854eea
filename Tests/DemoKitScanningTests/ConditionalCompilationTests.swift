@testable import DemoKitScanning
import Testing

@Suite("#if conditions decided by the build")
struct ConditionalCompilationTests {
    @Test(arguments: [
        ("false", ConditionValue.alwaysFalse),
        ("0", .alwaysFalse),
        ("true", .alwaysTrue),
        ("!false", .alwaysTrue),
        ("DEBUG", .decidedByBuild),
        ("os(Linux) && false", .alwaysFalse),
        ("DEBUG || true", .alwaysTrue),
        ("!(true && (false || 1))", .alwaysFalse),
        ("compiler(>=6.0)", .decidedByBuild),
        ("((", .decidedByBuild),
    ])
    func evaluator_knowsWhatIsDecidedWithoutABuild(condition: String, expected: ConditionValue) {
        #expect(ConditionEvaluator.evaluate(condition) == expected)
    }

    @Test func groupUnderABuildCondition_carriesTheCondition() {
        let source = """
            #if DEBUG // only in debug builds
            enum Debug: DemoGroup {}
            #endif
            #if os(Linux)
            enum OnLinux {}
            #elseif canImport(Darwin) || os(Windows)
            enum Elsewhere: DemoGroup {}
            #else
            enum Fallback: DemoGroup {}
            #endif
            enum Always: DemoGroup {}
            """
        let groups = scan(source).groups
        #expect(groups == [
            DiscoveredGroup(name: "Always", isMember: true),
            DiscoveredGroup(name: "Debug", conditions: [["DEBUG"]], isMember: true),
            DiscoveredGroup(name: "Elsewhere", conditions: [["!os(Linux)", "(canImport(Darwin) || os(Windows))"]], isMember: true),
            DiscoveredGroup(name: "Fallback", conditions: [["!os(Linux)", "!(canImport(Darwin) || os(Windows))"]], isMember: true),
        ])
    }

    @Test func groupDeclaredInBothBranches_isListedUnderEither() {
        let source = """
            #if os(Linux)
            enum Platform: DemoGroup {}
            #else
            #if DEBUG
            enum Platform: DemoGroup {}
            #endif
            #endif
            """
        #expect(scan(source).groups == [
            DiscoveredGroup(name: "Platform", conditions: [["!os(Linux)", "DEBUG"], ["os(Linux)"]], isMember: true),
        ])
    }

    @Test func groupInBothBranchesOfAnAlwaysTrueCondition_isListedOnce() {
        let source = "#if true\nenum Once: DemoGroup {}\n#else\nenum Once: DemoGroup {}\n#endif\nextension Once {}"
        #expect(scan(source).groups == [DiscoveredGroup(name: "Once", isMember: true)])
    }
}
