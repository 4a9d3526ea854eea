import DemoKitTestSupport
import Foundation

/// Headless Chromium, run as a person's browser would be, with a fresh
/// profile each time so that tests running at once never share one.
enum Chromium {
    /// The browser: `DEMOKIT_CHROMIUM` if set (`.ci/run` sets it to the one
    /// it found or installed, by the same search as below, so both use one
    /// binary); else `chromium` (Debian's package), `chromium-browser` or
    /// Google Chrome on the PATH, or the macOS applications.
    static let executable: URL? = {
        if let chosen = ProcessInfo.processInfo.environment["DEMOKIT_CHROMIUM"], !chosen.isEmpty {
            let url = URL(fileURLWithPath: chosen)
            return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
        }
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        let applications = [
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        ]
        return applications.map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    /// Whether the browser tests must run: on CI (`CI` set, and not `false`
    /// or `0`) a missing browser fails them instead of skipping them.
    static var mustRun: Bool {
        isAvailable || !["", "false", "0"].contains(ProcessInfo.processInfo.environment["CI"] ?? "")
    }

    static let missing = "Chromium is not installed; .ci/run installs it (apt-get install chromium fonts-dejavu-core)"

    /// Runs the browser on `url` with `extra` switches and returns what it
    /// printed: with `--dump-dom`, the page's DOM once its scripts ran.
    static func run(_ url: URL, fragment: String? = nil, _ extra: [String], timeout: TimeInterval = 120) throws
        -> ProcessResult
    {
        guard let executable else { throw BrowserTestFailure.missingBrowser }
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        var address = url.absoluteString
        if let fragment { address += "#" + fragment }
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
            "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--hide-scrollbars",
        ] + extra + [address]
        return try ProcessResult.run(executable, arguments, timeout: timeout)
    }

    /// The requests a page made to anything but `file:`, `data:`, `about:`
    /// or `blob:` URLs, read from a `--log-net-log` file. The browser's own
    /// background requests (update checks, spelling dictionaries: initiator
    /// "not an origin") are not the page's, and are left out.
    static func pageRequests(inNetLog file: URL) throws -> [String] {
        let data = try Data(contentsOf: file)
        guard let log = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let events = log["events"] as? [[String: Any]]
        else { throw BrowserTestFailure.unreadableNetLog(file.path) }
        var requests: [String] = []
        for event in events {
            guard let parameters = event["params"] as? [String: Any],
                let url = parameters["url"] as? String, let initiator = parameters["initiator"] as? String
            else { continue }
            let scheme = url.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            if ["file", "data", "about", "blob"].contains(scheme) || initiator == "not an origin" { continue }
            requests.append("\(url) (initiator \(initiator))")
        }
        return requests
    }

    /// The page's console messages and uncaught exceptions, from the
    /// browser's log on standard error (`--enable-logging=stderr --v=0`).
    static func consoleLines(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
            .map(String.init)
    }

    /// The text of `<pre id="ID">` in a dumped DOM, with character
    /// references decoded.
    static func preText(id: String, in dom: String) -> String? {
        guard let open = dom.range(of: "<pre id=\"\(id)\">"),
            let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
        else { return nil }
        return String(dom[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Why a browser test could not look at what it wanted to.
struct BrowserTestFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    static let missingBrowser = BrowserTestFailure(Chromium.missing)
    static func unreadableNetLog(_ path: String) -> BrowserTestFailure {
        BrowserTestFailure("the net log \(path) is not the JSON Chromium writes")
    }
}
