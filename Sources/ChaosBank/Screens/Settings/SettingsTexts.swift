extension LocalizedText {
    static let settingsTitle = LocalizedText(en: "Settings", de: "Einstellungen")
    static let settingsLanguageHeader = LocalizedText(en: "Language & region", de: "Sprache & Region")
    static let settingsNotificationsHeader = LocalizedText(en: "Notifications", de: "Mitteilungen")
    static let settingsPaymentNotifications = LocalizedText(en: "Payments", de: "Zahlungen")
    static let settingsMarketNotifications = LocalizedText(en: "Market moves", de: "Marktbewegungen")
    static let settingsMarketingNotifications = LocalizedText(en: "Offers and news", de: "Angebote und Neuigkeiten")
    static let settingsSignOut = LocalizedText(en: "Sign out", de: "Abmelden")
    static let settingsSignOutTitle = LocalizedText(en: "Sign out?", de: "Abmelden?")
    static let settingsSignOutMessage = LocalizedText(
        en: "You will need your password and a code to sign in again.",
        de: "Zum erneuten Anmelden brauchst du dein Passwort und einen Code."
    )
    static let settingsCancel = LocalizedText(en: "Cancel", de: "Abbrechen")

    /// "Example: …".
    static func settingsExample(_ amount: String) -> LocalizedText {
        LocalizedText(en: "Example: \(amount)", de: "Beispiel: \(amount)")
    }
}

extension BankLocale {
    /// The currency a customer of this region thinks in, for the example amount.
    var homeCurrency: Currency {
        switch self {
        case .englishUS: .usd
        case .englishUK: .gbp
        case .german: .eur
        }
    }
}
