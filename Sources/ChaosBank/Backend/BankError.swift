/// Why the backend refused a request; `message` is what the app shows the user.
enum BankError: Error, Equatable, Sendable {
    /// Email or password wrong.
    case invalidCredentials
    /// One-time code wrong.
    case invalidCode
    /// The one-time code is older than its lifetime.
    case codeExpired
    /// Too many wrong one-time codes: the challenge is locked until a new code is sent.
    case tooManyCodeAttempts
    /// Not enough money on the account.
    case insufficientFunds
    /// The request was refused, with the reason shown to the user.
    case rejected(String)

    /// The text the app shows.
    var message: LocalizedText {
        switch self {
        case .invalidCredentials: LocalizedText(en: "Email or password is wrong", de: "E-Mail oder Passwort ist falsch")
        case .invalidCode: LocalizedText(en: "The code is not valid", de: "Der Code ist ungültig")
        case .codeExpired:
            LocalizedText(en: "This code has expired. Send a new code.", de: "Dieser Code ist abgelaufen. Fordere einen neuen Code an.")
        case .tooManyCodeAttempts:
            LocalizedText(en: "Too many wrong codes. Send a new code.", de: "Zu viele falsche Codes. Fordere einen neuen Code an.")
        case .insufficientFunds: LocalizedText(en: "Not enough money on this account", de: "Nicht genug Guthaben auf diesem Konto")
        case let .rejected(reason): LocalizedText(en: reason, de: reason)
        }
    }
}
