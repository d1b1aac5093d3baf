import Foundation

/// What a text input holds, for AutoFill and keyboard suggestions, as UIKit's `UITextContentType`.
/// HeadlessUI has no AutoFill: the value is kept and read back.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the type.
    public let rawValue: String

    /// Creates a content type from UIKit's string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A country or region name.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account or login name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (sign-up and change-password forms).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code from SMS or email.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
