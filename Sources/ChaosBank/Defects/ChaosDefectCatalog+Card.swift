extension ChaosDefectCatalog {
    /// The defects planted in the Card area.
    static let cardDefects: [ChaosDefect] = []
}
