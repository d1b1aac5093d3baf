extension LocalizedText {
    static let portfolioTitle = LocalizedText(en: "Portfolio", de: "Depot")
    static let portfolioTotal = LocalizedText(en: "Total value", de: "Gesamtwert")
    static let portfolioProfitAndLoss = LocalizedText(en: "Profit & loss", de: "Gewinn & Verlust")
    static let portfolioLoading = LocalizedText(en: "Loading portfolio…", de: "Depot wird geladen…")
    static let portfolioEmpty = LocalizedText(en: "No holdings yet", de: "Noch keine Positionen")

    /// "10 units", "1 unit" (`isOne`: the quantity is exactly one).
    static func portfolioUnits(_ quantity: String, isOne: Bool) -> LocalizedText {
        LocalizedText(en: isOne ? "\(quantity) unit" : "\(quantity) units", de: "\(quantity) Stück")
    }
}
