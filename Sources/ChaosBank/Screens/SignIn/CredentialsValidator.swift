/// The sign-in form's rules, as pure functions: what counts as an email address and as a password.
///
/// - Email: one `@`, a non-empty local part, a domain with at least one dot, non-empty labels and a
///   top-level domain of two letters or more; no spaces.
/// - Password: at least ``minimumPasswordLength`` characters with a letter and a digit.
struct CredentialsValidator: Sendable {
    /// The shortest password accepted.
    static let minimumPasswordLength = 8

    /// Only checks for an `@` (the `signin-email-without-domain-accepted` defect).
    var acceptsEmailWithoutDomain = false
    /// Accepts one character less than the minimum (the `signin-short-password-accepted` defect).
    var acceptsShortPassword = false

    /// A validator with the correct rules.
    init() {}

    /// Whether `email` is a well-formed address.
    func isValidEmail(_ email: String) -> Bool {
        guard !email.contains(" "), !email.isEmpty else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        // kass:equivalent boolean-literal: runs only with the signin-email-without-domain-accepted defect on
        if acceptsEmailWithoutDomain { return true }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let topLevel = labels.last else { return false }
        return topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)
    }

    /// Whether `password` follows the password rules.
    func isValidPassword(_ password: String) -> Bool {
        // kass:equivalent *: the shorter minimum applies only with the signin-short-password-accepted defect on
        let minimum = acceptsShortPassword ? Self.minimumPasswordLength - 1 : Self.minimumPasswordLength
        return password.count >= minimum && password.contains(where: \.isLetter) && password.contains(where: \.isNumber)
    }
}
