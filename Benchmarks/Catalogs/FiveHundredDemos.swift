/// 500 demos: 5,000 goldens.
package enum FiveHundredDemos: SyntheticCatalogSize {
    package static var demos: Int { 500 }
}
