/// How the two sides of a linear constraint compare: `≤`, `=` or `≥` (the relations of
/// `NSLayoutConstraint.Relation`).
package enum LayoutConstraintRelation: Sendable, CustomStringConvertible {
    /// The left side is at most the right side.
    case lessThanOrEqual
    /// The two sides are equal.
    case equal
    /// The left side is at least the right side.
    case greaterThanOrEqual

    /// The mathematical symbol: `<=`, `==` or `>=`.
    package var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
