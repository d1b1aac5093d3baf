import Foundation
import Hammer

/// Hands out the short, stable references of layout constraints (`c4`) that `inspect` shows and
/// `set-constraint` takes. A constraint keeps its reference while it lives; references are never
/// reused, and the table does not keep constraints alive.
@MainActor
final class ConstraintRefTable {
    private final class Entry {
        weak var constraint: NSLayoutConstraint?
        let ref: String
        init(_ constraint: NSLayoutConstraint, ref: String) { self.constraint = constraint; self.ref = ref }
    }

    private var byObject: [ObjectIdentifier: Entry] = [:]
    private var byRef: [String: Entry] = [:]
    private var nextNumber = 1

    /// Creates an empty table; the first reference handed out is `c1`.
    init() {}

    /// The reference of `constraint`, the one it had before if it has one.
    func ref(for constraint: NSLayoutConstraint) -> String {
        let key = ObjectIdentifier(constraint)
        if let entry = byObject[key], entry.constraint === constraint { return entry.ref }
        let entry = Entry(constraint, ref: "c\(nextNumber)")
        nextNumber += 1
        byObject[key] = entry
        byRef[entry.ref] = entry
        return entry.ref
    }

    /// The constraint with reference `ref`, while it lives.
    func constraint(ref: String) -> NSLayoutConstraint? {
        byRef[ref]?.constraint
    }

    /// The constraints that affect `view`'s layout: those installed on the view or an ancestor that
    /// name the view as their first or second item, active ones first.
    static func constraints(affecting view: UIView) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = view
        while let current = holder {
            for constraint in current.constraints where constraint.firstItem === view || constraint.secondItem === view {
                if !found.contains(where: { $0 === constraint }) { found.append(constraint) }
            }
            holder = current.superview
        }
        return found
    }
}
