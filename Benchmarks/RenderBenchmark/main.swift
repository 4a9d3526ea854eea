import BenchmarkSupport
import DemoKitCore

// Release build: DEMOKIT_BENCHMARKS=1 swift run -c release render-benchmark
// Every figure is the median of several runs.

let repetitions = 9

// (a) Display width of 1 MiB of mixed-script text, against merely iterating
// the same string's Characters (Swift's own grapheme breaking).
let text = MixedScriptCorpus.text(bytes: 1 << 20)
let megabytes = Double(text.utf8.count) / 1_048_576
var characterCount = 0
let iterate = Measurement.median(repetitions: repetitions) {
    var count = 0
    for _ in text { count += 1 }
    characterCount = count
}
var width = 0
let measure = Measurement.median(repetitions: repetitions) {
    width = DisplayWidth.columns(of: text)
}
let perCharacter = Measurement.median(repetitions: repetitions) {
    var total = 0
    for character in text { total += DisplayWidth.columns(of: character) }
    blackHole(total)
}
blackHole(characterCount)
blackHole(width)

// (b) 10,000 renders of a bordered, wrapped component at 80 columns.
let renders = 10_000
let card = SampleCard()
let memoryBefore = (Double(Measurement.peakResidentKilobytes()) / 1024)
var outputs: [ColorSupport: Int] = [:]
var renderTimes: [(ColorSupport, Double)] = []
for support in [ColorSupport.none, .trueColor] {
    let context = RenderContext(width: 80, colorSupport: support)
    let seconds = Measurement.median(repetitions: 5) {
        var bytes = 0
        for _ in 0..<renders { bytes &+= card.render(in: context).utf8.count }
        blackHole(bytes)
    }
    outputs[support] = card.render(in: context).utf8.count
    renderTimes.append((support, seconds))
}
let memoryAfter = (Double(Measurement.peakResidentKilobytes()) / 1024)

print("DemoKit render benchmark (release, median of \(repetitions) runs for widths, 5 for renders)")
print("")
print("Display width of \(text.utf8.count) bytes of mixed-script text (\(characterCount) characters, \(width) columns)")
print(row("for _ in text {}", iterate * 1000, "ms", megabytes / iterate, "MB/s", "1.00x"))
print(row("columns(of: text)", measure * 1000, "ms", megabytes / measure, "MB/s", format(measure / iterate) + "x"))
print(row("Σ columns(of: Character)", perCharacter * 1000, "ms", megabytes / perCharacter, "MB/s", format(perCharacter / iterate) + "x"))
print("")
print("\(renders) renders of a framed, wrapped card with a table at 80 columns")
for (support, seconds) in renderTimes {
    let name = support == .none ? "plain" : "truecolor"
    let bytes = outputs[support] ?? 0
    print(row("\(name), \(bytes) bytes", seconds / Double(renders) * 1_000_000, "µs/render", Double(renders) / seconds, "renders/s", ""))
}
print("")
print("Peak memory (peak resident set): \(format(memoryAfter)) MiB (\(format(memoryBefore)) MiB before the renders)")

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}

func row(_ name: String, _ first: Double, _ firstUnit: String, _ second: Double, _ secondUnit: String, _ ratio: String) -> String {
    func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.columns(of: text)))
    }
    return "  " + pad(name, 28) + pad(format(first) + " " + firstUnit, 18) + pad(format(second) + " " + secondUnit, 20) + ratio
}
