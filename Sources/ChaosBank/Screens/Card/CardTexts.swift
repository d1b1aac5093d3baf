extension LocalizedText {
    static let cardTitle = LocalizedText(en: "Card", de: "Karte")
    static let cardFrozenBadge = LocalizedText(en: "Frozen", de: "Gesperrt")
    static let cardExpiry = LocalizedText(en: "Expires", de: "Gültig bis")
    static let cardCVV = LocalizedText(en: "Security code", de: "Prüfnummer")
    static let cardShowCVV = LocalizedText(en: "Show", de: "Anzeigen")
    static let cardHideCVV = LocalizedText(en: "Hide", de: "Verbergen")
    static let cardFreeze = LocalizedText(en: "Freeze card", de: "Karte sperren")
    static let cardOnlinePayments = LocalizedText(en: "Online payments", de: "Online-Zahlungen")
    static let cardMonthlyLimit = LocalizedText(en: "Monthly limit", de: "Monatslimit")
    static let cardNewLimit = LocalizedText(en: "New monthly limit", de: "Neues Monatslimit")
    static let cardSaveLimit = LocalizedText(en: "Save limit", de: "Limit speichern")
    static let cardLimitSaved = LocalizedText(en: "Limit saved", de: "Limit gespeichert")
    static let cardDone = LocalizedText(en: "Done", de: "Fertig")

    /// "Enter a limit above 0 and up to …".
    static func cardLimitInvalid(maximum: String) -> LocalizedText {
        LocalizedText(en: "Enter a limit above 0 and up to \(maximum)", de: "Gib ein Limit über 0 und bis \(maximum) ein")
    }
}
