// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The price feed's timer is never started.
    static let marketsPriceNotTicking = ChaosDefect(
        id: "markets-price-not-ticking", group: .display, severity: .major,
        summary: "Market prices freeze at the values shown when the screen opened")
    /// Ticks update the price but not today's change.
    static let marketsChangeStale = ChaosDefect(
        id: "markets-change-stale", group: .display, severity: .major,
        summary: "Prices tick but today's change % keeps its first value")
    /// Ticks write the raw number instead of the formatted price.
    static let marketsPriceFormatLostAfterTick = ChaosDefect(
        id: "markets-price-format-lost-after-tick", group: .display, severity: .minor,
        summary: "After the first tick a price loses its currency symbol and grouping")
    /// Prices ignore the locale.
    static let marketsGermanPricesPoints = ChaosDefect(
        id: "markets-german-prices-points", group: .localization, severity: .minor,
        summary: "In German, market prices keep decimal points ($189.50 instead of 189,50 $)")
    /// Switching segments persists and re-reads the whole price history on the main thread.
    static let marketsSegmentSwitchStall = ChaosDefect(
        id: "markets-segment-switch-stall", group: .performance, severity: .major,
        summary: "Switching between Stocks, ETFs and Crypto freezes the screen while the price history is rewritten as JSON")
    /// Switching segments adds rows instead of replacing them.
    static let marketsSegmentKeepsOldRows = ChaosDefect(
        id: "markets-segment-keeps-old-rows", group: .state, severity: .major,
        summary: "Switching segments keeps the previous segment's assets in the list")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Markets area.
    static let marketsDefects: [ChaosDefect] = [
        .marketsPriceNotTicking, .marketsChangeStale, .marketsPriceFormatLostAfterTick,
        .marketsGermanPricesPoints, .marketsSegmentSwitchStall, .marketsSegmentKeepsOldRows,
    ]
}
