/// 1,000 demos: 10,000 goldens.
enum ThousandDemos: SyntheticCatalogSize {
    static var demos: Int { 1000 }
}
