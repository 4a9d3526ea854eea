import DemoKitCore

/// A group whose titles sort differently from its declaration order:
/// Badge, Slider, Toggle.
enum Widgets: String, CaseDemoGroup {
    case toggle
    case slider
    case badge

    var demo: any Demoable {
        switch self {
        case .toggle: ToneDemo()
        case .slider: TextDemo("Slider", text: "<====o----->")
        case .badge: TextDemo("Badge", presentation: .inline, text: "[NEW]")
        }
    }
}
