import Foundation

/// The price of exchanging an amount between two currencies: the rate, the fee and what the user
/// gets, computed the way ChaosBank charges.
///
/// - Rate: cross rate through the euro, `ratesPerEuro[to] / ratesPerEuro[from]` (units of `to` per
///   1 unit of `from`), shown with ``rateFractionDigits`` decimals; "you get" uses the exact rate.
/// - Fee: ``feeRate`` (0.5 %) of the amount, at least ``minimumFeeInEuros`` (€0.50) converted to the
///   source currency, rounded half-up to cents and charged **on top** of the amount.
/// - You get: amount × rate, rounded half-up to cents.
///
/// ```swift
/// let quote = ExchangeQuote(amount: Money(100, .eur), to: .usd, ratesPerEuro: rates)
/// quote.youGet      // $108.50
/// quote.fee         // €0.50
/// quote.totalDebit  // €100.50
/// ```
struct ExchangeQuote: Sendable, Equatable {
    /// The share of the amount charged as a fee (0.5 %).
    static let feeRate = Decimal(string: "0.005")!
    /// The smallest fee, in euros (€0.50).
    static let minimumFeeInEuros = Decimal(string: "0.50")!
    /// Decimals of the displayed rate.
    static let rateFractionDigits = 4

    /// Mistakes a quote can be computed with (the defects of the Exchange area).
    struct Flaws: Sendable, Equatable {
        /// "You get" cut off instead of rounded half-up.
        var truncatesYouGet = false
        /// The fee is added to the debit twice.
        var chargesFeeTwice = false
        /// A cross rate (neither currency is the euro) is divided the wrong way round.
        var invertsCrossRate = false
        /// The minimum fee is not applied.
        var ignoresMinimumFee = false

        /// No mistake.
        init() {}
    }

    /// What leaves the source account before the fee.
    let amount: Money
    /// Units of the target currency per 1 unit of the source currency.
    let rate: Decimal
    /// The fee, in the source currency.
    let fee: Money
    /// What arrives on the target account.
    let youGet: Money
    /// What leaves the source account in all: amount plus fee.
    let totalDebit: Money

    /// Prices exchanging `amount` into `currency` at `ratesPerEuro`.
    init(amount: Money, to currency: Currency, ratesPerEuro: [Currency: Decimal], flaws: Flaws = Flaws()) {
        // kass:equivalent integer-literal: every currency an account has carries a rate, so the fallback is never used
        let fromPerEuro = ratesPerEuro[amount.currency] ?? 1
        // kass:equivalent integer-literal: every currency an account has carries a rate, so the fallback is never used
        let toPerEuro = ratesPerEuro[currency] ?? 1
        self.amount = amount
        // kass:equivalent *: isCrossRate is read only with the exchange-cross-rate-inverted defect on
        let isCrossRate = amount.currency != .eur && currency != .eur
        rate = flaws.invertsCrossRate && isCrossRate ? fromPerEuro / toPerEuro : toPerEuro / fromPerEuro
        let proportionalFee = amount.amount * Self.feeRate
        let minimumFee = flaws.ignoresMinimumFee ? 0 : Self.minimumFeeInEuros * fromPerEuro
        let fee = Money(amount.amount > 0 ? max(proportionalFee, minimumFee) : 0, amount.currency)
        self.fee = fee
        let exact = amount.amount * rate
        youGet = flaws.truncatesYouGet
            ? Money(Money.round(exact, fractionDigits: currency.fractionDigits, mode: .down), currency)
            : Money(exact, currency)
        totalDebit = flaws.chargesFeeTwice ? amount + fee + fee : amount + fee
    }

    /// The source currency.
    var fromCurrency: Currency { amount.currency }
    /// The target currency.
    var toCurrency: Currency { youGet.currency }
}
