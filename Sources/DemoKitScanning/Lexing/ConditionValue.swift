/// What the scanner knows of a `#if` condition: always true, always false, or
/// decided by the build (`DEBUG`, `os(Linux)`, `canImport(UIKit)`, …).
enum ConditionValue: Sendable, Equatable {
    case alwaysTrue
    case alwaysFalse
    case decidedByBuild

    var negated: ConditionValue {
        switch self {
        case .alwaysTrue: return .alwaysFalse
        case .alwaysFalse: return .alwaysTrue
        case .decidedByBuild: return .decidedByBuild
        }
    }

    func and(_ other: ConditionValue) -> ConditionValue {
        if self == .alwaysFalse || other == .alwaysFalse { return .alwaysFalse }
        if self == .alwaysTrue && other == .alwaysTrue { return .alwaysTrue }
        return .decidedByBuild
    }

    func or(_ other: ConditionValue) -> ConditionValue {
        if self == .alwaysTrue || other == .alwaysTrue { return .alwaysTrue }
        if self == .alwaysFalse && other == .alwaysFalse { return .alwaysFalse }
        return .decidedByBuild
    }
}
