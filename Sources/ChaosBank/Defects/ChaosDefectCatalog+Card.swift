// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The security code is shown without asking.
    static let cardCVVAlwaysVisible = ChaosDefect(
        id: "card-cvv-always-visible", group: .security, severity: .critical,
        summary: "The card's security code is shown as soon as the card screen opens"
    )
    /// A revealed security code is never hidden again.
    static let cardCVVNeverHides = ChaosDefect(
        id: "card-cvv-never-hides", group: .security, severity: .major,
        summary: "A revealed security code stays on screen instead of hiding after 5 seconds"
    )
    /// The Frozen badge does not show while the card is frozen.
    static let cardFrozenBadgeMissing = ChaosDefect(
        id: "card-frozen-badge-missing", group: .display, severity: .major,
        summary: "Freezing the card does not show the Frozen badge"
    )
    /// The freeze switch has no accessibility label.
    static let cardFreezeSwitchUnlabeled = ChaosDefect(
        id: "card-freeze-switch-unlabeled", group: .accessibility, severity: .major,
        summary: "VoiceOver reads the freeze switch without a label"
    )
    /// Toggling online payments sends the opposite of a stale copy instead of the switch's value.
    static let cardOnlinePaymentsLostUpdate = ChaosDefect(
        id: "card-online-payments-lost-update", group: .concurrency, severity: .major,
        summary: "Toggling online payments twice quickly loses the second change"
    )
    /// Online payments are changed on screen only, never saved.
    static let cardOnlinePaymentsNotSaved = ChaosDefect(
        id: "card-online-payments-not-saved", group: .state, severity: .major,
        summary: "Online payments switch back after leaving the card tab: the change is never saved"
    )
    /// A monthly limit of zero passes validation.
    static let cardLimitZeroAccepted = ChaosDefect(
        id: "card-limit-zero-accepted", group: .validation, severity: .major,
        summary: "A monthly limit of 0 is accepted"
    )
    /// The maximum check compares with 100,000 instead of 10,000.
    static let cardLimitAboveMaximumAccepted = ChaosDefect(
        id: "card-limit-above-maximum-accepted", group: .validation, severity: .major,
        summary: "A monthly limit above 10,000 is accepted"
    )
    /// The limit is parsed with a decimal point whatever the locale.
    static let cardLimitIgnoresLocale = ChaosDefect(
        id: "card-limit-ignores-locale", group: .localization, severity: .major,
        summary: "In German the monthly limit field refuses decimal commas"
    )
    /// The saved limit loses its cents.
    static let cardLimitDropsCents = ChaosDefect(
        id: "card-limit-drops-cents", group: .money, severity: .major,
        summary: "Saving a monthly limit with cents stores it without them"
    )
    /// The limit field refuses the decimal separator key.
    static let cardLimitSeparatorKeyDropped = ChaosDefect(
        id: "card-limit-separator-key-dropped", group: .input, severity: .major,
        summary: "Typing the decimal separator in the monthly limit field does nothing"
    )
}

extension ChaosDefectCatalog {
    /// The defects planted in the Card area.
    static let cardDefects: [ChaosDefect] = [
        .cardCVVAlwaysVisible, .cardCVVNeverHides, .cardFrozenBadgeMissing, .cardFreezeSwitchUnlabeled,
        .cardOnlinePaymentsLostUpdate, .cardOnlinePaymentsNotSaved, .cardLimitZeroAccepted, .cardLimitAboveMaximumAccepted,
        .cardLimitIgnoresLocale, .cardLimitDropsCents, .cardLimitSeparatorKeyDropped,
    ]
}
