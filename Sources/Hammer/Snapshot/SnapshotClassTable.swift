import Foundation

/// What a snapshot's walk needs to know about a node's class (its name, the class rule of its kind,
/// whether it is a view), worked out once per class for the whole process: naming a metatype
/// (`String(describing:)`) demangles it, and the class checks are dynamic casts, both far too slow
/// to repeat per node or per snapshot. Classes live as long as the process, so entries never go stale.
///
/// A class's index never changes; nodes keep the index, and their snapshot the names.
@MainActor
struct SnapshotClassTable {
    /// The table every walk starts from (a walk adds the classes it meets for the next one).
    private static var shared = SnapshotClassTable()

    private(set) var keys: [ObjectIdentifier] = []
    private(set) var names: [String] = []
    private(set) var rules: [AccessibilityElementKind.ClassRule] = []
    private(set) var isView: [Bool] = []

    /// The process-wide table as of now (a copy: the walk's additions are published by ``publish()``).
    static func current() -> SnapshotClassTable { shared }

    /// Makes this table, with the classes a walk added, the one the next walk starts from.
    func publish() {
        if keys.count > Self.shared.keys.count { Self.shared = self }
    }

    /// The index of `object`'s class, adding the class when it is new. Few classes per process:
    /// a short list of identifiers searched linearly beats hashing per node.
    mutating func index(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(Swift.type(of: object))
        return knownIndex(ofClass: key) ?? added(object, key: key)
    }

    /// The index of the class `key` names, if the table has it (reads only the key, so the walk's
    /// hot path neither retains nor releases the object).
    @inline(__always)
    func knownIndex(ofClass key: ObjectIdentifier) -> Int? {
        var index = 0
        while index < keys.count {
            if keys[index] == key { return index }
            index += 1
        }
        return nil
    }

    /// Adds `object`'s class (named `key`), returning its index.
    private mutating func added(_ object: AnyObject, key: ObjectIdentifier) -> Int {
        keys.append(key)
        names.append(String(describing: Swift.type(of: object)))
        rules.append(AccessibilityElementKind.classRule(of: object))
        isView.append(object is UIView)
        return keys.count - 1
    }
}
