import DemoKitCore

extension RenderTimeout {
    /// The failure of `goldenCase`'s golden: the case, the step that did
    /// not finish and the fix.
    ///
    /// ```
    /// Crashes/hang did not finish within 5 s of real time (script 'run', step 3); it may loop or block.
    /// Fix the demo, or give it longer with '--timeout SECONDS'.
    /// ```
    ///
    /// The fix names ``setting``: a test's `.process(timeout:)` where a
    /// test set the limit.
    package func message(for goldenCase: GoldenCase) -> String {
        message(subject: goldenCase.description, script: goldenCase.script?.identifier)
    }

    /// The message for a case shown as `subject`, playing the script with
    /// this identifier, if any.
    package func message(subject: String, script: String?) -> String {
        var text = subject + " did not finish"
        if let script {
            let name = TerminalSafeText.oneLine(script)
            text += " within \(Self.format(seconds)) of real time"
            switch step {
            case nil, 0?: text += " (script '\(name)', its start screen)"
            case let step?: text += " (script '\(name)', step \(step))"
            }
        } else {
            text += " rendering within \(Self.format(seconds)) of real time"
        }
        return text + "; it may loop or block.\nFix the demo, or give it longer with \(setting)."
    }

    /// `5 s`, `0.5 s`; without the unit, `5`, `0.5`.
    package static func format(_ seconds: Double, unit: Bool = true) -> String {
        let number = seconds == seconds.rounded() && seconds < 1e9 ? "\(Int(seconds))" : "\(seconds)"
        return unit ? number + " s" : number
    }
}
