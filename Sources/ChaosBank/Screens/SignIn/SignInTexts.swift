extension LocalizedText {
    static let signInTitle = LocalizedText(en: "Sign in", de: "Anmelden")
    static let signInEmailPlaceholder = LocalizedText(en: "Email", de: "E-Mail")
    static let signInPasswordPlaceholder = LocalizedText(en: "Password", de: "Passwort")
    static let signInEmailInvalid = LocalizedText(en: "Enter a valid email address", de: "Gib eine gültige E-Mail-Adresse ein")
    static let signInPasswordInvalid = LocalizedText(
        en: "At least 8 characters with a letter and a digit", de: "Mindestens 8 Zeichen mit einem Buchstaben und einer Ziffer"
    )
    static let signInSubmit = LocalizedText(en: "Sign in", de: "Anmelden")
    static let signInSubmitting = LocalizedText(en: "Signing in…", de: "Anmeldung läuft…")
    static let codeTitle = LocalizedText(en: "Enter your code", de: "Code eingeben")
    static let codePlaceholder = LocalizedText(en: "6-digit code", de: "6-stelliger Code")
    static let codeVerify = LocalizedText(en: "Verify", de: "Bestätigen")
    static let codeResend = LocalizedText(en: "Send a new code", de: "Neuen Code senden")
    static let codeResent = LocalizedText(en: "A new code is on its way", de: "Ein neuer Code ist unterwegs")
    static let signInTimedOut = LocalizedText(
        en: "You were signed out after 5 minutes without activity", de: "Du wurdest nach 5 Minuten ohne Aktivität abgemeldet"
    )
    static let codeChangeAccount = LocalizedText(en: "Use another account", de: "Anderes Konto verwenden")

    /// "We sent a code to …".
    static func codeMessage(email: String) -> LocalizedText {
        LocalizedText(en: "We sent a 6-digit code to \(email)", de: "Wir haben einen 6-stelligen Code an \(email) gesendet")
    }
}
