import DemoKitCore

/// What the render context says about the reader, as a stream component's
/// ``HeadlessTerminal`` passes it on: `RenderContext.reduceMotion` and
/// `RenderContext.screenReader`. A run is started again when they change.
struct ReaderPreferences: Sendable, Hashable {
    var reduceMotion = false
    var screenReader = false

    init(reduceMotion: Bool = false, screenReader: Bool = false) {
        self.reduceMotion = reduceMotion
        self.screenReader = screenReader
    }

    init(_ context: RenderContext) {
        self.init(reduceMotion: context.reduceMotion, screenReader: context.screenReader)
    }
}
