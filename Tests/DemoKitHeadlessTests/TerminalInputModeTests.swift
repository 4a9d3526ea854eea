import DemoKitCore
import Testing

@testable import DemoKitHeadless

/// Reports the bytes of the first key it reads, in the mode it is given;
/// writes a line after its read returns, to show whether it still runs.
private struct FirstKeyDemo: TerminalComponentDemo, InteractiveDemo {
    let mode: TerminalInputMode?

    func run(in terminal: HeadlessTerminal) {
        if let mode { terminal.inputMode = mode }
        terminal.write("key? ")
        let key = terminal.read()
        terminal.write("read \(key.map { "\($0)" } ?? "nil")\n")
        if let key { terminal.report(.value("\(key)")) }
    }
}

/// A Noora-shaped prompt: it clears only ECHO and ICANON on a real tty,
/// so it reads characters until `"\n"` and never expects CR.
private struct NameLineDemo: TerminalComponentDemo, InteractiveDemo {

    func run(in terminal: HeadlessTerminal) {
        terminal.write("Name? ")
        var name: [UInt8] = []
        while let byte = terminal.readByte() {
            if byte == 0x0A {
                terminal.write("\nHello, \(String(decoding: name, as: UTF8.self))!\n")
                terminal.report(.value(String(decoding: name, as: UTF8.self)))
                return
            }
            name.append(byte)
            terminal.write(contentsOf: [byte])
        }
    }
}

private let context = RenderContext(width: 30, colorSupport: .none)

@Suite("Stream components: input processing")
struct TerminalInputModeTests {
    @Test("Enter arrives as LF by default (ICRNL), as CR when the component turns it off")
    func carriageReturns() throws {
        var player = LivePlayer(demo: FirstKeyDemo(mode: nil), context: context)
        player.perform(.press(.enter))
        #expect(player.outcome == .value("[10]"))

        var raw = LivePlayer(demo: FirstKeyDemo(mode: .raw), context: context)
        raw.perform(.press(.enter))
        #expect(raw.outcome == .value("[13]"))

        let crOnly = TerminalInputMode(translatesCarriageReturns: false, interruptsOnControlC: true)
        var kept = LivePlayer(demo: FirstKeyDemo(mode: crOnly), context: context)
        kept.perform(.press(.enter))
        #expect(kept.outcome == .value("[13]"))

        // A paste's line breaks are CR from the terminal, LF after ICRNL.
        var paste = LivePlayer(demo: FirstKeyDemo(mode: nil), context: context)
        paste.perform(.paste("a\nb"))
        #expect(paste.outcome == .value("[97, 10, 98]"))
    }

    @Test("Ctrl-C ends the run as cancelled by default (ISIG), arrives as 0x03 when the component turns it off")
    func interrupt() throws {
        var player = LivePlayer(demo: FirstKeyDemo(mode: nil), context: context)
        player.perform(.press(.control("c")))
        #expect(player.outcome == .cancelled)
        // What the component wrote after its read is dropped, as after SIGINT.
        #expect(try player.render().plainText == "key?")

        var raw = LivePlayer(demo: FirstKeyDemo(mode: .raw), context: context)
        raw.perform(.press(.control("c")))
        #expect(raw.outcome == .value("[3]"))
        #expect(try raw.render().plainText == "key? read [3]")

        let noSignals = TerminalInputMode(translatesCarriageReturns: true, interruptsOnControlC: false)
        var handled = LivePlayer(demo: FirstKeyDemo(mode: noSignals), context: context)
        handled.perform(.press(.control("c")))
        #expect(handled.outcome == .value("[3]"))
    }

    @Test("A component that waits for LF gets Enter: its script's story")
    func lineReaderScript() throws {
        let script = DemoScript("name", steps: [.type("Ada"), .press(.enter)], expecting: .value("Ada"))
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: NameLineDemo(), context: context))
        #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
        #expect(
            ScriptPlayback.story(of: frames).plainText == """
                ── 0. start  (t = 0 s)
                Name?

                ── 1. type "Ada"  (t = 0 s)
                Name? Ada

                ── 2. ⏎  (t = 0 s)
                Name? Ada
                Hello, Ada!

                ── outcome: value "Ada"
                """)
    }
}
