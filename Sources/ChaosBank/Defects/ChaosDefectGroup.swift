// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
/// The kinds of defect ChaosBank plants. Each group is also a launch profile: `-ChaosBankDefects money`
/// switches on every money defect.
public enum ChaosDefectGroup: String, CaseIterable, Sendable, Comparable {
    /// Wrong sums, rates, fees, rounding.
    case money
    /// Inputs accepted that must be refused, or refused that must be accepted.
    case validation
    /// State that is lost, stale or not reset.
    case state
    /// Wrong or missing text, badges, colours, layout.
    case display
    /// Locale-dependent formatting and translations.
    case localization
    /// Labels, traits and values that VoiceOver users (and tests) rely on.
    case accessibility
    /// Secrets shown, sessions not ended, checks skipped.
    case security
    /// Races that show under timing: double submits, stale values, lost updates.
    case concurrency
    /// Cursor placement, formatting while typing, fields that drop edits.
    case input
    /// Main-thread stalls.
    case performance
    /// Controls a user cannot use as they appear: covered by another view, looking disabled but
    /// acting, feedback gone before it can be read.
    case layout
    /// Sessions, codes and attempts that must end or expire with time: timeouts, expiries, lockouts.
    case lifecycle

    /// Groups sort in declaration order.
    public static func < (lhs: ChaosDefectGroup, rhs: ChaosDefectGroup) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How bad a defect would be in production.
public enum ChaosDefectSeverity: String, CaseIterable, Sendable {
    /// Money lost or a security hole.
    case critical
    /// A flow broken or a wrong figure shown.
    case major
    /// Cosmetic or recoverable.
    case minor
}
