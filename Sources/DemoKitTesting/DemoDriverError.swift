/// A ``DemoDriver`` was asked for something the demo does not have: a
/// tweak, a script, or a key name it cannot read.
public struct DemoDriverError: Error, Equatable, CustomStringConvertible {
    /// One line naming the input and what there is instead.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
