extension ChaosDefectCatalog {
    /// The defects planted in the SignIn area.
    static let signInDefects: [ChaosDefect] = []
}
