import DemoKitRunner
import Foundation
import Testing

/// Every command DemoKit prints names the runner as the user can run it
/// from where they are.
@Suite("The command that runs the runner again")
struct RunnerInvocationTests {
    /// A package at `/work/My Demos` (with a space), as `swift run` leaves it.
    private static func command(_ argument0: String, from directory: String) -> String {
        RunnerInvocation.command(
            argument0: argument0, currentDirectory: URL(fileURLWithPath: directory),
            isPackageRoot: { $0.standardizedFileURL.path == "/work/My Demos" })
    }

    /// The executable's name, taken from a plain path without a URL, is
    /// what a URL makes of every path.
    @Test(arguments: [
        "demo-runner", "./demo-runner", "/usr/local/bin/My Demos", ".build/debug/MyDemos", "a//b", "a/b/", "/",
        ".", "..", "a/..", "", "é/ü",
    ])
    func executableName_isTheURLsLastPathComponent(argument0: String) {
        #expect(RunnerInvocation.executableName(argument0: argument0) == URL(fileURLWithPath: argument0).lastPathComponent)
    }

    @Test func swiftRun_inThePackage_isSwiftRunAndTheProduct() {
        // What `swift run MyDemos` passes as the first argument, from the
        // package's root and from a folder inside it.
        #expect(Self.command(".build/x86_64-unknown-linux-gnu/debug/MyDemos", from: "/work/My Demos")
            == "swift run MyDemos")
        #expect(Self.command("../.build/arm64-apple-macosx/debug/MyDemos", from: "/work/My Demos/Sources")
            == "swift run MyDemos")
    }

    @Test func swiftRun_release_andScratchFolders_keepTheirConfiguration() {
        #expect(Self.command(".build/x86_64-unknown-linux-gnu/release/MyDemos", from: "/work/My Demos")
            == "swift run -c release MyDemos")
        #expect(Self.command(".build-ci/debug/My Demos", from: "/work/My Demos") == "swift run 'My Demos'")
    }

    @Test func aBuildOutsideTheCurrentDirectory_namesThePackagePath_quoted() {
        #expect(Self.command("My Demos/.build/debug/MyDemos", from: "/work")
            == "swift run --package-path 'My Demos' MyDemos")
        #expect(Self.command("../My Demos/.build/debug/MyDemos", from: "/work/elsewhere")
            == "swift run --package-path '/work/My Demos' MyDemos")
    }

    @Test func aBareName_wasFoundOnThePath_andStaysBare() {
        #expect(Self.command("demo-runner", from: "/tmp") == "demo-runner")
        #expect(Self.command("my demos", from: "/tmp") == "'my demos'")
    }

    @Test func anyOtherPath_isThePathAsTyped_quoted() {
        #expect(Self.command("./bin/demos", from: "/tmp") == "./bin/demos")
        #expect(Self.command("/opt/My Tools/demos", from: "/tmp") == "'/opt/My Tools/demos'")
        // A `.build` folder that is no package's is not a `swift run`.
        #expect(Self.command(".build/debug/demos", from: "/srv") == ".build/debug/demos")
        // An absolute path (a tool's, the `demo` plugin's) runs as it is,
        // without a build that would wait for the one that started it.
        #expect(Self.command("/work/My Demos/.build/debug/MyDemos", from: "/work/My Demos")
            == "'/work/My Demos/.build/debug/MyDemos'")
    }

    @Test func theCommandPlugin_namesItself() {
        let command = RunnerInvocation.command(
            argument0: "/work/My Demos/.build/debug/MyDemos", currentDirectory: URL(fileURLWithPath: "/work/My Demos"),
            environment: ["DEMOKIT_RUNNER_COMMAND": "swift package --allow-writing-to-package-directory demo"])
        #expect(command == "swift package --allow-writing-to-package-directory demo")
    }

    @Test func controlCharacters_inThePath_cannotDriveTheTerminal() {
        let command = Self.command("/tmp/a\u{1B}[2Jb/demos", from: "/tmp")
        #expect(!command.unicodeScalars.contains { $0.value < 0x20 })
        #expect(command == "$'/tmp/a\\x1B[2Jb/demos'")
    }
}
