import Foundation

/// Hands out the short, stable references (`e12`) that snapshots give their nodes.
///
/// An object keeps its reference across snapshots while it lives and keeps its kind and label; a
/// different object, or the same object after its kind or label changed, gets a new one. References
/// are never reused. Keep one table per session (the generator, the agent) and pass it to every
/// ``AccessibilitySnapshot/take(windows:refs:)``.
///
/// ```swift
/// let refs = SnapshotRefTable()
/// let before = AccessibilitySnapshot.take(refs: refs)
/// let after = AccessibilitySnapshot.take(refs: refs)   // same objects, same refs
/// ```
@MainActor
public final class SnapshotRefTable {
    /// The reference pins the object's address (see ``SnapshotObjectReference``), so an entry's key
    /// is never reused by another object while the entry exists, and no side table is created.
    private struct Entry {
        let reference: SnapshotObjectReference
        let kind: AccessibilityElementKind
        let label: String?
        let ref: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextNumber = 1
    private var pruneThreshold = 1024

    /// Creates an empty table; the first reference handed out is `e1`.
    public init() {}

    /// The number of objects the table currently remembers.
    public var count: Int { entries.count }

    /// The reference for `object`, reusing the one it had when its kind and label are unchanged.
    func ref(for object: AnyObject, kind: AccessibilityElementKind, label: String?) -> String {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.kind == kind, entry.label == label {
            return entry.ref
        }
        let ref = "e\(nextNumber)"
        nextNumber += 1
        entries[key] = Entry(reference: SnapshotObjectReference(object), kind: kind, label: label, ref: ref)
        return ref
    }

    /// A reference no object has (for a node whose object is gone before its reference was read).
    func unusedRef() -> String {
        defer { nextNumber += 1 }
        return "e\(nextNumber)"
    }

    /// The node count of the last snapshot taken with this table, so the next one can reserve room.
    var lastSnapshotSize = 0

    /// Forgets objects that no longer exist. Called once per snapshot; it only sweeps when the table
    /// has doubled since the last sweep, so the cost stays linear overall.
    func pruneReleasedObjects() {
        guard entries.count > pruneThreshold else { return }
        entries = entries.filter { $0.value.reference.isAlive }
        pruneThreshold = Swift.max(1024, 2 * entries.count)
    }
}
