/// The language and region the app formats and speaks in (Settings › Language & region).
public enum BankLocale: String, CaseIterable, Sendable {
    /// English (United States): `$1,234.56`, `1,234.56`.
    case englishUS = "en_US"
    /// English (United Kingdom): `£1,234.56`.
    case englishUK = "en_GB"
    /// German (Germany): `1.234,56 €`, decimal commas.
    case german = "de_DE"

    /// The language for texts.
    public var language: BankLanguage { self == .german ? .german : .english }

    /// The decimal separator (`.` or `,`).
    public var decimalSeparator: Character { self == .german ? "," : "." }

    /// The grouping separator (`,` or `.`).
    public var groupingSeparator: Character { self == .german ? "." : "," }

    /// Whether the currency symbol follows the number (`1.234,56 €`).
    public var symbolFollowsAmount: Bool { self == .german }

    /// The name shown in the language list, in its own language.
    public var displayName: String {
        switch self {
        case .englishUS: "English (US)"
        case .englishUK: "English (UK)"
        case .german: "Deutsch (Deutschland)"
        }
    }
}

/// The languages ChaosBank's texts exist in.
public enum BankLanguage: String, Sendable {
    /// English.
    case english = "en"
    /// German.
    case german = "de"
}
