/// Someone the user can send money to.
public struct Recipient: Sendable, Equatable, Identifiable {
    /// Stable id (`lena`), also the identifier key on screen.
    public let id: String
    /// The recipient's name.
    public var name: String
    /// The recipient's IBAN.
    public var iban: String

    /// A recipient.
    public init(id: String, name: String, iban: String) {
        self.id = id
        self.name = name
        self.iban = iban
    }
}
