/// How the runner shows a demo.
public enum DemoPresentation: String, Sendable, Hashable, CaseIterable, Codable {
    /// The rendering is printed as it is, with nothing around it.
    case inline
    /// The rendering is shown inside a frame titled with the demo's title.
    /// This is the default.
    case framed
    /// The demo takes the whole screen in the interactive browser; `open`
    /// prints it as it is.
    case fullScreen
}
