import Foundation
import HeadlessUI

/// An asset's detail, pushed on Markets: `asset.name`, `asset.symbol`, the ticking `asset.price`,
/// today's change `asset.change` ("+$2.30 (+1.23%)"), `asset.open`, `asset.holding` ("You own 10"),
/// and `asset.buy` / `asset.sell`, which open the order ticket on that side.
final class AssetDetailViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "asset.name")
    private let symbolLabel = BankUI.label(nil, style: .caption, identifier: "asset.symbol")
    private let priceLabel = BankUI.label(nil, style: .figure, identifier: "asset.price")
    private let changeLabel = BankUI.label(nil, style: .body, identifier: "asset.change")
    private let openRow = BankUI.valueRow("", value: nil, identifier: "asset.open")
    private let holdingLabel = BankUI.label(nil, style: .caption, identifier: "asset.holding")
    private lazy var buyButton = BankUI.primaryButton("", identifier: "asset.buy") { [weak self] in self?.openTicket(.buy) }
    private lazy var sellButton = BankUI.primaryButton("", identifier: "asset.sell") { [weak self] in self?.openTicket(.sell) }
    private lazy var ticker = PriceTickTimer { [weak self] in self?.render() }
    /// The asset shown.
    let symbol: String

    /// The screen for the asset with `symbol`.
    init(context: ChaosBankContext, symbol: String) {
        self.symbol = symbol
        super.init(context: context)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    /// Adds the figures and the Buy and Sell buttons.
    override func viewDidLoad() {
        super.viewDidLoad()
        for view in [
            titleLabel, symbolLabel, priceLabel, changeLabel, openRow.row, holdingLabel, BankUI.equalRow([buyButton, sellButton])
        ] {
            contentStack.addArrangedSubview(view)
        }
    }

    /// Starts the price feed.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ticker.start()
    }

    /// Stops the price feed.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker.stop()
    }

    /// Writes the asset's figures at the current tick.
    override func render() {
        buyButton.setTitle(context.text(.tradingBuy), for: .normal)
        sellButton.setTitle(context.text(.tradingSell), for: .normal)
        openRow.caption.text = context.text(.tradingOpen)
        guard let asset = context.backend.liveQuote(symbol: symbol) else {
            titleLabel.text = context.text(.tradingUnknownAsset)
            return
        }
        let formatter = context.formatter
        titleLabel.text = asset.name
        symbolLabel.text = asset.symbol
        priceLabel.text = formatter.string(from: Money(asset.price, asset.currency))
        openRow.value.text = formatter.string(from: Money(asset.openingPrice, asset.currency))
        let change = Money(asset.price - asset.openingPrice, asset.currency)
        if context.isOn(.tradingChangeSignMissing) {
            let magnitude = Money(abs(change.amount), asset.currency)
            let percent = formatter.percentString(from: abs(asset.changePercent))
            // kass:equivalent assignment-removal: reached only with the trading-change-sign-missing defect on
            changeLabel.text = "\(formatter.string(from: magnitude)) (\(percent))"
        } else {
            changeLabel.text = "\(formatter.signedString(from: change)) (\(formatter.percentString(from: asset.changePercent)))"
        }
        changeLabel.textColor = change.isNegative ? BankUI.negative : BankUI.positive
        let held = context.backend.data.holdings.first { $0.symbol == symbol }?.quantity ?? 0
        holdingLabel.text = context.text(
            .tradingHolding(formatter.string(from: held, fractionDigits: held.fractionDigitsNeeded, grouping: true))
        )
        // New texts can change sizes: the base sizes the content again.
        view.setNeedsLayout()
    }

    private func openTicket(_ side: Order.Side) {
        navigationController?.pushViewController(OrderTicketViewController(context: context, symbol: symbol, side: side), animated: true)
    }
}

extension Decimal {
    /// How many fraction digits the value needs to be shown exactly (0 for whole numbers, at most 8).
    var fractionDigitsNeeded: Int {
        var digits = 0
        var value = self
        // kass:equivalent relational-boundary: no quantity has more than 8 fraction digits (orders are whole units)
        while digits < 8, value != value.roundedDown {  // kass:equivalent integer-literal: no quantity has 8 or more fraction digits
            value *= 10
            digits += 1
        }
        return digits
    }

    private var roundedDown: Decimal { Money.round(self, fractionDigits: 0, mode: .down) }
}
