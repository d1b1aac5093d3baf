// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The inactivity timeout is never armed when the tabs show.
    static let sessionTimeoutMissing = ChaosDefect(
        id: "session-timeout-missing", group: .lifecycle, severity: .critical,
        summary: "The app never signs out after five minutes without a touch: an unattended phone stays in the account"
    )
    /// The inactivity notice is always English.
    static let sessionTimeoutNoticeUntranslated = ChaosDefect(
        id: "session-timeout-notice-untranslated", group: .localization, severity: .minor,
        summary: "In German, the notice after an inactivity sign-out stays English"
    )
}

extension ChaosDefectCatalog {
    /// The defects of the signed-in session as a whole.
    static let sessionDefects: [ChaosDefect] = [.sessionTimeoutMissing, .sessionTimeoutNoticeUntranslated]
}
