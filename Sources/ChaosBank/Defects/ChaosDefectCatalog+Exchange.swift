// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// "You get" is cut off instead of rounded.
    static let exchangeYouGetTruncated = ChaosDefect(
        id: "exchange-you-get-truncated", group: .money, severity: .major,
        summary: "\"You get\" is cut off to the cent instead of rounded (92.16 instead of 92.17)")
    /// The fee is charged twice.
    static let exchangeFeeChargedTwice = ChaosDefect(
        id: "exchange-fee-charged-twice", group: .money, severity: .critical,
        summary: "The exchange fee is taken from the account twice")
    /// "Balance after" leaves out the fee.
    static let exchangeBalanceAfterIgnoresFee = ChaosDefect(
        id: "exchange-balance-after-ignores-fee", group: .money, severity: .major,
        summary: "\"Balance after\" does not subtract the fee")
    /// Cross rates are inverted.
    static let exchangeCrossRateInverted = ChaosDefect(
        id: "exchange-cross-rate-inverted", group: .money, severity: .critical,
        summary: "Between two non-euro currencies the rate is divided the wrong way round")
    /// The minimum fee is not applied.
    static let exchangeMinimumFeeIgnored = ChaosDefect(
        id: "exchange-minimum-fee-ignored", group: .money, severity: .minor,
        summary: "Small exchanges are charged 0.5 % instead of the €0.50 minimum fee")
    /// Exchanging a currency into itself is allowed.
    static let exchangeSameCurrencyAllowed = ChaosDefect(
        id: "exchange-same-currency-allowed", group: .validation, severity: .minor,
        summary: "Exchange is enabled with the same currency on both sides")
    /// An amount above the balance can be exchanged.
    static let exchangeAcceptsOverBalance = ChaosDefect(
        id: "exchange-accepts-over-balance", group: .validation, severity: .major,
        summary: "Exchange is enabled when the amount plus fee is above the balance")
    /// The Exchange button stays enabled while the exchange is in flight.
    static let exchangeDoubleSubmit = ChaosDefect(
        id: "exchange-double-submit", group: .concurrency, severity: .critical,
        summary: "Tapping Exchange twice quickly exchanges twice")
    /// The rate is written with a decimal point in German.
    static let exchangeGermanRateFormat = ChaosDefect(
        id: "exchange-german-rate-format", group: .localization, severity: .minor,
        summary: "In German, the rate is written with a decimal point (1.0850 instead of 1,0850)")
    /// The swap button has no accessibility label.
    static let exchangeSwapUnlabelled = ChaosDefect(
        id: "exchange-swap-unlabelled", group: .accessibility, severity: .major,
        summary: "VoiceOver reads the swap button as \"⇅\" instead of \"Swap currencies\"")
    /// The fee row is hidden.
    static let exchangeFeeHidden = ChaosDefect(
        id: "exchange-fee-hidden", group: .display, severity: .major,
        summary: "The fee row is hidden, so the charge is a surprise")
    /// The exchange toast disappears after 0.25 s.
    static let exchangeToastTooBrief = ChaosDefect(
        id: "exchange-toast-too-brief", group: .layout, severity: .minor,
        summary: "The exchange confirmation toast flashes for a quarter of a second, too briefly to read")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Exchange area.
    static let exchangeDefects: [ChaosDefect] = [
        .exchangeYouGetTruncated, .exchangeFeeChargedTwice, .exchangeBalanceAfterIgnoresFee,
        .exchangeCrossRateInverted, .exchangeMinimumFeeIgnored, .exchangeSameCurrencyAllowed,
        .exchangeAcceptsOverBalance, .exchangeDoubleSubmit, .exchangeGermanRateFormat,
        .exchangeSwapUnlabelled, .exchangeFeeHidden, .exchangeToastTooBrief,
    ]
}
