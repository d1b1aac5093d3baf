extension ChaosDefectCatalog {
    /// The defects planted in the Settings area.
    static let settingsDefects: [ChaosDefect] = []
}
