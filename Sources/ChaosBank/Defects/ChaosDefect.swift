// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
/// One switchable defect of ChaosBank: a bug planted in the code path it breaks, off unless switched
/// on at launch.
///
/// Each defect is a static constant declared next to its area's catalogue
/// (`ChaosDefectCatalog+Transfer.swift`...) and checked where it breaks the app:
///
/// ```swift
/// extension ChaosDefect {
///     static let transferDoubleSubmit = ChaosDefect(
///         id: "transfer-double-submit", group: .concurrency, severity: .critical,
///         summary: "Tapping Send twice quickly sends the money twice")
/// }
///
/// if !context.defects.contains(.transferDoubleSubmit) { sendButton.isEnabled = false }
/// ```
public struct ChaosDefect: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The stable identifier used on the command line and in `/// Catches` lines (kebab case,
    /// prefixed by the area: `transfer-double-submit`).
    public let id: String
    /// The kind of bug.
    public let group: ChaosDefectGroup
    /// How bad the bug would be in production.
    public let severity: ChaosDefectSeverity
    /// One line saying what goes wrong, as a user would notice it.
    public let summary: String

    /// Declares a defect.
    public init(id: String, group: ChaosDefectGroup, severity: ChaosDefectSeverity, summary: String) {
        self.id = id
        self.group = group
        self.severity = severity
        self.summary = summary
    }

    /// `id (group, severity): summary`.
    public var description: String { "\(id) (\(group.rawValue), \(severity.rawValue)): \(summary)" }

    /// Defects are identified by their id alone.
    public static func == (lhs: ChaosDefect, rhs: ChaosDefect) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
