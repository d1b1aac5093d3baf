import Foundation

/// Something the markets screen lists and the order ticket trades.
struct Asset: Sendable, Equatable, Identifiable {
    /// The kinds of asset, one segment each on the markets screen.
    enum Kind: String, CaseIterable, Sendable {
        /// Shares.
        case stocks
        /// Exchange-traded funds.
        case etfs
        /// Crypto currencies.
        case crypto
    }

    /// The ticker symbol (`AAPL`), also the identifier key on screen.
    let symbol: String
    /// The asset's name.
    var name: String
    /// Its segment.
    var kind: Kind
    /// The latest price (ticks while the markets screen is open).
    var price: Decimal
    /// The price at the start of the day, for today's change.
    var openingPrice: Decimal
    /// The currency prices are quoted in.
    var currency: Currency

    /// An asset.
    init(symbol: String, name: String, kind: Kind, price: Decimal, openingPrice: Decimal, currency: Currency) {
        self.symbol = symbol
        self.name = name
        self.kind = kind
        self.price = price
        self.openingPrice = openingPrice
        self.currency = currency
    }

    /// `id` is the symbol.
    var id: String { symbol }

    /// Today's change in percent of the opening price.
    var changePercent: Decimal {
        // kass:equivalent integer-literal: no asset opens at a price of 0 or 1, so the guard never returns
        guard openingPrice != 0 else { return 0 }
        return (price - openingPrice) / openingPrice * 100
    }
}
