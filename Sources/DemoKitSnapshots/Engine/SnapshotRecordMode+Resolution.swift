import DemoKitCore

extension SnapshotRecordMode {
    /// The environment variable the test helpers read the record mode from.
    package static let environmentVariable = "DEMOKIT_RECORD"

    /// Whether `CI` says this is a continuous-integration run: set, and not
    /// empty, `false` or `0`.
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !(value.isEmpty || value == "false" || value == "0" || value == "no")
    }

    /// The mode when nobody chose one: ``pending`` locally, ``never`` in CI.
    package static func implicit(environment: [String: String]) -> SnapshotRecordMode {
        isContinuousIntegration(environment) ? .never : .pending
    }

    /// The mode in `DEMOKIT_RECORD`, if set.
    ///
    /// - Throws: A message naming the value and the accepted ones when it is
    ///   not a mode.
    package static func fromEnvironment(
        _ environment: [String: String]
    ) throws(SnapshotSetupError) -> SnapshotRecordMode? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let mode = SnapshotRecordMode(value) else {
            throw SnapshotSetupError(
                "\(environmentVariable)='\(TerminalSafeText.oneLine(value))' is not a record mode; use one of: "
                    + names.joined(separator: ", "))
        }
        return mode
    }
}
