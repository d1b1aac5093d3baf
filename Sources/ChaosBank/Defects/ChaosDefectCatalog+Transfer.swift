extension ChaosDefectCatalog {
    /// The defects planted in the Transfer area.
    static let transferDefects: [ChaosDefect] = []
}
