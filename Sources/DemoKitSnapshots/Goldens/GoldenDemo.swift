/// The part of a golden path shared by every case of one demo, held once so
/// that a plan of thousands of cases stays small.
final class GoldenDemo: Sendable {
    let demo: CatalogDemo
    /// `Components/buttons`, sanitised.
    let path: String

    init(demo: CatalogDemo, path: String) {
        self.demo = demo
        self.path = path
    }
}
