import DemoKitCore
import DemoKitProcess
import DemoKitSnapshots
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension OpenCommand {
    /// The hidden first argument of a runner that `open` started again to
    /// run the demo's code (`__demokit-open open ARGUMENTS`): it opens in
    /// its own process. Not a command for people, so not in the help.
    static let renderProcessCommand = "__demokit-open"

    /// Runs this `open` again in a child process, the runner started with
    /// ``renderProcessCommand``, and ends as it ended; when the demo crashed
    /// it, says so in one line, read from its standard error by
    /// ``CrashLog`` as render workers' crashes are read, and ends with
    /// status 1, as the time limit does.
    ///
    /// The child writes the screen to standard output itself; its standard
    /// error goes to a file, handed on unless the runtime's crash report
    /// starts in it.
    ///
    /// - Returns: `false` when this process cannot start the child (a test's
    ///   environment, a command line that is not `open`'s, or no executable
    ///   found): `open` renders in process.
    func runInRenderProcess(
        subject: @autoclosure () -> String, environment: RunnerEnvironment
    ) throws(RunnerError) -> Bool {
        // The command line is run again as typed: only one that is this
        // `open` (a host that calls `DemoRunner.run` has none to give).
        guard let prefix = environment.renderWorkerArguments, environment.arguments.first == Self.spec.name,
            let executable = Bundle.main.executablePath
        else {
            return false
        }
        var variables = environment.variables
        variables["SWIFT_BACKTRACE"] = CrashLog.environmentValue
        // The child's messages name the command the user typed.
        variables[RunnerInvocation.environmentVariable] = environment.commandName
        let logPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-open-\(getpid())-\(UUID().uuidString.prefix(8)).log").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        var launch = ProcessLaunch(
            executable: executable, arguments: prefix + [Self.renderProcessCommand] + environment.arguments,
            environment: variables)
        launch.descriptors = [.open(2, path: logPath, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)]
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(launch)
        } catch {
            return false
        }
        let end = child.waitForEnd()
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        switch end {
        case .signaled(let signal)?:
            // What the child said before the runtime's report (warnings, the
            // demo's own prints) is the user's; the report is read, not shown.
            let before = CrashLog.textBeforeReport(log)
            if !before.isEmpty { environment.writeError(before.hasSuffix("\n") ? before : before + "\n") }
            let crashLog = CrashLog(log)
            let crash = RenderCrash(
                signal: signal, signalName: SignalName.of(signal), message: crashLog.cause,
                backtrace: crashLog.backtrace)
            throw .failure(crash.summary(subject: subject()) + "; " + crashFix)
        case .exited(let status)?:
            if !log.isEmpty { environment.writeError(log) }
            if status != 0 { exit(status) }
            return true
        case nil:
            throw .failure("\(subject()) was opened in a process this runner lost; open it again")
        }
    }

    /// What to do about a crash: the input `open` gave the demo, named, is
    /// the first suspect.
    private var crashFix: String {
        // Quoted as a shell word, as stress's commands quote it: a value with
        // a quote or a control character is shown so that it can be pasted.
        let given = controls.settings.map { ShellWord.quoted("--set " + $0.argument) }
        guard !given.isEmpty else { return "fix the demo" }
        return "fix the demo, or give it other values than \(given.joined(separator: " "))"
    }
}
