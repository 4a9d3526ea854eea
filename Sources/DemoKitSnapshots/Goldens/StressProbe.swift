import DemoKitCore

/// What `stress` changes of a still golden's case: the width it renders
/// at and the controls it sets, after the tweak.
package struct StressProbe: Sendable, Hashable {
    /// The columns to render in, from 1.
    package var width: Int
    /// The controls set, in order.
    package var settings: [DemoControlSetting]

    package init(width: Int, settings: [DemoControlSetting] = []) {
        self.width = width
        self.settings = settings
    }
}
