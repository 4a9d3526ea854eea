import DemoKitCore

/// A group whose titles sort differently from its declaration order:
/// Badge, Slider, Toggle.
enum Widgets: String, CaseIterable, DemoGroup, DemoGroupItem {
    case toggle
    case slider
    case badge

    static func demoable(for index: Int) -> any Demoable {
        switch Widgets.allCases[index] {
        case .toggle: ToneDemo()
        case .slider: TextDemo("Slider", text: "<====o----->")
        case .badge: TextDemo("Badge", presentation: .inline, text: "[NEW]")
        }
    }
}
