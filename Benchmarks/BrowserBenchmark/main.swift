import DemoKitCore
import DemoKitBrowser
import DemoKitSnapshots
import DemoKitTerminal
import Foundation

// Keystroke to redrawn screen for a 100 × 40 terminal on a 1,000-demo
// catalog; the same for an interactive demo that has the keys; and the CPU
// an animated demo costs per second of animation, driven through the real
// session loop under a virtual clock. In release:
//
//     DEMOKIT_BENCHMARKS=1 swift run -c release browser-benchmark

let size = TerminalSize(columns: 100, rows: 40)
let clock = ContinuousClock()

var setup = Measurement(name: "catalog + initial state")
let start = clock.now
let catalog: Catalog
do {
    catalog = try Catalog(groups: [SyntheticGroup.self])
} catch {
    print("invalid synthetic catalog: \(error)")
    exit(1)
}
let state = BrowserState(catalog: catalog, size: size, colorSupport: .trueColor)
setup.record(clock.now - start)

guard let sink = FileHandle(forWritingAtPath: "/dev/null") else {
    print("cannot open /dev/null")
    exit(1)
}

// A session's worth of keys, as a terminal sends them: mostly moving, then
// tweaks, the tweak menu, a filter, widths, appearance, help, the demo view.
let script: [String] =
    Array(repeating: "j", count: 400) + Array(repeating: "\u{1B}[B", count: 300)
    + Array(repeating: "k", count: 100)
    + ["\u{1B}[C", "\u{1B}[C", "]", "[", "\u{1B}[D"]
    + ["t", "j", "j", "\r", "t", "\u{1B}[A", "\r"]
    + ["/", "0", "4", "2", "\r", "j", "j", "\u{1B}"]
    + ["w", "w", "w", "w", "w", "d", "d", "r", "r", "?", "x"]
    + ["\r", "\u{1B}[6~", "\u{1B}[6~", "\u{1B}[5~", "\u{1B}"]
    + ["\u{1B}[F"] + Array(repeating: "k", count: 150) + ["\u{1B}[H"]

// Preferences on: every demo and tweak change is saved to a real file, as
// in a session.
let preferencesFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("demokit-browser-benchmark-\(UUID().uuidString)", isDirectory: true)
defer { try? FileManager.default.removeItem(at: preferencesFolder) }
let store = PreferencesStore(
    url: preferencesFolder.appendingPathComponent("demokit/browser-benchmark.json"), isDefaultLocation: true)
let controller = BrowserController(state: state, preferences: Preferences(), store: store)
var benchmark = RenderPathBenchmark(controller: controller, sink: sink)
benchmark.measureKeystrokes(script, rounds: 4, size: size)
benchmark.measureRedraws(count: 200, size: size)

// What a key cost when the save came first, on the key path: one save.
var save = Measurement(name: "one preferences save (atomic write), now off the key path")
for index in 0..<200 {
    let before = clock.now
    store.save(Preferences(lastDemo: .init(group: "Synthetic", demo: "demo\(index)")))
    save.record(clock.now - before)
}

// The demo's own rendering, which the browser cannot make faster: the part
// of each keystroke that moves to another demo spent in DemoKitCore.
var renderOnly = Measurement(name: "  of which the demo's own render")
for demo in catalog.groups[0].demos.prefix(500) {
    let before = clock.now
    _ = try? DemoPresenter.render(demo, tweak: demo.tweaks.first, in: RenderContext(width: 80, colorSupport: .trueColor))
    renderOnly.record(clock.now - before)
}

print("Browser render path: \(size) terminal, \(SyntheticGroup.count)-demo catalog, truecolor")
print(setup.summary)
print(benchmark.keystroke.summary)
print(benchmark.handled.summary)
print(renderOnly.summary)
print(benchmark.redraw.summary)
print(save.summary)
print("average output per keystroke: \(benchmark.bytesWritten / max(1, benchmark.keystroke.samples.count)) bytes")
let budget = 16.0
let verdict = benchmark.keystroke.percentile(0.99) < budget ? "within" : "OVER"
print("p99 keystroke → frame written: \(verdict) the \(Int(budget)) ms budget")

// Live demos: a key press handed to an interactive demo that has the keys
// (Enter focused it), through the same controller and frame writer.
let liveCatalog: Catalog
do {
    liveCatalog = try Catalog(groups: [LiveGroup.self])
} catch {
    print("invalid live catalog: \(error)")
    exit(1)
}
var promptState = BrowserState(catalog: liveCatalog, size: size, colorSupport: .trueColor)
_ = promptState.handle(.key(.enter))
guard promptState.isFocused, promptState.selectedDemo?.identifier == "prompt" else {
    print("the prompt did not take the keys")
    exit(1)
}
var live = RenderPathBenchmark(
    controller: BrowserController(state: promptState, preferences: Preferences(), store: nil), sink: sink)
live.keystroke.name = "interactive demo (framed prompt, 32 lines): keystroke → frame written"
let liveScript =
    Array(repeating: "\u{1B}[B", count: 150) + Array(repeating: "\u{1B}[A", count: 150)
    + ["a", "b", "c", "\u{7F}", "\u{7F}", "\u{7F}"]
live.measureKeystrokes(liveScript, rounds: 4, size: size)
print(live.keystroke.summary)
let rounded = { (milliseconds: Double) in (milliseconds * 1000).rounded() / 1000 }
print(
    "  beside the still demo's: median \(rounded(benchmark.keystroke.percentile(0.5))) ms, "
        + "p99 \(rounded(benchmark.keystroke.percentile(0.99))) ms")
print("average output per keystroke: \(live.bytesWritten / max(1, live.keystroke.samples.count)) bytes")

// A control changed in the `c` panel on a still demo: ←/→ step an
// integer, typed letters and Backspace edit a text; each makes the demo
// again with the controls set (makeDemoable(tweak:settings:)) and redraws.
let controlsCatalog: Catalog
do {
    controlsCatalog = try Catalog(groups: [ControlsGroup.self])
} catch {
    print("invalid controls catalog: \(error)")
    exit(1)
}
var controlsState = BrowserState(catalog: controlsCatalog, size: size, colorSupport: .trueColor)
_ = controlsState.handle(.key(.character("c")))
_ = controlsState.handle(.key(.down))
var controlled = RenderPathBenchmark(
    controller: BrowserController(state: controlsState, preferences: Preferences(), store: nil), sink: sink)
controlled.keystroke.name = "control change (still demo, 21 lines, c panel): keystroke → frame written"
let controlsScript =
    Array(repeating: "\u{1B}[C", count: 5) + Array(repeating: "\u{1B}[D", count: 10)
    + Array(repeating: "\u{1B}[C", count: 5) + ["\u{1B}[A", "\r"] + Array("release".map(String.init))
    + Array(repeating: "\u{7F}", count: 7) + ["\r", "\u{1B}[B"]
controlled.measureKeystrokes(controlsScript, rounds: 4, size: size)
print(controlled.keystroke.summary)
print(
    "p99 control change → frame written: "
        + "\(controlled.keystroke.percentile(0.99) < budget ? "within" : "OVER") the \(Int(budget)) ms budget")

// An animated demo in the catalog: a spinner every 80 ms, run for a minute
// of virtual time through BrowserSession (wait, tick, compose, diff, write
// to /dev/null). Waits return at once, so the CPU time measured is what
// drawing costs; a real session sleeps between frames.
let animationSeconds = 60
var spinnerState = BrowserState(catalog: liveCatalog, size: size, colorSupport: .trueColor)
_ = spinnerState.handle(.key(.down))
let terminal = VirtualClockTerminal(size: size, sink: sink, runningFor: .seconds(animationSeconds))
var session = BrowserSession(
    controller: BrowserController(state: spinnerState, preferences: Preferences(), store: nil), terminal: terminal
) { terminal.now }
let processorBefore = ProcessorTime.now()
do {
    try session.run()
} catch {
    print("the session failed: \(error)")
    exit(1)
}
let processor = ProcessorTime.now() - processorBefore
let perSecond = processor / animationSeconds
let share = perSecond / .seconds(1) * 100
let shareText = String(Double(Int(share * 1000)) / 1000)
print(
    "animated demo (spinner every 80 ms, catalog view): \(animationSeconds) s of animation, "
        + "\(terminal.frames) frames written, \(terminal.bytesWritten / max(1, terminal.frames)) bytes a frame")
print(
    "  CPU per second of animation: \(Double(Int(perSecond / .microseconds(1))) / 1000) ms "
        + "= \(shareText) % of a core (\(share < 2 ? "within" : "OVER") the 2 % budget)")
