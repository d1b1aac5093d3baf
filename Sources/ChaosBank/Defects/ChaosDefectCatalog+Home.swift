extension ChaosDefectCatalog {
    /// The defects planted in the Home area.
    static let homeDefects: [ChaosDefect] = []
}
