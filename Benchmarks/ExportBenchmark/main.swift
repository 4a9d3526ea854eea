import BenchmarkCatalogs
import BenchmarkSupport
import DemoKitCore
import DemoKitDemos
import DemoKitExport
import DemoKitSnapshots
import Foundation

// Times `export` (the HTML catalog and the SVG pictures, rendered and
// written) on the package's own catalog, then on synthetic catalogs of
// 1,000, 5,000 and 10,000 goldens, and reports seconds per 1,000 goldens and
// the site's size, to show that export stays linear.
//
//   DEMOKIT_BENCHMARKS=1 swift run -c release export-benchmark [--repetitions N]

let arguments = Array(CommandLine.arguments.dropFirst())
let repetitions: Int = {
    guard let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return 3 }
    return value
}()

let work = FileManager.default.temporaryDirectory
    .appendingPathComponent("demokit-export-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: work) }

struct Figures {
    var goldens: Int
    var htmlSeconds: Double
    var svgSeconds: Double
    var siteBytes: Int
    var svgBytes: Int
    var renderings: Int
    var screens: Int
}

func measure(_ name: String, groups: [any DemoGroup.Type]) throws -> Figures {
    let catalog = try Catalog(groups: groups)
    let repetitions = repetitions
    let goldens = try SnapshotPlan(catalog: catalog).cases.count
    var site: CatalogSite?
    var pictures: GoldenPictures?
    let html = work.appendingPathComponent(name + "-site").path
    let svg = work.appendingPathComponent(name + "-svg").path
    let htmlSeconds = try Measurement.median(repetitions: repetitions) {
        let built = try CatalogSite(catalog: catalog, title: name)
        try ExportFolder(path: html).write(built.files)
        site = built
    }
    let svgSeconds = try Measurement.median(repetitions: repetitions) {
        let built = try GoldenPictures(catalog: catalog)
        try ExportFolder(path: svg).write(built.files)
        pictures = built
    }
    return Figures(
        goldens: goldens, htmlSeconds: htmlSeconds, svgSeconds: svgSeconds,
        siteBytes: site?.files.reduce(0) { $0 + $1.bytes.count } ?? 0,
        svgBytes: pictures?.files.reduce(0) { $0 + $1.bytes.count } ?? 0,
        renderings: site?.renderings ?? 0, screens: site?.distinctScreens ?? 0)
}

func report(_ name: String, _ figures: Figures) {
    let perThousand = { (seconds: Double) in seconds * 1000 / Double(max(1, figures.goldens)) }
    print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
            + String(format: "%6d goldens  html %7.3f s (%6.3f s/1,000)  %8.1f MB  %7d renderings, %6d screens"
                + "  |  svg %7.3f s (%6.3f s/1,000)  %7.1f MB",
                figures.goldens, figures.htmlSeconds, perThousand(figures.htmlSeconds),
                Double(figures.siteBytes) / 1_000_000, figures.renderings, figures.screens,
                figures.svgSeconds, perThousand(figures.svgSeconds), Double(figures.svgBytes) / 1_000_000))
}

if arguments.contains("--slowest") {
    // Which demos of the own catalog the site's time goes to.
    let catalog = try Catalog(groups: DemoRegistry.groups)
    var times: [(String, Double)] = []
    for demo in catalog.allDemos {
        let filter = try SnapshotFilter(SnapshotFilter.exactPattern([demo.groupIdentifier, demo.identifier]))
        times.append((demo.address, Measurement.time { blackHole(try? CatalogSite(catalog: catalog, title: "", filter: filter)) }))
    }
    for (address, seconds) in times.sorted(by: { $0.1 > $1.1 }).prefix(10) {
        print(String(format: "%8.3f s  ", seconds) + address)
    }
    exit(0)
}

print("export: medians of \(repetitions) runs, rendered and written; peak memory at the end.\n")
report("DemoKit's own catalog", try measure("own", groups: DemoRegistry.groups))
report("synthetic 1,000", try measure("s1000", groups: [SyntheticGroup<HundredDemos>.self]))
report("synthetic 5,000", try measure("s5000", groups: [SyntheticGroup<FiveHundredDemos>.self]))
report("synthetic 10,000", try measure("s10000", groups: [SyntheticGroup<ThousandDemos>.self]))
print("\npeak resident memory: \(Measurement.peakResidentKilobytes() / 1024) MB")
