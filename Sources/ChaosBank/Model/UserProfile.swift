/// The signed-in customer and the credentials the backend accepts.
public struct UserProfile: Sendable, Equatable {
    /// The customer's first name (home greeting).
    public var firstName: String
    /// The sign-in email.
    public var email: String
    /// The password.
    public var password: String
    /// The one-time code the backend "sends".
    public var oneTimeCode: String

    /// A profile.
    public init(firstName: String, email: String, password: String, oneTimeCode: String) {
        self.firstName = firstName
        self.email = email
        self.password = password
        self.oneTimeCode = oneTimeCode
    }

    /// The demo customer every launch starts with.
    public static let demo = UserProfile(firstName: "Anna", email: "anna@chaosbank.test", password: "Secret123!", oneTimeCode: "246810")
}
