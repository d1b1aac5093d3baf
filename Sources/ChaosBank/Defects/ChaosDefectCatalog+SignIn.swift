// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The email check only looks for an `@`, so addresses without a domain pass.
    static let signInEmailWithoutDomainAccepted = ChaosDefect(
        id: "signin-email-without-domain-accepted", group: .validation, severity: .major,
        summary: "The sign-in form accepts emails without a domain (anna@, anna@chaosbank)"
    )
    /// The password rule counts from zero: seven characters are enough.
    static let signInShortPasswordAccepted = ChaosDefect(
        id: "signin-short-password-accepted", group: .validation, severity: .minor,
        summary: "The sign-in form accepts a password of seven characters"
    )
    /// The Sign in button stays enabled while the request is in flight.
    static let signInDoubleSubmit = ChaosDefect(
        id: "signin-double-submit", group: .concurrency, severity: .major,
        summary: "Tapping Sign in twice quickly sends two requests; the second replaces the code the customer received"
    )
    /// The code field's length limit is one short.
    static let signInCodeDropsLastDigit = ChaosDefect(
        id: "signin-code-drops-last-digit", group: .input, severity: .critical,
        summary: "The one-time-code field drops the sixth digit, so the code can never be entered"
    )
    /// The backend accepts any six digits as the one-time code.
    static let signInAnyCodeAccepted = ChaosDefect(
        id: "signin-any-code-accepted", group: .security, severity: .critical,
        summary: "Any six-digit one-time code signs the user in"
    )
    /// Signing out keeps the password in the sign-in form.
    static let signInPasswordKeptAfterSignOut = ChaosDefect(
        id: "signin-password-kept-after-sign-out", group: .security, severity: .critical,
        summary: "After signing out, the sign-in form still holds the password"
    )
    /// The wrong-credentials message is always English.
    static let signInErrorNotLocalized = ChaosDefect(
        id: "signin-error-not-localized", group: .localization, severity: .minor,
        summary: "The wrong-credentials message stays English in German"
    )
    /// The wrong-credentials message stays after the user edits the password.
    static let signInStaleError = ChaosDefect(
        id: "signin-stale-error", group: .state, severity: .minor,
        summary: "The wrong-credentials message stays on screen after the password is edited"
    )
    /// The backend never checks a code's age.
    static let signInExpiredCodeAccepted = ChaosDefect(
        id: "signin-expired-code-accepted", group: .lifecycle, severity: .critical,
        summary: "A one-time code older than five minutes still signs the user in"
    )
    /// The backend never counts wrong codes.
    static let signInNoLockout = ChaosDefect(
        id: "signin-no-lockout", group: .lifecycle, severity: .critical,
        summary: "Wrong one-time codes can be tried without limit: five wrong codes do not lock the code step"
    )
}

extension ChaosDefectCatalog {
    /// The defects planted in the SignIn area.
    static let signInDefects: [ChaosDefect] = [
        .signInEmailWithoutDomainAccepted, .signInShortPasswordAccepted, .signInDoubleSubmit, .signInCodeDropsLastDigit,
        .signInAnyCodeAccepted, .signInPasswordKeptAfterSignOut, .signInErrorNotLocalized, .signInStaleError,
        .signInExpiredCodeAccepted, .signInNoLockout,
    ]
}
