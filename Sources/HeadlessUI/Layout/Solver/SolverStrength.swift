/// How strongly a constraint wants to hold: a UIKit layout priority (1...1000) and a weight within
/// that priority.
///
/// Priority `1000` is *required*: the solver satisfies it exactly or rejects it. Lower priorities are
/// *optional* and are compared **lexicographically** (a symbolic weight): the solver first minimises the
/// error of the highest optional priority present, then, among the solutions that keep that minimum,
/// the next priority, and so on. So one constraint at priority 751 strictly dominates any number of
/// constraints at 750, whatever their errors; Apple's documentation describes the same rule ("the
/// system attempts to satisfy optional constraints in priority order, highest first"). Within one
/// priority the errors (distances from satisfaction, in points) are added, each multiplied by
/// ``weight``.
///
/// Valid priorities are `0 < priority <= 1000`, as in UIKit; the solver rejects other values with
/// ``SolverError/invalidStrength(_:)``.
public struct SolverStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The UIKit priority: `1000` is required, anything in `0 < priority < 1000` is optional.
    public let priority: Double
    /// The multiplier applied to this constraint's error among constraints of the same priority.
    public let weight: Double

    /// Creates a strength from a UIKit priority and an optional weight within that priority.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Priority 1000: must hold exactly (`UILayoutPriority.required`).
    public static let required = SolverStrength(priority: 1000)
    /// Priority 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = SolverStrength(priority: 750)
    /// Priority 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow = SolverStrength(priority: 250)
    /// Priority 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = SolverStrength(priority: 50)

    /// The priority of ``required``.
    public static let requiredPriority: Double = 1000

    /// Whether this strength is required (priority 1000).
    public var isRequired: Bool { priority >= Self.requiredPriority }

    /// Whether the priority is in `0 < priority <= 1000` and the weight is finite and positive.
    public var isValid: Bool {
        priority.isFinite && priority > 0 && priority <= Self.requiredPriority && weight.isFinite && weight > 0
    }

    /// Orders by priority, then by weight.
    public static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `@1000`, `@250`, or `@250×2` when the weight is not 1.
    public var description: String {
        let priorityText = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return weight == 1 ? "@\(priorityText)" : "@\(priorityText)×\(weight)"
    }
}
