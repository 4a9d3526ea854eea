import Foundation

/// Headless Chromium, driven from outside as a person's browser: load a
/// `file://` page, let its scripts run, and read the DOM, the console, the
/// network log or a screenshot. `.ci/run` installs it; tests that need it
/// are skipped, saying so, where it is missing.
package struct HeadlessChromium {
    /// The browser binary: `$CHROMIUM`, else the first of the usual names on
    /// `PATH`, else the macOS application.
    package static let executable: URL? = {
        var candidates: [String] = []
        if let named = ProcessInfo.processInfo.environment["CHROMIUM"], !named.isEmpty { candidates.append(named) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "chrome"] {
                candidates.append("\(folder)/\(name)")
            }
        }
        candidates.append("/Applications/Chromium.app/Contents/MacOS/Chromium")
        candidates.append("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    package static var isAvailable: Bool { executable != nil }

    /// What one page load left behind.
    package struct Load {
        /// The DOM after the scripts ran (`--dump-dom`), or empty.
        package var dom: String
        /// The console messages Chromium logged (`CONSOLE(…)` lines).
        package var console: [String]
        /// Every URL the page (not the browser itself) asked for, in the
        /// network log.
        package var requestedURLs: [String]
    }

    /// Loads `page` and returns its DOM after `budget` milliseconds of
    /// virtual time, its console messages and the URLs it requested.
    ///
    /// - Parameter allowingFileAccess: Lets a page's scripts read other
    ///   `file://` pages (a test page that drives another in an `<iframe>`).
    package static func load(_ page: URL, budget: Int = 5_000, allowingFileAccess: Bool = false) throws -> Load {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let netLog = folder.appendingPathComponent("net.json")
        var arguments = commonArguments(profile: folder) + [
            "--enable-logging=stderr", "--v=0", "--log-net-log=\(netLog.path)",
            "--virtual-time-budget=\(budget)", "--dump-dom",
        ]
        if allowingFileAccess { arguments.append("--allow-file-access-from-files") }
        let result = try run(arguments + [page.absoluteString])
        let console = result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        let log = (try? String(contentsOf: netLog, encoding: .utf8)) ?? ""
        return Load(dom: result.standardOutput, console: console, requestedURLs: urls(inNetLog: log))
    }

    /// Saves a screenshot of `page` at `width` × `height` CSS pixels.
    package static func screenshot(_ page: URL, to file: URL, width: Int, height: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try run(
            commonArguments(profile: folder) + [
                "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)",
                "--virtual-time-budget=3000", page.absoluteString,
            ])
    }

    private static func commonArguments(profile: URL) -> [String] {
        // No sandbox: CI runs as root, where Chromium's sandbox cannot start.
        // The browser's own traffic (updates, sign-in, spelling
        // dictionaries) is switched off, so the network log holds only what
        // the page asks for.
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-extensions", "--disable-domain-reliability",
            "--disable-client-side-phishing-detection", "--no-default-browser-check",
            "--disable-features=Translate,OptimizationHints,MediaRouter,SpellCheck,AutofillServerCommunication",
        ]
    }

    private static func run(_ arguments: [String]) throws -> ProcessResult {
        guard let executable else { throw ProcessResult.Failure("no Chromium: install it (apt-get install chromium)") }
        return try ProcessResult.run(executable, arguments, timeout: 60)
    }

    /// The URLs of a NetLog file's requests that a page started: those with
    /// an initiator. The browser's own (updates, sign-in), which flags do
    /// not all switch off, have `"initiator": "not an origin"`.
    static func urls(inNetLog log: String) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any],
            let events = json["events"] as? [[String: Any]]
        else { return log.isEmpty ? [] : ["(unreadable net log)"] }
        var urls: [String] = []
        for event in events {
            guard let parameters = event["params"] as? [String: Any], let url = parameters["url"] as? String,
                let initiator = parameters["initiator"] as? String, initiator != "not an origin"
            else { continue }
            if !urls.contains(url) { urls.append(url) }
        }
        return urls
    }
}
