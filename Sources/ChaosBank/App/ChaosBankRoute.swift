/// Where a launch starts: the sign-in screen (default) or, already signed in, any screen.
///
/// `-ChaosBankRoute transfer` / `CHAOSBANK_ROUTE=asset:AAPL`; the `chaosbank --screen` option uses the
/// same names. Tests start at the screen they check instead of signing in every time.
public enum ChaosBankRoute: Sendable, Equatable, CustomStringConvertible {
    /// Email and password.
    case signIn
    /// Home tab.
    case home
    /// Send money (pushed on Home).
    case transfer
    /// Exchange between currencies (pushed on Home).
    case exchange
    /// Transactions tab.
    case transactions
    /// Markets tab.
    case markets
    /// An asset's detail (pushed on Markets).
    case asset(symbol: String)
    /// The order ticket of an asset (pushed on the asset's detail).
    case orderTicket(symbol: String)
    /// Portfolio (pushed on Markets).
    case portfolio
    /// Card tab.
    case card
    /// Settings tab.
    case settings

    /// Every route name, for help texts.
    public static let names = [
        "sign-in",
        "home",
        "transfer",
        "exchange",
        "transactions",
        "markets",
        "asset:SYMBOL",
        "order:SYMBOL",
        "portfolio",
        "card",
        "settings",
    ]

    /// Reads a route name (`transfer`, `asset:AAPL`); `nil` when unknown.
    public init?(name: String) {
        switch name {
        case "sign-in", "signin", "signIn": self = .signIn
        case "home": self = .home
        case "transfer": self = .transfer
        case "exchange": self = .exchange
        case "transactions": self = .transactions
        case "markets": self = .markets
        case "portfolio": self = .portfolio
        case "card": self = .card
        case "settings": self = .settings
        default:
            if name.hasPrefix("asset:"), name.count > 6 {
                self = .asset(symbol: String(name.dropFirst(6)))
            } else if name.hasPrefix("order:"), name.count > 6 {
                self = .orderTicket(symbol: String(name.dropFirst(6)))
            } else {
                return nil
            }
        }
    }

    /// The route's name, as accepted by ``init(name:)``.
    public var description: String {
        switch self {
        case .signIn: "sign-in"
        case .home: "home"
        case .transfer: "transfer"
        case .exchange: "exchange"
        case .transactions: "transactions"
        case .markets: "markets"
        case let .asset(symbol): "asset:\(symbol)"
        case let .orderTicket(symbol): "order:\(symbol)"
        case .portfolio: "portfolio"
        case .card: "card"
        case .settings: "settings"
        }
    }
}
