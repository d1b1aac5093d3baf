// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// Profit and loss is computed the wrong way round.
    static let portfolioPnLSignWrong = ChaosDefect(
        id: "portfolio-pnl-sign-wrong", group: .money, severity: .major,
        summary: "Gains show as losses: P&L is cost minus value")
    /// The total leaves out the last holding.
    static let portfolioTotalSkipsHolding = ChaosDefect(
        id: "portfolio-total-skips-holding", group: .money, severity: .critical,
        summary: "The portfolio total leaves out the last holding")
    /// P&L % is relative to the current value.
    static let portfolioPnLPercentOfValue = ChaosDefect(
        id: "portfolio-pnl-percent-of-value", group: .money, severity: .minor,
        summary: "P&L % is divided by the current value instead of the amount invested")
    /// A filled order does not update the holdings.
    static let portfolioNotUpdatedAfterFill = ChaosDefect(
        id: "portfolio-not-updated-after-fill", group: .state, severity: .major,
        summary: "A filled market order does not show in the portfolio's holdings")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Portfolio area.
    static let portfolioDefects: [ChaosDefect] = [
        .portfolioPnLSignWrong, .portfolioTotalSkipsHolding, .portfolioPnLPercentOfValue, .portfolioNotUpdatedAfterFill,
    ]
}
