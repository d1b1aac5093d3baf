import Foundation

/// The properties a node reads from its object that few queries ask about (label, value,
/// placeholder, hint, selected, focused), read when the walk meets the node.
///
/// An eager snapshot reads them all during its walk and keeps them with each node. An attempt's
/// snapshot (``SnapshotBuilder/Derivation/onDemand``) does not: see ``NodePropertyColumns``.
final class NodeProperties {
    let label: String?
    let value: String?
    let placeholder: String?
    let hint: String?
    let isSelected: Bool
    let isFocused: Bool

    @MainActor
    init(of object: AccessibilityObject, traits: UIAccessibilityTraits) {
        label = NodePropertyReader.label(of: object)
        value = NodePropertyReader.value(of: object)
        placeholder = NodePropertyReader.placeholder(of: object)
        hint = NodePropertyReader.hint(of: object)
        isSelected = NodePropertyReader.isSelected(object, traits: traits)
        isFocused = NodePropertyReader.isFocused(object)
    }
}

/// The properties of ``NodeProperties`` for an attempt's snapshot
/// (``SnapshotBuilder/Derivation/onDemand``), one column per property, by node index: empty until
/// read. A property is read from the object the first time it is asked for that node, so a query by
/// identifier never reads labels, hints or first-responder state of the nodes it skips. The reads
/// happen before the attempt returns to the run loop or sends an event, so they give what the walk
/// would have read.
struct NodePropertyColumns {
    var traits = NodeColumn<UIAccessibilityTraits>()
    var labels = NodeColumn<String?>()
    var values = NodeColumn<String?>()
    var placeholders = NodeColumn<String?>()
    var hints = NodeColumn<String?>()
    var selected = NodeColumn<Bool>()
    var focused = NodeColumn<Bool>()

    /// Reads every property not read yet of the `count` nodes (settling an attempt's snapshot);
    /// `knownTraits` are those the walk read.
    @MainActor
    mutating func fillAll(count: Int, objects: (Int) -> AccessibilityObject?, knownTraits: (Int) -> UIAccessibilityTraits?) {
        self.traits.fill(count: count) { index in
            knownTraits(index) ?? objects(index).map(NodePropertyReader.traits(of:)) ?? []
        }
        let traitsByIndex = (0..<count).map { self.traits.value(at: $0) ?? [] }
        labels.fill(count: count) { objects($0).flatMap(NodePropertyReader.label(of:)) }
        values.fill(count: count) { objects($0).flatMap(NodePropertyReader.value(of:)) }
        placeholders.fill(count: count) { objects($0).flatMap(NodePropertyReader.placeholder(of:)) }
        hints.fill(count: count) { objects($0).flatMap(NodePropertyReader.hint(of:)) }
        selected.fill(count: count) { index in
            let traits = traitsByIndex[index]
            return objects(index).map { NodePropertyReader.isSelected($0, traits: traits) } ?? traits.contains(.selected)
        }
        focused.fill(count: count) { objects($0).map(NodePropertyReader.isFocused) ?? false }
    }
}

/// One property of every node, empty until first read. The first reads go to a dictionary (an
/// attempt describes a match or two: filling and freeing a slot per node would cost more than the
/// read); once many nodes were read (a query that compares the property of every node), an array.
struct NodeColumn<Value> {
    private var few: [Int: Value] = [:]
    private var all: [Value?] = []
    /// How many reads go to the dictionary before the column becomes an array.
    private static var dictionaryLimit: Int { 32 }

    /// The value of node `index`, if it was read.
    @inline(__always)
    func value(at index: Int) -> Value? {
        if !all.isEmpty { return all[index] }
        return few.isEmpty ? nil : few[index]
    }

    /// Remembers node `index`'s value, among `count` nodes.
    mutating func store(_ value: Value, at index: Int, count: Int) {
        if !all.isEmpty {
            all[index] = value
            return
        }
        few[index] = value
        if few.count > Self.dictionaryLimit { makeArray(count: count) }
    }

    /// Reads the value of every node of the `count` that has none yet.
    mutating func fill(count: Int, _ read: (Int) -> Value) {
        if all.isEmpty { makeArray(count: count) }
        for index in 0..<count where all[index] == nil { all[index] = read(index) }
    }

    private mutating func makeArray(count: Int) {
        all = Array(repeating: nil, count: Swift.max(count, 1))
        for (index, value) in few { all[index] = value }
        few = [:]
    }
}

/// How each column's property is read from a node's object: the one definition both the eager walk
/// and the on-demand reads use, so they answer alike.
@MainActor
enum NodePropertyReader {
    static func traits(of object: AccessibilityObject) -> UIAccessibilityTraits { object.accessibilityTraits }

    static func label(of object: AccessibilityObject) -> String? { object.accessibilityLabel }

    static func value(of object: AccessibilityObject) -> String? { object.accessibilityValue }

    static func placeholder(of object: AccessibilityObject) -> String? { (object as? UITextField)?.placeholder }

    static func hint(of object: AccessibilityObject) -> String? { object.accessibilityHint }

    /// The `.selected` trait, or a selected control.
    static func isSelected(_ object: AccessibilityObject, traits: UIAccessibilityTraits) -> Bool {
        traits.contains(.selected) || (object as? UIControl)?.isSelected == true
    }

    /// Whether the object is the first responder.
    static func isFocused(_ object: AccessibilityObject) -> Bool {
        (object as? UIResponder)?.isFirstResponder == true
    }
}
