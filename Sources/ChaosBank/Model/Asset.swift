import Foundation

/// Something the markets screen lists and the order ticket trades.
public struct Asset: Sendable, Equatable, Identifiable {
    /// The kinds of asset, one segment each on the markets screen.
    public enum Kind: String, CaseIterable, Sendable {
        /// Shares.
        case stocks
        /// Exchange-traded funds.
        case etfs
        /// Crypto currencies.
        case crypto
    }

    /// The ticker symbol (`AAPL`), also the identifier key on screen.
    public let symbol: String
    /// The asset's name.
    public var name: String
    /// Its segment.
    public var kind: Kind
    /// The latest price (ticks while the markets screen is open).
    public var price: Decimal
    /// The price at the start of the day, for today's change.
    public var openingPrice: Decimal
    /// The currency prices are quoted in.
    public var currency: Currency

    /// An asset.
    public init(symbol: String, name: String, kind: Kind, price: Decimal, openingPrice: Decimal, currency: Currency) {
        self.symbol = symbol
        self.name = name
        self.kind = kind
        self.price = price
        self.openingPrice = openingPrice
        self.currency = currency
    }

    /// `id` is the symbol.
    public var id: String { symbol }

    /// Today's change in percent of the opening price.
    public var changePercent: Decimal {
        guard openingPrice != 0 else { return 0 }
        return (price - openingPrice) / openingPrice * 100
    }
}
