/// Someone the user can send money to.
struct Recipient: Sendable, Equatable, Identifiable {
    /// Stable id (`lena`), also the identifier key on screen.
    let id: String
    /// The recipient's name.
    var name: String
    /// The recipient's IBAN.
    var iban: String

    /// A recipient.
    init(id: String, name: String, iban: String) {
        self.id = id
        self.name = name
        self.iban = iban
    }
}
