// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The home total leaves out the last account (the pounds).
    static let homeTotalIgnoresAccount = ChaosDefect(
        id: "home-total-ignores-account", group: .money, severity: .major,
        summary: "The total balance leaves out the British pound account")
    /// Home keeps the balances it loaded first, so a transfer never shows there.
    static let homeStaleAfterTransfer = ChaosDefect(
        id: "home-stale-after-transfer", group: .state, severity: .major,
        summary: "Home still shows the old balances after a transfer or exchange")
    /// A negative change is shown as a gain.
    static let homeNegativeChangeAsGain = ChaosDefect(
        id: "home-negative-change-as-gain", group: .display, severity: .major,
        summary: "An account that lost money today shows the change as a gain (+$15.20)")
    /// Recent activity lists the five oldest transactions.
    static let homeActivityShowsOldest = ChaosDefect(
        id: "home-activity-shows-oldest", group: .display, severity: .minor,
        summary: "Recent activity lists the five oldest transactions instead of the latest")
    /// A pending top-up writes back the balance it read when requested.
    static let homeTopUpLostUpdate = ChaosDefect(
        id: "home-top-up-lost-update", group: .concurrency, severity: .critical,
        summary: "A card top-up booked while a transfer went out erases the transfer from the balance")
    /// The total's caption is not translated.
    static let homeGermanCaptionUntranslated = ChaosDefect(
        id: "home-german-caption-untranslated", group: .localization, severity: .minor,
        summary: "In German, the total balance is still captioned \"Total balance\"")
    /// The clear overlay over the quick actions (it holds the loading spinner) keeps user interaction.
    static let homeActionsCovered = ChaosDefect(
        id: "home-actions-covered", group: .layout, severity: .critical,
        summary: "Send, Exchange and Top up look ready but a clear view over them takes every tap")
    /// Top up is greyed out while a top-up is pending, but stays enabled.
    static let homeTopUpLooksDisabledOnly = ChaosDefect(
        id: "home-top-up-looks-disabled-only", group: .layout, severity: .major,
        summary: "Top up looks disabled while a top-up is pending, but still opens the sheet and tops up again")
    /// The account rows are forced left to right.
    static let homeAccountsNotMirrored = ChaosDefect(
        id: "home-accounts-not-mirrored", group: .layout, severity: .major,
        summary: "In a right-to-left language the account rows are not mirrored: names on the left, amounts on the right")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Home area.
    static let homeDefects: [ChaosDefect] = [
        .homeTotalIgnoresAccount, .homeStaleAfterTransfer, .homeNegativeChangeAsGain,
        .homeActivityShowsOldest, .homeTopUpLostUpdate, .homeGermanCaptionUntranslated, .homeActionsCovered,
        .homeTopUpLooksDisabledOnly, .homeAccountsNotMirrored,
    ]
}
