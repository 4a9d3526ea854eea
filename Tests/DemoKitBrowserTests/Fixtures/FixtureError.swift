/// The error the `Screens/broken` demo throws.
enum FixtureError: Error, CustomStringConvertible {
    case outOfInk

    var description: String { "the printer is out of ink" }
}
