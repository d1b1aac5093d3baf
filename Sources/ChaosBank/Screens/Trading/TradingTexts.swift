extension LocalizedText {
    static let tradingBuy = LocalizedText(en: "Buy", de: "Kaufen")
    static let tradingSell = LocalizedText(en: "Sell", de: "Verkaufen")
    static let tradingMarket = LocalizedText(en: "Market", de: "Market")
    static let tradingLimit = LocalizedText(en: "Limit", de: "Limit")
    static let tradingPrice = LocalizedText(en: "Market price", de: "Marktpreis")
    static let tradingOpen = LocalizedText(en: "Open", de: "Eröffnung")
    static let tradingQuantity = LocalizedText(en: "Quantity", de: "Stückzahl")
    static let tradingLimitPrice = LocalizedText(en: "Limit price", de: "Limitpreis")
    static let tradingEstimatedTotal = LocalizedText(en: "Estimated total", de: "Geschätzter Betrag")
    static let tradingReview = LocalizedText(en: "Review order", de: "Order prüfen")
    static let tradingPlace = LocalizedText(en: "Place order", de: "Order aufgeben")
    static let tradingPlacing = LocalizedText(en: "Placing…", de: "Wird aufgegeben…")
    static let tradingQuantityError = LocalizedText(en: "Enter a quantity above 0", de: "Stückzahl über 0 eingeben")
    static let tradingLimitError = LocalizedText(en: "Enter a limit price above 0", de: "Limitpreis über 0 eingeben")
    static let tradingViewPortfolio = LocalizedText(en: "View portfolio", de: "Depot anzeigen")
    static let tradingUnknownAsset = LocalizedText(en: "Unknown asset", de: "Unbekanntes Wertpapier")

    /// "You own 10".
    static func tradingHolding(_ quantity: String) -> LocalizedText {
        LocalizedText(en: "You own \(quantity)", de: "Im Depot: \(quantity)")
    }

    /// "Order placed · filled" / "Order placed · open".
    static func tradingStatus(filled: Bool) -> LocalizedText {
        filled ? LocalizedText(en: "Order placed · filled", de: "Order aufgegeben · ausgeführt")
            : LocalizedText(en: "Order placed · open", de: "Order aufgegeben · offen")
    }

    /// "Order o1".
    static func tradingReference(_ id: String) -> LocalizedText {
        LocalizedText(en: "Order \(id)", de: "Order \(id)")
    }
}

extension Order.Side {
    /// The side's title.
    var title: LocalizedText { self == .buy ? .tradingBuy : .tradingSell }
}
