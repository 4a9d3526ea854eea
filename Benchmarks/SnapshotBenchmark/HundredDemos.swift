/// 100 demos: 1,000 goldens.
enum HundredDemos: SyntheticCatalogSize {
    static var demos: Int { 100 }
}
