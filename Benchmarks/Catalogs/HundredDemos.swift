/// 100 demos: 1,000 goldens.
package enum HundredDemos: SyntheticCatalogSize {
    package static var demos: Int { 100 }
}
