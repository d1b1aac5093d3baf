extension ChaosDefectCatalog {
    /// The defects planted in the Trading area.
    static let tradingDefects: [ChaosDefect] = []
}
