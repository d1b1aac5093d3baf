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
package struct SolverStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The UIKit priority: `1000` is required, anything in `0 < priority < 1000` is optional.
    package let priority: Double
    /// The multiplier applied to this constraint's error among constraints of the same priority.
    package let weight: Double

    /// Creates a strength from a UIKit priority and an optional weight within that priority.
    package init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Priority 1000: must hold exactly (`UILayoutPriority.required`).
    package static let required = SolverStrength(priority: 1000)
    /// Priority 750 (`UILayoutPriority.defaultHigh`).
    package static let defaultHigh = SolverStrength(priority: 750)
    /// Priority 250 (`UILayoutPriority.defaultLow`).
    package static let defaultLow = SolverStrength(priority: 250)
    /// Priority 50 (`UILayoutPriority.fittingSizeLevel`).
    package static let fittingSizeLevel = SolverStrength(priority: 50)

    /// The priority of ``required``.
    package static let requiredPriority: Double = 1000

    /// Whether this strength is required (priority 1000).
    package var isRequired: Bool { priority >= Self.requiredPriority }

    /// Whether the priority is in `0 < priority <= 1000` and the weight is finite and positive.
    package var isValid: Bool {
        priority.isFinite && priority > 0 && priority <= Self.requiredPriority && weight.isFinite && weight > 0
    }

    /// Orders by priority, then by weight.
    package static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `@1000`, `@250`, or `@250×2` when the weight is not 1.
    package var description: String {
        let priorityText = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return weight == 1 ? "@\(priorityText)" : "@\(priorityText)×\(weight)"
    }
}
