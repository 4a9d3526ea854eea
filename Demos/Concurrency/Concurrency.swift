import DemoKitCore

/// Components written with Swift concurrency, as most new command-line code
/// is: an `async` release step whose spinner, work and key watcher are child
/// tasks, generic over the clock it is given, hosted in DemoKit's virtual
/// time; and the same step on the real clock, as third-party code whose
/// time cannot be injected is hosted, with its elapsed times and spinner
/// frames redacted.
enum Concurrency: String, CaseDemoGroup {
    case asyncStep
    case realTimeStep

    static var groupTitle: String { "Concurrency" }

    var demo: any Demoable {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            return TextDemo(groupItemTitle, identifier: rawValue, shouldSnapshotTest: false) { _ in
                TextBlock("Async stream components need macOS 15 or later (task executors).")
            }
        }
        return switch self {
        case .asyncStep: AsyncStepDemo()
        case .realTimeStep: RealTimeStepDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .asyncStep: "Async step (virtual clock)"
        case .realTimeStep: "Async step (real clock)"
        }
    }
}
