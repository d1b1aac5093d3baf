extension ChaosDefectCatalog {
    /// The defects planted in the Portfolio area.
    static let portfolioDefects: [ChaosDefect] = []
}
