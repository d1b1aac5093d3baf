/// A per-currency account on the home screen.
public struct Account: Sendable, Equatable, Identifiable {
    /// Stable id, also the identifier key on screen (`eur`, `usd`...).
    public let id: String
    /// The account's name ("Euro account").
    public var name: String
    /// The current balance.
    public var balance: Money
    /// How much the balance moved today.
    public var todayChange: Money

    /// An account.
    public init(id: String, name: String, balance: Money, todayChange: Money) {
        self.id = id
        self.name = name
        self.balance = balance
        self.todayChange = todayChange
    }

    /// The account's currency.
    public var currency: Currency { balance.currency }
}
