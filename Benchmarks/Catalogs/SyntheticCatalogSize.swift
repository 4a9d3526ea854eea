/// How many demos a ``SyntheticGroup`` has: 1,000 (10,000 goldens) or 100
/// (1,000 goldens, to show that memory does not grow with the count).
package protocol SyntheticCatalogSize {
    static var demos: Int { get }
}
