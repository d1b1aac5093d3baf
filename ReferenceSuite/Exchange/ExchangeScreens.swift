import Kass

/// The Exchange form.
final class ExchangeScreen: KassScreen {
    lazy var from = segmentedControl("exchange.from")
    lazy var to = segmentedControl("exchange.to")
    lazy var available = text("exchange.from.balance")
    lazy var swap = button("exchange.swap")
    lazy var amount = textField("exchange.amount")
    lazy var rate = text("exchange.rate")
    lazy var fee = text("exchange.fee")
    lazy var youGet = text("exchange.youGet")
    lazy var balanceAfter = text("exchange.balanceAfter")
    lazy var error = text("exchange.error")
    lazy var submit = button("exchange.submit")
    /// The source currency segments arrive with the accounts.
    lazy var loadedSegment = button(.label("EUR").inside(identifier: "exchange.from"))
    override var onLoad: [KassElement] { [amount, submit, loadedSegment] }
}

/// Segment indexes of the currency controls (accounts in display order).
enum CurrencySegment {
    static let eur = 0
    static let usd = 1
    static let gbp = 2
}
