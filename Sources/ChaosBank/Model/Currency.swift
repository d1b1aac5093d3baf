/// A currency ChaosBank holds accounts in.
enum Currency: String, CaseIterable, Sendable, Codable {
    /// Euro.
    case eur = "EUR"
    /// US dollar.
    case usd = "USD"
    /// Pound sterling.
    case gbp = "GBP"
    /// Swiss franc.
    case chf = "CHF"

    /// The ISO 4217 code (`EUR`).
    var code: String { rawValue }

    /// The symbol shown with amounts (`€`).
    var symbol: String {
        switch self {
        case .eur: "€"
        case .usd: "$"
        case .gbp: "£"
        case .chf: "CHF"
        }
    }

    /// Digits after the decimal separator.
    var fractionDigits: Int { 2 }
}
