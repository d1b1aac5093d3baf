extension LocalizedText {
    static let marketsTitle = LocalizedText(en: "Markets", de: "Märkte")
    static let marketsPortfolio = LocalizedText(en: "Portfolio", de: "Depot")
    static let marketsLoading = LocalizedText(en: "Loading prices…", de: "Kurse werden geladen…")
}

extension Asset.Kind {
    /// The segment's title.
    var title: LocalizedText {
        switch self {
        case .stocks: LocalizedText(en: "Stocks", de: "Aktien")
        case .etfs: LocalizedText(en: "ETFs", de: "ETFs")
        case .crypto: LocalizedText(en: "Crypto", de: "Krypto")
        }
    }
}
