import Foundation
import HeadlessUI

extension BankBackend {
    /// How often market prices move, in seconds of app time.
    static let priceTickInterval: TimeInterval = 1

    /// The number of price ticks since launch (the price feed is a function of app time, so every
    /// screen shows the same price at the same moment).
    var currentPriceTick: Int {
        let seconds = UIApplication.shared.clock.now.seconds
        return Int((seconds / BankBackend.priceTickInterval + 1e-6).rounded(.down))
    }

    /// Moves every asset's price to the current tick and returns the assets.
    @discardableResult
    func refreshPrices() -> [Asset] {
        let tick = currentPriceTick
        for index in data.assets.indices {
            let asset = data.assets[index]
            guard let seed = MarketTicker.seedPrices[asset.symbol] else { continue }
            data.assets[index].price = MarketTicker.price(seed: seed, tick: tick, index: index)
        }
        return data.assets
    }

    /// The asset with `symbol` at the current price (no latency: the live feed).
    func liveQuote(symbol: String) -> Asset? {
        refreshPrices().first { $0.symbol == symbol }
    }

    /// Fetches the assets of `kind` with their current prices.
    @discardableResult
    func fetchAssets(kind: Asset.Kind, completion: @escaping @MainActor (Result<[Asset], BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("markets.assets", { [weak self] data throws(BankError) in
            _ = self?.refreshPrices()
            return data.assets.filter { $0.kind == kind }
        }, completion: completion)
    }
}

/// The deterministic price feed: each asset wanders around its launch price in steps of a tenth of a
/// percent, a different step every tick, so consecutive ticks never show the same price.
enum MarketTicker {
    /// Multiples of the step, by tick; neighbours always differ (the pattern wraps from 1 to 0).
    static let pattern: [Decimal] = [0, 3, 5, 4, 7, 6, 2, 1]

    /// The launch prices, by symbol.
    @MainActor static let seedPrices: [String: Decimal] = Dictionary(
        BankData().assets.map { ($0.symbol, $0.price) }, uniquingKeysWith: { first, _ in first })

    /// The price of an asset launched at `seed`, at `tick`, for the asset at `index` in the list.
    static func price(seed: Decimal, tick: Int, index: Int) -> Decimal {
        let step = max(Money.round(seed / 1000, fractionDigits: 2), Decimal(string: "0.01")!)
        let position = (max(0, tick) + index) % pattern.count
        return seed + step * pattern[position]
    }
}
