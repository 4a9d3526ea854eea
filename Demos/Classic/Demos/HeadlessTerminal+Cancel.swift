import DemoKitCore
import DemoKitHeadless

extension HeadlessTerminal {
    /// Sleeps `duration` of virtual time, as `nanosleep` does, and returns
    /// early with `true` when Ctrl-C or Escape arrives, as `nanosleep`
    /// returns early when SIGINT interrupts it. Other keys are read and
    /// ignored. This is the `sleep` the catalog gives the classic progress
    /// components, whose `isCancelled` is the SIGINT flag.
    func sleepUnlessCancelled(for duration: Duration) -> Bool {
        let deadline = now + duration
        while now < deadline {
            guard let key = read(timeout: deadline - now) else { return false }
            if key == [0x03] || key == [0x1B] { return true }
        }
        return false
    }
}

extension ClassicStepOutcome {
    /// The demo outcome for a step that ended this way.
    func demoOutcome(errorMessage: String) -> DemoOutcome {
        switch self {
        case .succeeded: .completed
        case .failed: .failed(errorMessage)
        case .cancelled: .cancelled
        }
    }
}
