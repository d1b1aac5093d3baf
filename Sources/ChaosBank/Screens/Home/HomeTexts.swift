/// The Home screen's texts.
extension LocalizedText {
    static let homeTitle = LocalizedText(en: "Home", de: "Übersicht")
    static let homeTotalCaption = LocalizedText(en: "Total balance", de: "Gesamtsaldo")
    static let homeTodaySuffix = LocalizedText(en: "today", de: "heute")
    static let homeSend = LocalizedText(en: "Send", de: "Senden")
    static let homeExchange = LocalizedText(en: "Exchange", de: "Wechseln")
    static let homeTopUp = LocalizedText(en: "Top up", de: "Aufladen")
    static let homeAccounts = LocalizedText(en: "Accounts", de: "Konten")
    static let homeRecentActivity = LocalizedText(en: "Recent activity", de: "Letzte Umsätze")
    static let homeLoading = LocalizedText(en: "Loading…", de: "Wird geladen…")
    static let homeTopUpSheetTitle = LocalizedText(en: "Top up from your card", de: "Von deiner Karte aufladen")
    static let homeCancel = LocalizedText(en: "Cancel", de: "Abbrechen")
    static let homeOK = LocalizedText(en: "OK", de: "OK")

    /// "Hello, Anna".
    static func homeGreeting(_ name: String) -> LocalizedText {
        LocalizedText(en: "Hello, \(name)", de: "Hallo, \(name)")
    }

    /// "Top-up of €100.00 pending…".
    static func homeTopUpPending(_ amount: String) -> LocalizedText {
        LocalizedText(en: "Top-up of \(amount) pending…", de: "Aufladung über \(amount) läuft…")
    }

    /// "Top-up of €100.00 added".
    static func homeTopUpAdded(_ amount: String) -> LocalizedText {
        LocalizedText(en: "Top-up of \(amount) added", de: "Aufladung über \(amount) gutgeschrieben")
    }

    /// The account names as the screen shows them.
    static func homeAccountName(_ currency: Currency) -> LocalizedText {
        switch currency {
        case .eur: LocalizedText(en: "Euro", de: "Euro")
        case .usd: LocalizedText(en: "US Dollar", de: "US-Dollar")
        case .gbp: LocalizedText(en: "British Pound", de: "Britisches Pfund")
        // kass:equivalent string-literal: no account is in Swiss francs, and the app cannot open one
        case .chf: LocalizedText(en: "Swiss Franc", de: "Schweizer Franken")
        }
    }
}
