/// The Exchange screen's texts.
extension LocalizedText {
    static let exchangeTitle = LocalizedText(en: "Exchange", de: "Wechseln")
    static let exchangeFrom = LocalizedText(en: "From", de: "Von")
    static let exchangeTo = LocalizedText(en: "To", de: "Nach")
    static let exchangeSwap = LocalizedText(en: "Swap currencies", de: "Währungen tauschen")
    static let exchangeAmount = LocalizedText(en: "Amount", de: "Betrag")
    static let exchangeRate = LocalizedText(en: "Rate", de: "Kurs")
    static let exchangeFee = LocalizedText(en: "Fee (0.5 %, min. €0.50)", de: "Gebühr (0,5 %, mind. 0,50 €)")
    static let exchangeYouGet = LocalizedText(en: "You get", de: "Du erhältst")
    static let exchangeBalanceAfter = LocalizedText(en: "Balance after", de: "Saldo danach")
    static let exchangeSubmit = LocalizedText(en: "Exchange", de: "Wechseln")
    static let exchangeSameCurrency = LocalizedText(en: "Choose two different currencies", de: "Wähle zwei verschiedene Währungen")
    static let exchangeOverBalance = LocalizedText(
        en: "The amount plus fee is more than your balance", de: "Betrag und Gebühr übersteigen dein Guthaben"
    )
    static let exchangeDone = LocalizedText(en: "Done", de: "Fertig")

    /// "Exchanged €100.00 for $108.50".
    static func exchangeDoneToast(_ amount: String, for result: String) -> LocalizedText {
        LocalizedText(en: "Exchanged \(amount) for \(result)", de: "\(amount) in \(result) gewechselt")
    }
}
