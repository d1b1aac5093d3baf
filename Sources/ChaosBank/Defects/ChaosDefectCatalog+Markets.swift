extension ChaosDefectCatalog {
    /// The defects planted in the Markets area.
    static let marketsDefects: [ChaosDefect] = []
}
