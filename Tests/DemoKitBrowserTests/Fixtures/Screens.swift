import DemoKitCore

/// A second group: a full-screen demo, a tall one and one that throws.
enum Screens: String, CaseDemoGroup {
    case dashboard
    case logbook
    case broken

    var demo: any Demoable {
        switch self {
        case .dashboard:
            TextDemo("Dashboard", presentation: .fullScreen) { context in
                TextBlock("dashboard \(context.width)x\(context.height ?? 0)")
            }
        case .logbook:
            TextDemo("Logbook", presentation: .inline) { _ in
                TextBlock((1...60).map { "entry \($0)" }.joined(separator: "\n"))
            }
        case .broken:
            TextDemo("Broken") { _ in throw FixtureError.outOfInk }
        }
    }
}
