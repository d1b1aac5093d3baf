import Foundation
import HeadlessLayoutSolver

// Unsatisfiable constraints: the engine keeps the constraints it already has, breaks the one whose
// addition (or constant change) made the system unsatisfiable, and logs UIKit's message.

extension AutoLayoutEngine {
    /// UIKit's opening of the unsatisfiable-constraints log.
    static let conflictPreamble = "Unable to simultaneously satisfy constraints.\n"
        + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        + "\tTry this: \n"
        + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. "

    /// UIKit's note about autoresizing-mask constraints.
    static let autoresizingNote = "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"

    /// Breaks `constraint` (it stays active but does not take part in layout) and logs the conflict.
    func breakConstraint(_ constraint: NSLayoutConstraint, conflicting: [SolverConstraint]) {
        broken.insert(ObjectIdentifier(constraint))
        reportConflict(brokenDescription: constraint.description, conflicting: conflicting)
    }

    /// Logs UIKit's "Unable to simultaneously satisfy constraints" message as a runtime issue,
    /// listing the conflicting constraints (with their identifiers) and the one broken.
    func reportConflict(brokenDescription: String, conflicting: [SolverConstraint]) {
        guard !arrangesStacks else { return }  // a stack's private engine: resolved silently
        let descriptions = conflicting.map(describe)
        var message = Self.conflictPreamble + "\n"
        if conflicting.contains(where: { autoresizingConstraints.contains(ObjectIdentifier($0)) }) {
            message += "\t" + Self.autoresizingNote + "\n"
        }
        message += "(\n" + descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(brokenDescription)"
        UIApplication.reportRuntimeIssue(.other(message))
    }

    private func describe(_ constraint: SolverConstraint) -> String {
        let key = ObjectIdentifier(constraint)
        if let user = userConstraints[key] { return user.description }
        if let label = engineLabels[key] { return label.hasPrefix("<") ? label : "<\(label)>" }
        return constraint.description
    }
}
