import DemoKitBrowser
import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import Foundation

/// `demo-runner export`: the catalog as a static HTML site to share, the
/// goldens as SVG pictures for READMEs and pull requests, and the scripts and
/// animations as asciicasts and animated SVGs.
///
/// Prints one summary line per output, e.g.
/// `Exported 3480 demo renderings (110 demos and tweaks, 1605 distinct screens) to site/index.html (951 KB)`.
/// Exits 0 when everything was written; 1 when a file could not be written
/// or a golden could not be rendered for its picture; 64 for a usage error
/// (none of `--html`, `--svg`, `--cast`, `--svg-animated`, a bad filter, a folder that is not an
/// export's), found before anything is written.
package struct ExportCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "export",
        abstract: "Export the catalog as a static HTML site, goldens as SVG pictures, scripts as asciicasts.",
        discussion: """
            --html DIR writes DIR/index.html, one self-contained page (no network, opens from
            file://) with every demo and tweak at the goldens' context and switches for dark,
            right to left and widths, each demo's accessibility findings ('audit' runs on the
            renderings the goldens pin; --no-audit leaves them out), and DIR/index.json describing
            the catalog. --svg DIR writes one picture per golden, at the golden's path with .svg.
            --cast DIR writes an asciicast v2 file (asciinema, agg) per script golden and per
            animated demo's still golden, at the golden's path with .cast: the screens at their
            virtual times, an animation that never ends cut at 10 s. --svg-animated DIR writes the
            same recordings as animated SVGs (CSS animations, no script), at the path with .svg.
            A folder that holds files other than a previous export is refused; a previous export
            is replaced.
            """,
        options: Options.specs
    )

    /// `export`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--html`.
        package var html: String?
        /// `--svg`.
        package var svg: String?
        /// `--cast`.
        package var cast: String?
        /// `--svg-animated`.
        package var animatedSVG: String?
        /// `--idle-time-limit`.
        package var idleTimeLimit: String?
        /// `--filter`.
        package var filter: String?
        /// `--no-audit`.
        package var noAudit: Bool = false

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .value(\.html, "html", value: "dir", help: "Write the HTML catalog to this folder (index.html, index.json)."),
            .value(\.svg, "svg", value: "dir", help: "Write one SVG picture per golden to this folder."),
            .value(\.cast, "cast", value: "dir", help: "Write one asciicast per script and animation to this folder."),
            .value(
                \.animatedSVG, "svg-animated", value: "dir",
                help: "Write one animated SVG per script and animation to this folder."),
            .value(
                \.idleTimeLimit, "idle-time-limit", value: "time",
                help: "The longest pause a cast or animated SVG shows ('2s', '500ms')."),
            .value(
                \.filter, "filter", value: "pattern",
                help: "Export only these groups, demos or tweaks, as 'snapshot --filter' selects\n"
                    + "them: 'red', 'Components/buttons', '*/*/red'; several separated by ','."),
            .flag(\.noAudit, "no-audit", help: "Leave the accessibility audit's findings out of the HTML catalog."),
        ]
    }

    let html: String?
    let svg: String?
    let cast: String?
    let animatedSVG: String?
    let idleTimeLimit: Duration?
    let filter: SnapshotFilter?
    /// Whether the HTML catalog lists the audit's findings.
    let audits: Bool

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        html = options.html
        svg = options.svg
        cast = options.cast
        animatedSVG = options.animatedSVG
        guard html != nil || svg != nil || cast != nil || animatedSVG != nil else {
            throw .usage(
                "nothing to export; add '--html DIR' for the HTML catalog, '--svg DIR' for pictures, "
                    + "'--cast DIR' for asciicasts or '--svg-animated DIR' for animated pictures, "
                    + "e.g. '\(environment.commandName) export --html .build/catalog'")
        }
        for (name, value) in [("html", html), ("svg", svg), ("cast", cast), ("svg-animated", animatedSVG)]
        where value?.isEmpty == true {
            throw .usage("'--\(name)' needs a folder, e.g. '--\(name) .build/catalog'")
        }
        if let svg, let animatedSVG, environment.url(forPath: svg).path == environment.url(forPath: animatedSVG).path {
            throw .usage(
                "'--svg' and '--svg-animated' name the same folder, where a script's picture and its animation "
                    + "would have the same name; give each a folder of its own")
        }
        if let text = options.idleTimeLimit {
            guard let limit = VirtualTimeArgument.parse(text), limit > .zero else {
                throw .usage(
                    "'--idle-time-limit' needs a time above zero: \(VirtualTimeArgument.forms), "
                        + "not '\(TerminalSafeText.oneLine(text))'")
            }
            guard cast != nil || animatedSVG != nil else {
                throw .usage("'--idle-time-limit' applies to recordings; add '--cast DIR' or '--svg-animated DIR'")
            }
            idleTimeLimit = limit
        } else {
            idleTimeLimit = nil
        }
        do {
            filter = try options.filter.map { text throws(SnapshotSetupError) in try SnapshotFilter(text) }
        } catch {
            throw .usage(error.message)
        }
        audits = !options.noAudit
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        environment.repeatDiscoveryWarnings()
        let site: CatalogSite?
        let pictures: GoldenPictures?
        let media: DocumentationMedia?
        do {
            site = try html.map { _ throws(SnapshotSetupError) in
                let findings = audits ? try AuditCommand.findings(of: SnapshotPlan(catalog: catalog, filter: filter)) : nil
                return try CatalogSite(
                    catalog: catalog, title: environment.catalogName, filter: filter,
                    widths: WidthPreset.all.compactMap { preset in
                        if case .columns(let columns) = preset { columns } else { nil }
                    },
                    findings: findings)
            }
            pictures = try svg.map { _ throws(SnapshotSetupError) in
                try GoldenPictures(catalog: catalog, filter: filter)
            }
            var kinds: DocumentationMedia.Kinds = []
            if cast != nil { kinds.insert(.cast) }
            if animatedSVG != nil { kinds.insert(.animatedSVG) }
            media = kinds.isEmpty
                ? nil : try DocumentationMedia(catalog: catalog, filter: filter, kinds: kinds, idleTimeLimit: idleTimeLimit)
        } catch {
            throw .failure(error.message)
        }
        let nothingMatched = (site.map { $0.entries == 0 } ?? true)
            && (pictures.map { $0.files.isEmpty && $0.failures.isEmpty } ?? true)
            && (media.map { $0.recordings == 0 && $0.failures.isEmpty } ?? true)
        if let filter, nothingMatched {
            throw .usage(
                "no demo matches the filter '\(filter)'; see '\(environment.commandName) list' for the identifiers")
        }
        // Every folder is checked before anything is written.
        var outputs: [(folder: String, files: [(path: String, bytes: [UInt8])])] = []
        if let html, let site { outputs.append((environment.url(forPath: html).path, site.files)) }
        for (path, files) in [(svg, pictures?.files), (cast, media?.files), (animatedSVG, media?.pictures)] {
            guard let path, let files else { continue }
            let folder = environment.url(forPath: path).path
            if let index = outputs.firstIndex(where: { $0.folder == folder }) {
                outputs[index].files += files
            } else {
                outputs.append((folder, files))
            }
        }
        let display = { (path: String) in
            TerminalSafeText.oneLine(SnapshotLocation.display(path, relativeTo: environment.currentDirectory))
        }
        for checking in [true, false] {
            for output in outputs {
                try Self.write(output.files, to: output.folder, checkOnly: checking, display: display)
            }
        }
        try tell(site: site, pictures: pictures, media: media, display: display, environment: environment)
    }

    /// Says what was exported where, and fails for what could not be.
    private func tell(
        site: CatalogSite?, pictures: GoldenPictures?, media: DocumentationMedia?, display: (String) -> String,
        environment: RunnerEnvironment
    ) throws(RunnerError) {
        if let html, let site {
            let folder = environment.url(forPath: html)
            let bytes = site.files.first { $0.path == "index.html" }?.bytes.count ?? 0
            environment.write(
                "Exported \(site.renderings) demo renderings (\(site.entries) demos and tweaks, "
                    + "\(site.distinctScreens) distinct screens) to "
                    + "\(display(folder.appendingPathComponent("index.html").path)) (\(Self.size(bytes)))\n")
        }
        if let svg, let pictures {
            let bytes = pictures.files.reduce(0) { $0 + $1.bytes.count }
            environment.write(
                "Exported \(pictures.files.count) golden pictures to "
                    + "\(display(environment.url(forPath: svg).path)) (\(Self.size(bytes)))\n")
            if !pictures.failures.isEmpty {
                for failure in pictures.failures { environment.writeError("✗ \(failure)\n") }
                throw .failure("\(pictures.failures.count) goldens could not be rendered; they have no picture")
            }
        }
        if let media {
            for (path, files, what) in [(cast, media.files, "casts"), (animatedSVG, media.pictures, "animated pictures")] {
                guard let path else { continue }
                let bytes = files.reduce(0) { $0 + $1.bytes.count }
                environment.write(
                    "Exported \(media.recordings) \(what) of scripts and animations to "
                        + "\(display(environment.url(forPath: path).path)) (\(Self.size(bytes)))\n")
            }
            if !media.failures.isEmpty {
                for failure in media.failures { environment.writeError("✗ \(failure)\n") }
                throw .failure("\(media.failures.count) scripts or animations could not be recorded; they have no media")
            }
        }
    }

    /// Checks or writes one folder, with the failure as a runner error.
    private static func write(
        _ files: [(path: String, bytes: [UInt8])], to folder: String, checkOnly: Bool,
        display: (String) -> String
    ) throws(RunnerError) {
        do {
            let export = ExportFolder(path: folder)
            if checkOnly { try export.check() } else { try export.write(files) }
        } catch {
            switch error {
            case .notAnExport(let example):
                throw .usage(
                    "refusing to export to \(display(folder)): it holds "
                        + "\(TerminalSafeText.oneLine(example)), which is not from a DemoKit export; "
                        + "give an empty or new folder, or delete what is in it")
            case .unwritable(let path, let reason):
                throw .failure("cannot export to \(display(path)): \(reason)")
            }
        }
    }

    /// `812 KB`, `1.4 MB`: a size for the summary line.
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\((bytes + 500) / 1_000) KB" }
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
