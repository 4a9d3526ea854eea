/// The script on screen in the browser and the step shown: the browser's
/// counterpart of Storybook's interactions panel.
package struct ScriptPosition: Sendable, Hashable {
    /// The script's index in the demo's ``LivePane/scripts``.
    package var index: Int
    /// Its identifier, which the preferences remember.
    package var identifier: String
    /// The screen shown: 0 before any step, then 1 … the number of steps.
    package var step: Int
    /// The number of steps.
    package var stepCount: Int
}
