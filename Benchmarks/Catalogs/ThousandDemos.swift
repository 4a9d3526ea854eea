/// 1,000 demos: 10,000 goldens.
package enum ThousandDemos: SyntheticCatalogSize {
    package static var demos: Int { 1000 }
}
