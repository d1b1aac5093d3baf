/// A per-currency account on the home screen.
struct Account: Sendable, Equatable, Identifiable {
    /// Stable id, also the identifier key on screen (`eur`, `usd`...).
    let id: String
    /// The account's name ("Euro account").
    var name: String
    /// The current balance.
    var balance: Money
    /// How much the balance moved today.
    var todayChange: Money

    /// An account.
    init(id: String, name: String, balance: Money, todayChange: Money) {
        self.id = id
        self.name = name
        self.balance = balance
        self.todayChange = todayChange
    }

    /// The account's currency.
    var currency: Currency { balance.currency }
}
