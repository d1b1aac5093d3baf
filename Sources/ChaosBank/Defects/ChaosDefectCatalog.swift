// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
/// The registry of every ChaosBank defect, gathered from the areas' catalogues.
public enum ChaosDefectCatalog {
    /// Every defect, sorted by id.
    public static let all: [ChaosDefect] = (
        signInDefects + homeDefects + transferDefects + exchangeDefects + transactionsDefects
            + marketsDefects + tradingDefects + portfolioDefects + cardDefects + settingsDefects + sessionDefects
    ).sorted { $0.id < $1.id }

    /// The defect with `id`, if any.
    public static func defect(withID id: String) -> ChaosDefect? { byID[id] }

    /// The defects of `group`.
    public static func defects(in group: ChaosDefectGroup) -> [ChaosDefect] { all.filter { $0.group == group } }

    private static let byID: [String: ChaosDefect] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
