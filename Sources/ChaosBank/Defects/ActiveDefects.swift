// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
/// The defects switched on for one launch of the app.
///
/// Code paths ask it whether to misbehave: `if context.defects.contains(.transferDoubleSubmit) { ... }`.
public struct ActiveDefects: Sendable, Equatable, CustomStringConvertible {
    /// The switched-on defects' ids.
    public let ids: Set<String>

    /// No defect: the app as it should be.
    public static let none = ActiveDefects(ids: [])

    /// The given defects.
    public init(_ defects: some Sequence<ChaosDefect>) {
        ids = Set(defects.map(\.id))
    }

    private init(ids: Set<String>) {
        self.ids = ids
    }

    /// Whether `defect` is switched on.
    public func contains(_ defect: ChaosDefect) -> Bool { ids.contains(defect.id) }

    /// Whether no defect is switched on.
    public var isEmpty: Bool { ids.isEmpty }

    /// The switched-on defects, sorted by id (unknown ids cannot occur: selection validates them).
    public var defects: [ChaosDefect] { ids.sorted().compactMap(ChaosDefectCatalog.defect(withID:)) }

    /// `none`, or the ids joined by commas.
    public var description: String { ids.isEmpty ? "none" : ids.sorted().joined(separator: ",") }
}
