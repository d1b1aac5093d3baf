import Foundation
import HeadlessUI

/// The portfolio, pushed on Markets or after an order: `portfolio.title`, `portfolio.total` (the
/// holdings' value in euros at the prices of the moment it loaded), `portfolio.pnl` and
/// `portfolio.pnlPercent` (against the amount invested), and a row per holding
/// (`portfolio.holding.<SYMBOL>` with `.name`, `.quantity`, `.value`, `.pnl`) in `portfolio.holdings`.
final class PortfolioViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "portfolio.title")
    private let totalCaption = BankUI.label(nil, style: .caption, identifier: "portfolio.total.caption")
    private let totalLabel = BankUI.label(nil, style: .figure, identifier: "portfolio.total")
    private let profitAndLossRow = BankUI.valueRow("", value: nil, identifier: "portfolio.pnl")
    private let percentLabel = BankUI.label(nil, style: .amount, identifier: "portfolio.pnlPercent")
    private let statusLabel = BankUI.label(nil, style: .caption, identifier: "portfolio.status")
    private let holdingsStack = UIStackView()
    private var summary: PortfolioSummary?
    private var summaryRequest: BankRequest?

    /// Adds the totals and the holdings list, and loads the portfolio.
    override func viewDidLoad() {
        super.viewDidLoad()
        holdingsStack.axis = .vertical
        holdingsStack.spacing = 4
        holdingsStack.accessibilityIdentifier = "portfolio.holdings"
        holdingsStack.isHidden = true
        percentLabel.textAlignment = .right
        for view in [titleLabel, totalCaption, totalLabel, profitAndLossRow.row, percentLabel, statusLabel, holdingsStack] {
            contentStack.addArrangedSubview(view)
        }
        load()
    }

    private func load() {
        // kass:equivalent call-removal: load() runs once, from viewDidLoad, so there is never an earlier request to cancel
        summaryRequest?.cancel()
        summaryRequest = context.backend.fetchPortfolio { [weak self] result in
            guard let self, case let .success(summary) = result else { return }
            self.summary = summary
            render()
        }
    }

    /// Writes the totals and rebuilds the rows for the current locale.
    override func render() {
        titleLabel.text = context.text(.portfolioTitle)
        totalCaption.text = context.text(.portfolioTotal)
        profitAndLossRow.caption.text = context.text(.portfolioProfitAndLoss)
        for row in holdingsStack.arrangedSubviews { row.removeFromSuperview() }
        holdingsStack.isHidden = true
        guard let summary else {
            statusLabel.text = context.text(.portfolioLoading)
            // kass:equivalent assignment-removal: the label starts visible and is hidden only once a summary came, which is never dropped
            statusLabel.isHidden = false
            view.setNeedsLayout()
            return
        }
        let formatter = context.formatter
        totalLabel.text = formatter.string(from: summary.totalValue)
        profitAndLossRow.value.text = formatter.signedString(from: summary.totalProfitAndLoss)
        percentLabel.text = formatter.percentString(from: summary.totalProfitAndLossPercent)
        // kass:equivalent assignment-removal: the note shows only with no holdings, and the demo's 0.05 BTC cannot be sold in whole units
        statusLabel.text = context.text(.portfolioEmpty)
        statusLabel.isHidden = !summary.lines.isEmpty
        for line in summary.lines {
            holdingsStack.addArrangedSubview(HoldingRowView(line: line, context: context))
        }
        // An empty stack is hidden (HeadlessUI measures an empty arranged stack as collapsing its parent).
        holdingsStack.isHidden = summary.lines.isEmpty
        view.setNeedsLayout()
    }
}
