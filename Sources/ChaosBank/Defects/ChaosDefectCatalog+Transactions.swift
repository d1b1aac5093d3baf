extension ChaosDefectCatalog {
    /// The defects planted in the Transactions area.
    static let transactionsDefects: [ChaosDefect] = []
}
