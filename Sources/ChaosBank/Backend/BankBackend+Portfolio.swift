import Foundation

extension BankBackend {
    /// Fetches the portfolio valued at the prices of the moment the response is made.
    @discardableResult
    func fetchPortfolio(completion: @escaping @MainActor (Result<PortfolioSummary, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("portfolio.summary", { [weak self] data throws(BankError) in
            let assets = self?.refreshPrices() ?? data.assets
            return PortfolioSummary.valuing(
                data.holdings, assets: assets, ratesPerEuro: data.ratesPerEuro, defects: self?.defects ?? .none)
        }, completion: completion)
    }
}
