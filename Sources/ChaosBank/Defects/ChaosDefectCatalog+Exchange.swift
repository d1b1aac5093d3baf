extension ChaosDefectCatalog {
    /// The defects planted in the Exchange area.
    static let exchangeDefects: [ChaosDefect] = []
}
