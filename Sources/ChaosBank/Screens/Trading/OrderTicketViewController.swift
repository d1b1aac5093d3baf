import Foundation
import HeadlessUI

/// The order ticket of an asset, pushed on its detail.
///
/// Identifiers: `order.title`, `order.side` (Buy / Sell), `order.kind` (Market / Limit), the ticking
/// `order.price`, `order.quantity` with its stepper `order.quantityStepper`, the right-aligned
/// `order.limitPrice` (limit orders only, pre-filled with the price when the ticket opened),
/// `order.estimatedTotal` (quantity × live or limit price), `order.error`, `order.review` (opens the
/// review sheet), then, once placed, `order.status`, `order.reference` and `order.viewPortfolio`.
final class OrderTicketViewController: BankViewController, UITextFieldDelegate {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "order.title")
    private let sideControl = UISegmentedControl(items: ["Buy", "Sell"])
    private let kindControl = UISegmentedControl(items: ["Market", "Limit"])
    private let priceRow = BankUI.valueRow("", value: nil, identifier: "order.price")
    private let quantityCaption = BankUI.label(nil, style: .body, identifier: "order.quantity.caption")
    private let quantityLabel = BankUI.label("1", style: .amount, identifier: "order.quantity")
    private let quantityStepper = UIStepper()
    private let limitCaption = BankUI.label(nil, style: .body, identifier: "order.limitPrice.caption")
    private let limitField = BankUI.textField(placeholder: "0.00", identifier: "order.limitPrice")
    private lazy var limitRow = UIStackView(arrangedSubviews: [limitCaption, limitField])
    private let totalRow = BankUI.valueRow("", value: nil, identifier: "order.estimatedTotal")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "order.error")
    private lazy var reviewButton = BankUI.primaryButton("", identifier: "order.review") { [weak self] in self?.review() }
    private let statusLabel = BankUI.label(nil, style: .headline, identifier: "order.status")
    private let referenceLabel = BankUI.label(nil, style: .caption, identifier: "order.reference")
    private lazy var portfolioButton = BankUI.textButton("", identifier: "order.viewPortfolio") { [weak self] in self?.openPortfolio() }
    private lazy var ticker = PriceTickTimer { [weak self] in self?.render() }
    private var side: Order.Side
    private var kind = Order.Kind.market
    /// The price when the ticket opened: the limit field's prefill.
    private var referencePrice: Decimal = 0
    private var movesCaretToStart = false
    private var directRequest: BankRequest?
    /// Why the bank refused the last order placed, shown until the order is changed or placed again.
    private var refusal: LocalizedText?
    /// The asset traded.
    let symbol: String

    /// The ticket for the asset with `symbol`, on `side` (default buy).
    init(context: ChaosBankContext, symbol: String, side: Order.Side = .buy) {
        self.symbol = symbol
        self.side = side
        super.init(context: context)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    /// Builds the form and pre-fills the limit price with the current price.
    override func viewDidLoad() {
        super.viewDidLoad()
        let asset = context.backend.liveQuote(symbol: symbol)
        referencePrice = asset?.price ?? 0
        sideControl.accessibilityIdentifier = "order.side"
        sideControl.selectedSegmentIndex = side == .buy ? 0 : 1
        sideControl.addAction(UIAction { [weak self] _ in self?.sideChanged() }, for: .valueChanged)
        kindControl.accessibilityIdentifier = "order.kind"
        kindControl.selectedSegmentIndex = 0
        kindControl.addAction(UIAction { [weak self] _ in self?.kindChanged() }, for: .valueChanged)
        configureQuantity()
        configureLimitField()
        statusLabel.isHidden = true
        referenceLabel.isHidden = true
        portfolioButton.isHidden = true
        // kass:equivalent assignment-removal: render() sets the error's visibility before the ticket first shows
        errorLabel.isHidden = true
        let quantityRow = UIStackView(arrangedSubviews: [quantityCaption, quantityLabel, quantityStepper])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        quantityRow.axis = .horizontal
        quantityRow.alignment = .center
        quantityRow.spacing = 12
        quantityCaption.setContentHuggingPriority(.defaultLow, for: .horizontal)
        for view in [titleLabel, sideControl, kindControl, priceRow.row, quantityRow, limitRow, totalRow.row, errorLabel,
                     reviewButton, statusLabel, referenceLabel, portfolioButton] {
            contentStack.addArrangedSubview(view)
        }
    }

    private func configureQuantity() {
        quantityStepper.accessibilityIdentifier = "order.quantityStepper"
        // kass:equivalent assignment-removal: 0 is a stepper's default minimumValue
        quantityStepper.minimumValue = 0
        quantityStepper.maximumValue = 1000
        // kass:equivalent assignment-removal: 1 is a stepper's default stepValue
        quantityStepper.stepValue = 1
        quantityStepper.value = 1
        quantityStepper.addAction(UIAction { [weak self] _ in self?.orderChanged() }, for: .valueChanged)
        quantityLabel.setContentHuggingPriority(.required, for: .horizontal)
    }

    private func configureLimitField() {
        limitField.text = context.formatter.string(from: referencePrice, fractionDigits: 2, grouping: false)
        limitField.textAlignment = .right
        limitField.keyboardType = .decimalPad
        limitField.delegate = self
        limitField.inputAccessoryView = KeyboardDoneBar.make(title: "Done", identifier: "order.limitPrice.done", endingEditingIn: view).bar
        limitField.widthAnchor.constraint(equalToConstant: 110).isActive = true
        limitField.addAction(UIAction { [weak self] _ in self?.orderChanged() }, for: .editingChanged)
        limitCaption.setContentHuggingPriority(.defaultLow, for: .horizontal)
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        limitRow.axis = .horizontal
        limitRow.alignment = .center
        limitRow.spacing = 12
        limitRow.isHidden = true
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

    // MARK: Rendering

    /// The quantity entered.
    private var quantity: Decimal { Decimal(Int(quantityStepper.value)) }

    /// The limit price typed, when it reads as an amount.
    private var limitPrice: Decimal? { context.formatter.amount(from: limitField.text ?? "") }

    /// Writes texts, the live price, the estimated total and the validation state.
    override func render() {
        let name = context.backend.data.asset(symbol: symbol)?.name ?? symbol
        titleLabel.text = "\(context.text(side.title)) \(name)"
        sideControl.setTitle(context.text(.tradingBuy), forSegmentAt: 0)
        sideControl.setTitle(context.text(.tradingSell), forSegmentAt: 1)
        // kass:equivalent call-removal: the segment is created titled "Market", the word both languages use
        kindControl.setTitle(context.text(.tradingMarket), forSegmentAt: 0)
        // kass:equivalent call-removal: the segment is created titled "Limit", the word both languages use
        kindControl.setTitle(context.text(.tradingLimit), forSegmentAt: 1)
        priceRow.caption.text = context.text(.tradingPrice)
        quantityCaption.text = context.text(.tradingQuantity)
        limitCaption.text = context.text(.tradingLimitPrice)
        totalRow.caption.text = context.text(.tradingEstimatedTotal)
        reviewButton.setTitle(context.text(.tradingReview), for: .normal)
        portfolioButton.setTitle(context.text(.tradingViewPortfolio), for: .normal)
        quantityLabel.text = "\(Int(quantityStepper.value))"
        guard let asset = context.backend.liveQuote(symbol: symbol) else { return }
        priceRow.value.text = context.format(Money(asset.price, asset.currency))
        let marketPrice = context.isOn(.tradingEstimatedTotalStalePrice) ? referencePrice : asset.price
        let unitPrice = kind == .limit ? (limitPrice ?? 0) : marketPrice
        var formatter = context.formatter
        // kass:equivalent assignment-removal: reached only with the trading-german-total-points defect on
        if context.isOn(.tradingGermanTotalPoints) { formatter.locale = .englishUS }
        totalRow.value.text = formatter.string(from: Money(quantity * unitPrice, asset.currency))
        let problem = validationProblem
        let message = problem ?? refusal
        errorLabel.text = message.map(context.text)
        errorLabel.isHidden = message == nil
        // kass:equivalent boolean-literal: directRequest is set only with trading-place-without-confirm on, else nil (nil != either)
        reviewButton.isEnabled = problem == nil && directRequest?.isPending != true
        // New texts can change sizes: the base sizes the content again.
        view.setNeedsLayout()
    }

    /// Why the order cannot be reviewed yet, if it cannot.
    private var validationProblem: LocalizedText? {
        if quantity <= 0, !context.isOn(.tradingQuantityZeroAccepted) { return .tradingQuantityError }
        if kind == .limit, !context.isOn(.tradingLimitPriceEmptyAccepted), (limitPrice ?? 0) <= 0 { return .tradingLimitError }
        return nil
    }

    private func sideChanged() {
        side = sideControl.selectedSegmentIndex == 1 ? .sell : .buy
        orderChanged()
    }

    /// A changed order is a new order: the bank's refusal of the previous one no longer applies.
    private func orderChanged() {
        refusal = nil
        render()
    }

    private func kindChanged() {
        kind = kindControl.selectedSegmentIndex == 1 ? .limit : .market
        limitRow.isHidden = kind != .limit
        // kass:equivalent boolean-literal: the field's delegate never refuses to end editing, so forcing it changes nothing
        if kind == .market { view.endEditing(true) }
        orderChanged()
        relayout()
    }

    /// Sizes the content again after rows were shown or hidden.
    private func relayout() {
        view.setNeedsLayout()
    }

    // MARK: Review and place

    private var orderRequest: OrderRequest {
        OrderRequest(symbol: symbol, side: side, kind: kind, quantity: quantity, limitPrice: kind == .limit ? limitPrice ?? 0 : nil)
    }

    private func review() {
        // kass:equivalent boolean-literal: the field's delegate never refuses to end editing, so forcing it changes nothing
        view.endEditing(true)
        refusal = nil
        if context.isOn(.tradingPlaceWithoutConfirm) {
            // kass:equivalent *: reached only with the trading-place-without-confirm defect on
            directRequest = context.backend.placeOrder(orderRequest) { [weak self] result in self?.show(result) }
            // kass:equivalent call-removal: reached only with the trading-place-without-confirm defect on
            render()
            return
        }
        let sheet = OrderReviewViewController(context: context, request: orderRequest) { [weak self] result in
            self?.show(result)
        }
        present(sheet, animated: true)
    }

    /// Shows the outcome of a placed order.
    private func show(_ result: Result<OrderReceipt, BankError>) {
        switch result {
        case let .success(receipt):
            refusal = nil
            statusLabel.text = context.text(.tradingStatus(filled: receipt.order.status == .filled))
            referenceLabel.text = context.text(.tradingReference(receipt.order.id))
            statusLabel.isHidden = false
            referenceLabel.isHidden = false
            portfolioButton.isHidden = false
        case let .failure(error):
            refusal = error.message
        }
        render()
        relayout()
    }

    private func openPortfolio() {
        navigationController?.pushViewController(PortfolioViewController(context: context), animated: true)
    }

    // MARK: Limit-price field

    /// Refuses nothing, unless the defect protecting the decimal separator is on.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard context.isOn(.tradingLimitPriceKeepsOldText), string.isEmpty, let text = textField.text,
              let swiftRange = Range(range, in: text) else { return true }
        // kass:equivalent negation-removal: reached only with the trading-limit-price-keeps-old-text defect on (the guard returns first)
        return !text[swiftRange].contains(context.locale.decimalSeparator)
    }

    /// Arms the caret defect for the tap that focused the field.
    func textFieldDidBeginEditing(_ textField: UITextField) {
        // kass:equivalent assignment-removal: without the trading-limit-price-cursor-jumps defect this writes false, the value it has
        movesCaretToStart = context.isOn(.tradingLimitPriceCursorJumps)
    }

    /// With the caret defect, the first caret placement after focusing jumps to the start.
    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard movesCaretToStart else { return }
        // kass:equivalent *: reached only with the trading-limit-price-cursor-jumps defect on (the guard returns first)
        movesCaretToStart = false
        let start = textField.beginningOfDocument
        // kass:equivalent assignment-removal: reached only with the trading-limit-price-cursor-jumps defect on
        textField.selectedTextRange = textField.textRange(from: start, to: start)
    }
}
