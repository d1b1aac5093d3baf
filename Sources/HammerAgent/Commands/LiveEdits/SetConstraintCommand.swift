import Foundation
import Hammer

/// `set-constraint`: changes a constraint live, by the `cN` ref `inspect` shows: its `constant`,
/// `priority` (1 to 1000) or whether it is `active`. `revert` restores the originals exactly and
/// puts the constraint back into the layout (also when the engine had broken it over a conflict).
///
/// Constants are limited to ±``maximumConstant`` points: the layout solver works in `Double`s and
/// treats differences below 1e-8 pt as zero, so larger constants cannot be held to its precision
/// (at 1e20 pt a whole screen of offsets rounds away, and the layout stays wrong).
struct SetConstraintCommand: AgentCommand {
    /// The arguments: the constraint and at least one new value.
    struct Arguments: Decodable, Sendable {
        /// The constraint's ref (`c4`).
        var constraint: String
        /// The new constant, in points.
        var constant: Double?
        /// The new priority, 1 to 1000.
        var priority: Double?
        /// Whether the constraint is active.
        var active: Bool?
    }

    /// What `set-constraint` answers: the journal entries it made.
    struct Output: Codable, Sendable, Equatable {
        /// One entry per value changed.
        var changes: [LiveEditJournal.Edit]
    }

    /// The largest constant accepted, in points either way (a million points: far beyond any screen,
    /// small enough that the solver holds every constant to better than 1e-8 pt).
    static let maximumConstant: Double = 1_000_000

    /// The descriptor.
    let descriptor = BuiltInCatalog.setConstraint

    /// Creates the command.
    init() {}

    /// Applies each value given and records its original.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        let ref = arguments.constraint
        guard ref.first == "c", ref.count > 1, ref.dropFirst().allSatisfy(\.isNumber) else {
            throw AgentCommandError.badArgument(
                key: "constraint", command: "set-constraint",
                reason: "must look like c4 (a constraint ref from inspect), not '\(ref)'"
            )
        }
        guard arguments.constant != nil || arguments.priority != nil || arguments.active != nil else {
            throw AgentCommandError.missingArgument(key: "constant, priority or active", command: "set-constraint")
        }
        guard let constraint = context.constraintRefs.constraint(ref: ref) else { throw AgentCommandError.staleConstraint(ref) }
        if let constant = arguments.constant, !(constant.isFinite && abs(constant) <= Self.maximumConstant) {
            let limit = AgentContext.number(Self.maximumConstant)
            throw AgentCommandError.badArgument(
                key: "constant", command: "set-constraint",
                reason: "must be from -\(limit) to \(limit) points "
                    + "(the layout solver cannot hold larger constants exactly), not \(constant)"
            )
        }
        if let priority = arguments.priority, !(1...1000).contains(priority) {
            throw AgentCommandError.badArgument(
                key: "priority", command: "set-constraint", reason: "must be from 1 to 1000, not \(AgentContext.number(priority))"
            )
        }
        var edits: [LiveEditJournal.Edit] = []
        func record(_ property: String, from: String, to: String, restore: @escaping @MainActor () -> Void) {
            let edit = LiveEditJournal.Edit(
                name: "\(ref).\(property)", target: constraint.description, property: property, from: from, to: to
            )
            context.journal.record(edit, restore: restore)
            edits.append(context.journal.edits.first { $0.name == edit.name } ?? edit)
            context.noteHit("set \(edit.name) from \(from) to \(to)")
        }
        if let constant = arguments.constant {
            let original = constraint.constant
            constraint.constant = CGFloat(constant)
            record("constant", from: AgentContext.number(Double(original)), to: AgentContext.number(constant)) { [weak constraint] in
                constraint?.constant = original
                constraint.map(Self.reinstall)
            }
        }
        if let priority = arguments.priority {
            let original = constraint.priority
            constraint.priority = UILayoutPriority(Float(priority))
            let from = AgentContext.number(Double(original.rawValue))
            record("priority", from: from, to: AgentContext.number(priority)) { [weak constraint] in
                constraint?.priority = original
                constraint.map(Self.reinstall)
            }
        }
        if let active = arguments.active {
            let original = constraint.isActive
            constraint.isActive = active
            record("active", from: String(original), to: String(active)) { [constraint] in constraint.isActive = original }
        }
        return Output(changes: edits)
    }

    /// Takes an active constraint out of the layout and puts it back with its restored values, so
    /// the layout is solved anew: a constraint the engine broke while the edit was in force (it
    /// conflicted) takes part again, and the frames are the original ones, not only the value.
    @MainActor static func reinstall(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive else { return }
        constraint.isActive = false
        constraint.isActive = true
    }
}
