import Foundation
import HeadlessUI

/// Exchange between two of the user's accounts: currencies, amount, the live rate, the fee, what
/// the user gets and the balance after ("you get" and the fee follow ``ExchangeQuote``). The
/// Exchange button is enabled for two different currencies and an amount whose total (fee
/// included) the balance covers; it stays disabled while the backend books the exchange, then the
/// screen closes back to Home with a toast.
///
/// Identifiers: `exchange.title`, `exchange.from.title`, `exchange.from`, `exchange.from.balance`,
/// `exchange.swap`, `exchange.to.title`, `exchange.to` (segments EUR, USD, GBP),
/// `exchange.amount.title`, `exchange.amount`, `exchange.keyboard.done`, `exchange.rate`,
/// `exchange.fee`, `exchange.youGet`, `exchange.balanceAfter` (each with a `.caption`),
/// `exchange.error`, `exchange.submit`, and the toast `exchange.toast`.
final class ExchangeViewController: BankViewController {
    /// How long the confirmation toast stays with the `exchange-toast-too-brief` defect, in seconds.
    static let briefToastDuration: TimeInterval = 0.25

    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "exchange.title")
    private let fromTitle = BankUI.label(nil, style: .headline, identifier: "exchange.from.title")
    private let fromControl = UISegmentedControl(items: [])
    private let availableLabel = BankUI.label(nil, style: .caption, identifier: "exchange.from.balance")
    private lazy var swapButton = BankUI.textButton("⇅", identifier: "exchange.swap") { [weak self] in self?.swapCurrencies() }
    private let toTitle = BankUI.label(nil, style: .headline, identifier: "exchange.to.title")
    private let toControl = UISegmentedControl(items: [])
    private let amountTitle = BankUI.label(nil, style: .headline, identifier: "exchange.amount.title")
    private let amountField = BankUI.textField(placeholder: "0.00", identifier: "exchange.amount")
    private let rateRow = BankUI.valueRow("", value: nil, identifier: "exchange.rate")
    private let feeRow = BankUI.valueRow("", value: nil, identifier: "exchange.fee")
    private let youGetRow = BankUI.valueRow("", value: nil, identifier: "exchange.youGet")
    private let balanceAfterRow = BankUI.valueRow("", value: nil, identifier: "exchange.balanceAfter")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "exchange.error")
    private lazy var submitButton = BankUI.primaryButton("Exchange", identifier: "exchange.submit") { [weak self] in self?.submit() }
    private lazy var amountFormatter = AmountInputFormatter { [weak self] in self?.context.locale ?? .englishUS }

    private var accounts: [Account] = []
    private var ratesPerEuro: [Currency: Decimal] = [:]
    private var fromCurrency: Currency = .eur
    private var toCurrency: Currency = .usd
    private var isExchanging = false
    private var didFinish = false

    /// Lays the form out and loads accounts and rates.
    override func viewDidLoad() {
        super.viewDidLoad()
        amountField.keyboardType = .decimalPad
        amountField.delegate = amountFormatter
        amountField.inputAccessoryView = KeyboardDoneBar.make(
            title: context.text(.exchangeDone), identifier: "exchange.keyboard.done", endingEditingIn: view
        ).bar
        amountField.addAction(UIAction { [weak self] _ in self?.updateFigures() }, for: .editingChanged)
        fromControl.accessibilityIdentifier = "exchange.from"
        toControl.accessibilityIdentifier = "exchange.to"
        fromControl.addAction(UIAction { [weak self] _ in self?.currenciesChanged() }, for: .valueChanged)
        toControl.addAction(UIAction { [weak self] _ in self?.currenciesChanged() }, for: .valueChanged)
        let swapRow = UIStackView(arrangedSubviews: [toTitle, swapButton])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        swapRow.axis = .horizontal
        swapRow.alignment = .center
        toTitle.setContentHuggingPriority(.defaultLow, for: .horizontal)
        [titleLabel, fromTitle, fromControl, availableLabel, swapRow, toControl, amountTitle, amountField,
         rateRow.row, feeRow.row, youGetRow.row, balanceAfterRow.row, errorLabel, submitButton].forEach(contentStack.addArrangedSubview)
        contentStack.setCustomSpacing(8, after: fromControl)
        context.backend.fetchRates { [weak self] result in
            guard let self, case let .success(rates) = result else { return }
            ratesPerEuro = rates
            render()
        }
        context.backend.fetchAccounts { [weak self] result in
            guard let self, case let .success(accounts) = result else { return }
            self.accounts = accounts
            for control in [fromControl, toControl] {
                for (index, account) in accounts.enumerated() {
                    // kass:equivalent boolean-literal: HeadlessUI inserts segments alike either way, before anything can be chosen
                    control.insertSegment(withTitle: account.currency.code, at: index, animated: false)
                }
            }
            fromControl.selectedSegmentIndex = accounts.firstIndex { $0.currency == fromCurrency } ?? 0
            toControl.selectedSegmentIndex = accounts.firstIndex { $0.currency == toCurrency } ?? 0
            render()
        }
    }

    /// Writes the texts and figures for the current locale and data.
    override func render() {
        titleLabel.text = context.text(.exchangeTitle)
        fromTitle.text = context.text(.exchangeFrom)
        toTitle.text = context.text(.exchangeTo)
        swapButton.accessibilityLabel = context.isOn(.exchangeSwapUnlabelled) ? nil : context.text(.exchangeSwap)
        amountTitle.text = context.text(.exchangeAmount)
        amountField.accessibilityLabel = context.text(.exchangeAmount)
        amountField.placeholder = context.formatter.string(from: 0, fractionDigits: 2)
        rateRow.caption.text = context.text(.exchangeRate)
        feeRow.caption.text = context.text(.exchangeFee)
        youGetRow.caption.text = context.text(.exchangeYouGet)
        balanceAfterRow.caption.text = context.text(.exchangeBalanceAfter)
        submitButton.setTitle(context.text(.exchangeSubmit), for: .normal)
        updateFigures()
    }

    private func currenciesChanged() {
        if accounts.indices.contains(
            fromControl.selectedSegmentIndex
        ) { fromCurrency = accounts[fromControl.selectedSegmentIndex].currency }
        if accounts.indices.contains(toControl.selectedSegmentIndex) { toCurrency = accounts[toControl.selectedSegmentIndex].currency }
        updateFigures()
    }

    private func swapCurrencies() {
        let from = fromControl.selectedSegmentIndex
        fromControl.selectedSegmentIndex = toControl.selectedSegmentIndex
        toControl.selectedSegmentIndex = from
        currenciesChanged()
    }

    // MARK: Figures and validation

    private var fromAccount: Account? { accounts.first { $0.currency == fromCurrency } }

    private var flaws: ExchangeQuote.Flaws {
        var flaws = ExchangeQuote.Flaws()
        // kass:equivalent assignment-removal: a defect switch, off in the clean app, and the flaw defaults to false
        flaws.truncatesYouGet = context.isOn(.exchangeYouGetTruncated)
        // kass:equivalent assignment-removal: a defect switch, off in the clean app, and the flaw defaults to false
        flaws.chargesFeeTwice = context.isOn(.exchangeFeeChargedTwice)
        // kass:equivalent assignment-removal: a defect switch, off in the clean app, and the flaw defaults to false
        flaws.invertsCrossRate = context.isOn(.exchangeCrossRateInverted)
        // kass:equivalent assignment-removal: a defect switch, off in the clean app, and the flaw defaults to false
        flaws.ignoresMinimumFee = context.isOn(.exchangeMinimumFeeIgnored)
        return flaws
    }

    /// The quote for what is typed, or `nil` before the data has loaded.
    private var quote: ExchangeQuote? {
        guard !ratesPerEuro.isEmpty, fromAccount != nil else { return nil }
        let amount = context.formatter.amount(from: amountField.text ?? "") ?? 0
        return ExchangeQuote(amount: Money(amount, fromCurrency), to: toCurrency, ratesPerEuro: ratesPerEuro, flaws: flaws)
    }

    /// "1 EUR = 1.0850 USD" in the current locale (a defect keeps the English decimal point).
    private func rateText(_ quote: ExchangeQuote) -> String {
        let formatter = context.isOn(.exchangeGermanRateFormat) ? MoneyFormatter(locale: .englishUS) : context.formatter
        let rate = formatter.string(from: quote.rate, fractionDigits: ExchangeQuote.rateFractionDigits, grouping: false)
        return "1 \(quote.fromCurrency.code) = \(rate) \(quote.toCurrency.code)"
    }

    private func updateFigures() {
        defer { view.setNeedsLayout() }
        let formatter = context.formatter
        guard let account = fromAccount, let quote else {
            availableLabel.text = context.text(.homeLoading)
            for row in [rateRow, feeRow, youGetRow, balanceAfterRow] { row.value.text = "—" }
            submitButton.isEnabled = false
            return
        }
        feeRow.row.isHidden = context.isOn(.exchangeFeeHidden)
        availableLabel.text = context.text(.transferAvailable(formatter.string(from: account.balance)))
        rateRow.value.text = rateText(quote)
        feeRow.value.text = formatter.string(from: quote.fee)
        youGetRow.value.text = formatter.string(from: quote.youGet)
        let debit = context.isOn(.exchangeBalanceAfterIgnoresFee) ? quote.amount : quote.totalDebit
        balanceAfterRow.value.text = formatter.string(from: account.balance - debit)
        let sameCurrency = fromCurrency == toCurrency && !context.isOn(.exchangeSameCurrencyAllowed)
        let overBalance = quote.totalDebit > account.balance && !context.isOn(.exchangeAcceptsOverBalance)
        errorLabel.text = sameCurrency ? context.text(.exchangeSameCurrency) : (overBalance ? context.text(.exchangeOverBalance) : nil)
        submitButton.isEnabled = quote.amount.amount > 0 && !sameCurrency && !overBalance && (
            !isExchanging || context.isOn(.exchangeDoubleSubmit)
        )
    }

    // MARK: Exchange

    private func submit() {
        guard let quote, !isExchanging || context.isOn(.exchangeDoubleSubmit) else { return }
        view.endEditing(true)
        isExchanging = true
        updateFigures()
        context.backend.exchange(quote) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(receipt):
                finish(receipt)
            case let .failure(error):
                isExchanging = false
                updateFigures()
                errorLabel.text = context.text(error.message)
            }
        }
    }

    private func finish(_ receipt: ExchangeReceipt) {
        guard !didFinish else { return }
        didFinish = true
        let message = context.text(.exchangeDoneToast(context.format(receipt.quote.amount), for: context.format(receipt.quote.youGet)))
        let duration = context.isOn(.exchangeToastTooBrief) ? Self.briefToastDuration : MoneyToast.duration
        MoneyToast.show(message, identifier: "exchange.toast", duration: duration, in: view.window)
        navigationController?.popViewController(animated: true)
    }
}
