import DemoKitCore
import DemoKitTesting
import Foundation
import Testing
import XCTest

/// `DemoDriver` under Swift Testing: a unit test drives a demo and asserts
/// on its outcome or its screen at a step, without files.
@Suite struct DemoDriverTests {
    @Test func press_thenOutcomeAndScreen() throws {
        var driver = DemoDriver(ChoiceDemo())
        #expect(try driver.text == "Fruit?\n❯ Apple\n  Banana\n  Cherry\n80 columns, light")
        driver.press(.down)
        #expect(try driver.text.contains("❯ Banana"))
        #expect(driver.outcome == nil)
        driver.press(.enter)
        #expect(driver.outcome == .value("Banana"))
        // Once it has an outcome, the prompt has returned: later keys are not delivered.
        driver.press(.up, .enter)
        #expect(driver.outcome == .value("Banana"))
    }

    @Test func tweakByIdentifierOrIndex_configuresTheDemo() throws {
        var byName = try DemoDriver(ChoiceDemo(), tweak: "filter")
        byName.type("an")
        #expect(try byName.text == "Fruit? filter: an\n❯ Banana\n80 columns, light")
        let byIndex = try DemoDriver(ChoiceDemo(), tweakAt: 1)
        #expect(try byIndex.text.hasPrefix("Fruit? filter:"))
        #expect(throws: DemoDriverError.self) { try DemoDriver(ChoiceDemo(), tweak: "fancy") }
        do {
            _ = try DemoDriver(ChoiceDemo(), tweak: "fancy")
        } catch {
            #expect(error.description == "no tweak 'fancy' in ChoiceDemo; tweaks: plain, filter")
        }
        #expect(throws: DemoDriverError.self) { try DemoDriver(ChoiceDemo(), tweakAt: 2) }
    }

    @Test func pressKeys_readsKeyNamesAsScriptsDo() throws {
        var driver = try DemoDriver(ChoiceDemo(), tweak: "filter")
        try driver.press(keys: "'ch' enter")
        #expect(driver.outcome == .value("Cherry"))
        var other = DemoDriver(ChoiceDemo())
        do {
            try other.press(keys: "down dwon")
            Issue.record("an unknown key name was accepted")
        } catch {
            #expect(error.description.hasPrefix("unknown key 'dwon'"))
        }
    }

    @Test func waitAndResize_moveVirtualTimeAndWidth() throws {
        var driver = DemoDriver(TimerDemo())
        driver.wait(.milliseconds(240))
        #expect(driver.time == .milliseconds(240))
        #expect(try driver.text == "⠸ Building\nelapsed 0.24 s, 80 columns")
        driver.resize(width: 30)
        driver.wait(.seconds(2))
        #expect(try driver.text == "✔ Built\nelapsed 2.24 s, 30 columns")
        #expect(try driver.screen.hasStyles)
        #expect(driver.context.width == 30)
    }

    @Test func play_returnsTheScreensOfTheGolden_andLeavesTheDriverAtTheEnd() throws {
        var driver = DemoDriver(TimerDemo())
        let frames = try driver.play(script: "run")
        #expect(frames.map(\.index) == [0, 1, 2, 3, 4])
        #expect(frames[3].header == "── 3. resize 30 columns  (t = 1.24 s)")
        #expect(frames[3].step == .resize(width: 30, height: nil))
        #expect(frames[4].text == "✔ Built\nelapsed 2.24 s, 30 columns")
        #expect(driver.time == .milliseconds(2240))
        #expect(DemoDriver.story(of: frames) + "\n" == ScriptGoldenTests.timerStory)
    }

    @Test func play_outcomeAndItsFailure() throws {
        var driver = DemoDriver(ChoiceDemo(expected: .value("Cherry")))
        let script = try #require((driver.demo as? ChoiceDemo)?.scripts.first)
        let frames = try driver.play(script)
        #expect(frames.last?.outcome == .value("Banana"))
        #expect(driver.outcome == .value("Banana"))
        #expect(
            DemoDriver.outcomeFailure(of: script, frames: frames)
                == #"script 'chooseSecond' ended with value "Banana"; expected value "Cherry""#)
        var right = DemoDriver(ChoiceDemo())
        let rightScript = try #require((right.demo as? ChoiceDemo)?.scripts.first)
        #expect(DemoDriver.outcomeFailure(of: rightScript, frames: try right.play(rightScript)) == nil)
    }

    @Test func playUnknownScript_namesTheScripts() {
        var driver = DemoDriver(ChoiceDemo())
        #expect {
            try driver.play(script: "nope")
        } throws: { error in
            (error as? DemoDriverError)?.description == "no script 'nope' in ChoiceDemo; scripts: chooseSecond"
        }
    }

    @Test func stillDemo_isDrivenToo_inputAndTimeChangeNothing() throws {
        var driver = DemoDriver(TextDemo("Still", text: "still"))
        driver.press(.enter)
        driver.wait(.seconds(1))
        #expect(try driver.text == "still")
        #expect(driver.outcome == nil)
    }

    @Test func verifyDemoSnapshots_coversScriptGoldens() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-driver-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(verifyDemoSnapshots(of: FixtureRegistry<ScriptGroup>.self, record: .all, snapshotDirectory: root) == nil)
        #expect(FileManager.default.fileExists(atPath: root + "/ScriptGroup/timer+run.txt"))
        #expect(FileManager.default.fileExists(atPath: root + "/ScriptGroup/choice/filter+filterCherry@dark.ansi"))
        #expect(verifyDemoSnapshots(of: FixtureRegistry<ScriptGroup>.self, record: .never, snapshotDirectory: root) == nil)

        let wrong = try #require(
            verifyDemoSnapshots(of: FixtureRegistry<WrongOutcomeGroup>.self, filter: FixtureRegistry<WrongOutcomeGroup>.demo("choice"), record: .all, snapshotDirectory: root))
        #expect(wrong.contains("✗ ScriptGroup/choice/plain+chooseSecond.txt"))
        #expect(wrong.contains(#"ended with value "Banana"; expected value "Cherry""#))
        #expect(!wrong.contains("timer"))
    }
}

/// `DemoDriver` under XCTest.
final class DemoDriverXCTests: XCTestCase {
    func testDriver_chooseSecond_endsWithBanana() throws {
        var driver = try DemoDriver(ChoiceDemo(), tweak: "plain")
        let frames = try driver.play(script: "chooseSecond")
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(frames[1].header, "── 1. ↓  (t = 0 s)")
        XCTAssertTrue(frames[1].text.contains("❯ Banana"))
        XCTAssertEqual(driver.outcome, .value("Banana"))
    }

    func testDriver_screenAtATime_isTheSameOnEveryRun() throws {
        var first = DemoDriver(TimerDemo())
        var second = DemoDriver(TimerDemo())
        first.wait(.milliseconds(1200))
        second.wait(.milliseconds(1200))
        XCTAssertEqual(try first.text, try second.text)
        XCTAssertEqual(try first.text, "⠴ Building\nelapsed 1.2 s, 80 columns")
    }

    func testAssertDemoSnapshots_checksScriptGoldens() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-driver-xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        withDemoSnapshots(record: .all, snapshotDirectory: root) {
            assertDemoSnapshots(of: FixtureRegistry<ScriptGroup>.self)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/ScriptGroup/choice/plain+chooseSecond.txt"))
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: root + "/ScriptGroup/timer+run.txt"))
        let failure = verifyDemoSnapshots(of: FixtureRegistry<ScriptGroup>.self, record: .never, snapshotDirectory: root)
        XCTAssertTrue(failure?.contains("✗ ScriptGroup/timer+run.txt") == true, failure ?? "passed")
    }
}
