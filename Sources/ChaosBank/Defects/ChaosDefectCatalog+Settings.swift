// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// Opening Settings blocks the main thread while it loads the notification inbox synchronously.
    static let settingsOpenStall = ChaosDefect(
        id: "settings-open-stall", group: .performance, severity: .major,
        summary: "Opening Settings freezes the app while it migrates and re-reads the notification inbox on the main thread"
    )
    /// The chosen language is stored but not applied to the other screens.
    static let settingsLocaleNotApplied = ChaosDefect(
        id: "settings-locale-not-applied", group: .localization, severity: .major,
        summary: "Choosing German changes Settings only; the other screens stay English"
    )
    /// The example amount is formatted in US English whatever the region.
    static let settingsExampleIgnoresRegion = ChaosDefect(
        id: "settings-example-ignores-region", group: .localization, severity: .minor,
        summary: "The region example amount keeps the US format in German"
    )
    /// The language list keeps the old language ticked.
    static let settingsLanguageSelectionStale = ChaosDefect(
        id: "settings-language-selection-stale", group: .display, severity: .minor,
        summary: "The language list keeps the previous language selected"
    )
    /// Market notifications are changed on screen only.
    static let settingsNotificationNotKept = ChaosDefect(
        id: "settings-notification-not-kept", group: .state, severity: .major,
        summary: "The market notifications switch resets after switching tabs"
    )
    /// The markets and marketing switches carry each other's labels.
    static let settingsSwitchLabelsSwapped = ChaosDefect(
        id: "settings-switch-labels-swapped", group: .accessibility, severity: .major,
        summary: "VoiceOver reads the market and marketing notification switches with each other's names"
    )
    /// Cancel in the sign-out alert signs out too.
    static let settingsSignOutCancelIgnored = ChaosDefect(
        id: "settings-sign-out-cancel-ignored", group: .state, severity: .critical,
        summary: "Cancel in the sign-out confirmation signs the user out anyway"
    )
}

extension ChaosDefectCatalog {
    /// The defects planted in the Settings area.
    static let settingsDefects: [ChaosDefect] = [
        .settingsOpenStall, .settingsLocaleNotApplied, .settingsExampleIgnoresRegion, .settingsLanguageSelectionStale,
        .settingsNotificationNotKept, .settingsSwitchLabelsSwapped, .settingsSignOutCancelIgnored,
    ]
}
