/// The Transfer screens' texts.
extension LocalizedText {
    static let transferTitle = LocalizedText(en: "Send money", de: "Geld senden")
    static let transferTo = LocalizedText(en: "To", de: "An")
    static let transferFrom = LocalizedText(en: "From", de: "Von")
    static let transferAmount = LocalizedText(en: "Amount", de: "Betrag")
    static let transferNotePlaceholder = LocalizedText(en: "Note (optional)", de: "Verwendungszweck (optional)")
    static let transferBalanceAfter = LocalizedText(en: "Balance after", de: "Saldo danach")
    static let transferContinue = LocalizedText(en: "Continue", de: "Weiter")
    static let transferOverBalance = LocalizedText(en: "The amount is more than your balance", de: "Der Betrag übersteigt dein Guthaben")
    static let transferDone = LocalizedText(en: "Done", de: "Fertig")
    static let transferConfirmTitle = LocalizedText(en: "Confirm transfer", de: "Überweisung bestätigen")
    static let transferIBAN = LocalizedText(en: "IBAN", de: "IBAN")
    static let transferNote = LocalizedText(en: "Note", de: "Verwendungszweck")
    static let transferConfirm = LocalizedText(en: "Confirm", de: "Bestätigen")
    static let transferCancel = LocalizedText(en: "Cancel", de: "Abbrechen")
    static let transferSending = LocalizedText(en: "Sending…", de: "Wird gesendet…")

    /// "Available: €4,250.75".
    static func transferAvailable(_ amount: String) -> LocalizedText {
        LocalizedText(en: "Available: \(amount)", de: "Verfügbar: \(amount)")
    }

    /// "Sent €25.00 to Lena Fischer".
    static func transferSent(_ amount: String, to name: String) -> LocalizedText {
        LocalizedText(en: "Sent \(amount) to \(name)", de: "\(amount) an \(name) gesendet")
    }
}

/// How Transfer writes IBANs: the country and check digits, then only the last four characters
/// (`DE89 •••• 3000`), as banking apps do so a shoulder-surfer learns nothing useful.
enum IBANMasking {
    /// The masked form of `iban`.
    static func masked(_ iban: String) -> String {
        let compact = iban.filter { $0 != " " }
        // kass:equivalent relational-boundary: every saved IBAN has 15 or more characters, far from 8
        guard compact.count > 8 else { return iban }  // kass:equivalent integer-literal: every saved IBAN has 15 or more characters
        return "\(compact.prefix(4)) •••• \(compact.suffix(4))"
    }
}
