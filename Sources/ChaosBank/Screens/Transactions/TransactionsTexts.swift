extension LocalizedText {
    static let transactionsTitle = LocalizedText(en: "Activity", de: "Umsätze")
    static let transactionsSearchPlaceholder = LocalizedText(en: "Search transactions", de: "Umsätze durchsuchen")
    static let transactionsSearch = LocalizedText(en: "Search", de: "Suche")
    static let transactionsLoadMore = LocalizedText(en: "Load more", de: "Mehr laden")
    static let transactionsLoading = LocalizedText(en: "Loading…", de: "Wird geladen…")
    static let transactionsEmpty = LocalizedText(en: "No transactions match", de: "Keine passenden Umsätze")

    /// "Showing 20 of 57".
    static func transactionsCount(shown: Int, total: Int) -> LocalizedText {
        LocalizedText(en: "Showing \(shown) of \(total)", de: "\(shown) von \(total) angezeigt")
    }
}
