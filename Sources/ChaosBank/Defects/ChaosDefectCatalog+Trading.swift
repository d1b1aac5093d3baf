// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The estimated total keeps the price the ticket opened with.
    static let tradingEstimatedTotalStalePrice = ChaosDefect(
        id: "trading-estimated-total-stale-price", group: .money, severity: .major,
        summary: "The estimated total is quantity × the price when the ticket opened, not the live price")
    /// A quantity of 0 can be reviewed.
    static let tradingQuantityZeroAccepted = ChaosDefect(
        id: "trading-quantity-zero-accepted", group: .validation, severity: .major,
        summary: "An order for 0 units can be reviewed and placed")
    /// An empty or zero limit price can be reviewed.
    static let tradingLimitPriceEmptyAccepted = ChaosDefect(
        id: "trading-limit-price-empty-accepted", group: .validation, severity: .major,
        summary: "A limit order with an empty or zero limit price can be reviewed")
    /// The limit-price field refuses to delete its decimal separator.
    static let tradingLimitPriceKeepsOldText = ChaosDefect(
        id: "trading-limit-price-keeps-old-text", group: .input, severity: .major,
        summary: "Editing the limit price keeps part of the old price (the decimal point cannot be deleted)")
    /// Focusing the limit-price field puts the caret at the start.
    static let tradingLimitPriceCursorJumps = ChaosDefect(
        id: "trading-limit-price-cursor-jumps", group: .input, severity: .major,
        summary: "Tapping the limit price puts the cursor before the prefilled price, so typing prepends")
    /// Place stays enabled while the order is in flight.
    static let tradingDoublePlace = ChaosDefect(
        id: "trading-double-place", group: .concurrency, severity: .critical,
        summary: "Tapping Place twice quickly places the order twice")
    /// The review sheet captures the price once.
    static let tradingReviewPriceFrozen = ChaosDefect(
        id: "trading-review-price-frozen", group: .concurrency, severity: .major,
        summary: "The review sheet keeps showing the price from when Review was tapped while the market moves")
    /// Review places the order without the confirmation step.
    static let tradingPlaceWithoutConfirm = ChaosDefect(
        id: "trading-place-without-confirm", group: .security, severity: .critical,
        summary: "Tapping Review places the order at once, skipping the confirmation")
    /// The estimated total ignores the locale.
    static let tradingGermanTotalPoints = ChaosDefect(
        id: "trading-german-total-points", group: .localization, severity: .minor,
        summary: "In German, the estimated total keeps English separators")
    /// Today's change is shown by colour only.
    static let tradingChangeSignMissing = ChaosDefect(
        id: "trading-change-sign-missing", group: .accessibility, severity: .minor,
        summary: "The asset's change drops its +/− sign and relies on colour alone")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Trading area.
    static let tradingDefects: [ChaosDefect] = [
        .tradingEstimatedTotalStalePrice, .tradingQuantityZeroAccepted, .tradingLimitPriceEmptyAccepted,
        .tradingLimitPriceKeepsOldText, .tradingLimitPriceCursorJumps, .tradingDoublePlace,
        .tradingReviewPriceFrozen, .tradingPlaceWithoutConfirm, .tradingGermanTotalPoints, .tradingChangeSignMissing,
    ]
}
