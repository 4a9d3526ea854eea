@testable import DemoKitRunner
import Testing

/// Each command's options are one typed value the parser makes: every
/// option `--help` lists sets a field of it, and shared options land in
/// the part of the command's options they belong to.
@Suite struct CommandOptionsTests {
    private func check<Command: RunnerCommand>(_: Command.Type) throws {
        let spec = Command.spec
        #expect(spec.options.map(\.name) == Command.Options.specs.map(\.name) + ["help"])
        #expect(Set(spec.options.map(\.name)).count == spec.options.count, "\(spec.name) lists an option twice")
        let none = String(describing: Command.Options())
        for option in spec.options where option.name != "help" {
            let value = option.allowedValues?.first ?? "x"
            let arguments = option.valueName == nil ? ["--" + option.name] : ["--" + option.name, value]
            let parsed = try ArgumentParser.parse(arguments, as: spec, commandName: "demo-runner")
            let options = Command.Options(parsed)
            #expect(String(describing: options) != none, "'\(spec.name) --\(option.name)' sets no field")
        }
    }

    @Test func everyOptionOfEveryCommand_setsAFieldOfItsOptions() throws {
        for command in DemoRunner.commands { try check(command) }
    }

    @Test func open_readsItsOwnSharedRenderAndLiveOptions_intoTheirParts() throws {
        let parsed = try ArgumentParser.parse(
            [
                "Components/buttons", "--tweak", "2", "--width=40", "--rtl", "--color", "never", "--keys", "down",
                "--steps", "--preferences", "p.json",
            ],
            as: OpenCommand.spec, commandName: "demo-runner")
        let options = OpenCommand.Options(parsed)
        #expect(parsed.positionals == ["Components/buttons"])
        #expect(options.tweak == "2")
        #expect(options.render.width == "40")
        #expect(options.render.rtl)
        #expect(options.render.color == "never")
        #expect(!options.render.screenReader)
        #expect(options.live.keys == "down")
        #expect(options.live.steps)
        #expect(!options.live.play)
        #expect(options.preferences == "p.json")
    }

    @Test func browse_takesNoWidth_andReadsWatchAndNoAudit() throws {
        #expect(!BrowseCommand.spec.options.contains { $0.name == "width" })
        let parsed = try ArgumentParser.parse(
            ["--watch", "--no-audit", "--appearance", "dark"], as: BrowseCommand.spec, commandName: "demo-runner")
        let options = BrowseCommand.Options(parsed)
        #expect(options.watch)
        #expect(options.noAudit)
        #expect(options.render.appearance == "dark")
        #expect(options.render.width == nil)
    }
}
