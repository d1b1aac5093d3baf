/// An unknown of a linear layout system, such as the left edge or the width of one view.
///
/// A variable is identified by the object itself (two variables with the same name are different
/// unknowns); the name only appears in descriptions and error messages. A variable holds no value: the
/// same variable can take part in several solvers, and each answers ``LayoutSolver/value(of:)``.
///
/// ```swift
/// let width = LayoutVariable("button.width")
/// try solver.addConstraint(SolverConstraint(width, .equal, 120))
/// solver.value(of: width) // 120
/// ```
///
/// Variables are immutable, hence `Sendable` (errors can carry them); solvers are not.
package final class LayoutVariable: Sendable, CustomStringConvertible {
    /// The debug name used in descriptions and error messages.
    package let name: String

    /// Creates a variable with a debug name (for example `"label.leading"`).
    package init(_ name: String = "") {
        self.name = name
    }

    /// The name, or a generated `variable@<address>` when the name is empty.
    package var description: String {
        name.isEmpty ? "variable@\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))" : name
    }
}
