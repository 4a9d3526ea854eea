/// A target the plugin cannot work on, with what to do instead.
struct DiscoveryError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
