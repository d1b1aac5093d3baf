import Foundation
import HeadlessUI

/// The review sheet of an order: `review.title`, `review.summary` ("Buy 2 AAPL · Market"),
/// `review.price` (live for market orders, the limit for limit orders), `review.total`,
/// `review.error` and `review.place`, which places the order (disabled while it is in flight) and
/// closes the sheet when the backend answers.
final class OrderReviewViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "review.title")
    private let summaryLabel = BankUI.label(nil, style: .headline, identifier: "review.summary")
    private let priceRow = BankUI.valueRow("", value: nil, identifier: "review.price")
    private let totalRow = BankUI.valueRow("", value: nil, identifier: "review.total")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "review.error")
    private lazy var placeButton = BankUI.primaryButton("", identifier: "review.place") { [weak self] in self?.place() }
    private lazy var ticker = PriceTickTimer { [weak self] in self?.render() }
    private let request: OrderRequest
    private let completion: @MainActor (Result<OrderReceipt, BankError>) -> Void
    private var frozenPrice: Decimal?
    private var inFlight: BankRequest?

    /// A sheet reviewing `request`; `completion` receives the backend's answer.
    init(context: ChaosBankContext, request: OrderRequest, completion: @escaping @MainActor (Result<OrderReceipt, BankError>) -> Void) {
        self.request = request
        self.completion = completion
        super.init(context: context)
        // kass:equivalent assignment-removal: the default style, .automatic, resolves to .pageSheet for a plain view controller
        modalPresentationStyle = .pageSheet
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        errorLabel.isHidden = true
        for view in [titleLabel, summaryLabel, priceRow.row, totalRow.row, errorLabel, placeButton] {
            contentStack.addArrangedSubview(view)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !context.isOn(.tradingReviewPriceFrozen) { ticker.start() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker.stop()
    }

    override func render() {
        titleLabel.text = context.text(.tradingReview)
        priceRow.caption.text = context.text(request.kind == .limit ? .tradingLimitPrice : .tradingPrice)
        totalRow.caption.text = context.text(.tradingEstimatedTotal)
        let placing = inFlight?.isPending == true && !context.isOn(.tradingDoublePlace)
        placeButton.setTitle(context.text(placing ? .tradingPlacing : .tradingPlace), for: .normal)
        placeButton.isEnabled = !placing
        guard let asset = context.backend.liveQuote(symbol: request.symbol) else { return }
        let kind = context.text(request.kind == .limit ? .tradingLimit : .tradingMarket)
        summaryLabel.text = "\(context.text(request.side.title)) \(request.quantity) \(request.symbol) · \(kind)"
        // kass:equivalent *: the frozen price is read only with the trading-review-price-frozen defect on
        if frozenPrice == nil { frozenPrice = asset.price }
        let livePrice = context.isOn(.tradingReviewPriceFrozen) ? frozenPrice ?? asset.price : asset.price
        let unitPrice = request.limitPrice ?? livePrice
        priceRow.value.text = context.format(Money(unitPrice, asset.currency))
        totalRow.value.text = context.format(Money(unitPrice * request.quantity, asset.currency))
        // New texts can change sizes: the base sizes the content again.
        view.setNeedsLayout()
    }

    private func place() {
        if !context.isOn(.tradingDoublePlace), inFlight?.isPending == true { return }
        errorLabel.isHidden = true
        let completion = self.completion
        inFlight = context.backend.placeOrder(request) { [weak self] result in
            // The ticket hears every answer, even one arriving after the sheet closed.
            completion(result)
            guard let self else { return }
            render()
            switch result {
            case .success:
                if presentingViewController != nil { dismiss(animated: true) }
            case let .failure(error):
                errorLabel.text = context.text(error.message)
                errorLabel.isHidden = false
            }
        }
        render()
    }
}
