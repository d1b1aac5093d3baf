import Foundation

extension AccessibilitySnapshot {
    /// One object of the accessibility tree as it was when the snapshot was taken: an accessibility
    /// element (a view or a non-view `UIAccessibilityElement`), or a container view kept as a
    /// structural node so queries can scope by ancestor. All geometry is in screen coordinates.
    /// Main-actor isolated, as its snapshot.
    @MainActor
    public struct Node {
        // Stored properties come widest first, so a node is 88 bytes, not 112: the walk appends one
        // per object and matching reads them all.

        /// The node's position in ``AccessibilitySnapshot/nodes`` (walk order, parents first).
        public let index: Int
        /// The index of the class's name in the snapshot's ``Storage/classNames``.
        let classIndex: Int
        /// The parent node's index, -1 for windows (see ``parentIndex``).
        let parent: Int
        /// The number of ancestors (0 for windows).
        public let depth: Int
        /// The index of the window node this node belongs to.
        public let windowIndex: Int
        /// `accessibilityIdentifier`.
        public let identifier: String?
        /// What the snapshot's nodes share (objects, children, derived facts).
        let storage: AccessibilitySnapshot.Storage
        /// The properties the walk read (an eager snapshot's nodes); nil when they are read on demand.
        let properties: NodeProperties?
        /// The traits the walk read: always in an eager snapshot; in an attempt's, when the kind
        /// depended on them (otherwise they are read on first use).
        let knownTraits: UIAccessibilityTraits?
        /// What the node is (derived from class and traits; see ``AccessibilityElementKind``).
        public let kind: AccessibilityElementKind
        /// Whether the object is an accessibility element (false for structural container nodes).
        public let isElement: Bool
        /// A short reference (`e12`), stable across snapshots taken with the same ``SnapshotRefTable``
        /// while the object lives and keeps its kind and label.
        public var ref: String { storage.ref(of: self) }
        /// The backing object's type name (`UIButton`, `UIAccessibilityElement`).
        public var className: String { storage.classNames[classIndex] }
        /// `accessibilityLabel`.
        public var label: String? {
            if let properties { return properties.label }
            return storage.label(of: index)
        }
        /// `accessibilityValue` (an empty text field reports its placeholder, as in XCUITest).
        public var value: String? {
            if let properties { return properties.value }
            return storage.value(of: index)
        }
        /// A text field's placeholder.
        public var placeholder: String? {
            if let properties { return properties.placeholder }
            return storage.placeholder(of: index)
        }
        /// `accessibilityHint`.
        public var hint: String? {
            if let properties { return properties.hint }
            return storage.hint(of: index)
        }
        /// `accessibilityTraits`.
        public var traits: UIAccessibilityTraits { knownTraits ?? storage.traits(of: index) }
        /// `accessibilityFrame`.
        public var frame: CGRect { storage.geometry(of: self).frame }
        /// The part of ``frame`` inside every clipping ancestor, scroll view, the window and the screen
        /// (`.null` when nothing is left).
        public var visibleFrame: CGRect { storage.geometry(of: self).visibleFrame }
        /// `accessibilityActivationPoint`.
        public var activationPoint: CGPoint { storage.geometry(of: self).activationPoint }
        /// Where a tap lands: the activation point when it lies in ``visibleFrame``, else the centre of
        /// the visible frame (the activation point itself when nothing is visible).
        public var hitPoint: CGPoint { storage.geometry(of: self).hitPoint }
        /// No `.notEnabled` trait, not a disabled control, not inside a disabled control, and no
        /// ancestor with user interaction disabled.
        public var isEnabled: Bool { storage.geometry(of: self).isEnabled }
        /// The `.selected` trait (or a selected control).
        public var isSelected: Bool { properties?.isSelected ?? storage.isSelected(index, traits: traits) }
        /// The object is the first responder.
        public var isFocused: Bool { properties?.isFocused ?? storage.isFocused(index) }
        /// Why the node is not visible; nil when it is visible.
        public var notVisibleReason: NotVisibleReason? { storage.notVisibleReason(of: self) }
        /// Why the node cannot be hit at ``hitPoint``; nil when it can.
        public var notHittableReason: NotHittableReason? { storage.notHittableReason(of: self) }
        /// The parent node's index (nil for windows).
        package var parentIndex: Int? { parent >= 0 ? parent : nil }
        /// The children's indexes, in reading order.
        package var childIndexes: [Int] { storage.childIndexes(of: index) }
        /// The backing object, for actions (`accessibilityActivate()`, becoming first responder).
        /// A snapshot does not keep released views alive: nil once the object is gone.
        public var object: AnyObject? { storage.references[index].object }

        /// Whether the node can be seen: in a window, not hidden, alpha ≥ 0.01 up the chain, inside
        /// every clipping ancestor, not scrolled out, on screen and not fully covered.
        public var isVisible: Bool { notVisibleReason == nil }

        /// Whether a tap at ``hitPoint`` reaches the node: it is visible, touches are enabled up the
        /// chain, and the hit test there returns its view or a descendant (or, for a view that does
        /// not take touches itself, such as a label, the ancestor the touch falls through to).
        public var isHittable: Bool { notHittableReason == nil }

        /// What the hit test returned instead of the node, or what covers it, for messages.
        public var coveredBy: String? {
            switch (notHittableReason, notVisibleReason) {
            case (.covered(let view)?, _): return view
            case (_, .covered(let view)?): return view
            default: return nil
            }
        }

        /// Whether the node is meant to be acted on: an actionable kind, or button, link, adjustable,
        /// keyboard-key, search-field or toggle traits.
        public var isActionable: Bool {
            kind.isActionable || !traits.intersection(Self.actionableTraits).isEmpty
        }

        private static let actionableTraits: UIAccessibilityTraits = [
            .button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton,
        ]

        init(
            index: Int, kind: AccessibilityElementKind, classIndex: Int, isElement: Bool,
            identifier: String?, traits: UIAccessibilityTraits?, properties: NodeProperties?, parent: Int, depth: Int, windowIndex: Int,
            storage: AccessibilitySnapshot.Storage
        ) {
            self.index = index; self.kind = kind; self.classIndex = classIndex
            self.isElement = isElement; self.identifier = identifier; self.knownTraits = traits
            self.properties = properties
            self.parent = parent; self.depth = depth
            self.windowIndex = windowIndex; self.storage = storage
        }
    }
}

extension AccessibilitySnapshot.Node {
    // Reads for matching, which visits every node in place: each loads only the fields it needs,
    // where calling the property on `node.pointee` would copy the whole node first.

    static func label(at node: UnsafePointer<Self>) -> String? {
        if let properties = node.pointee.properties { return properties.label }
        return node.pointee.storage.label(of: node.pointee.index)
    }

    static func value(at node: UnsafePointer<Self>) -> String? {
        if let properties = node.pointee.properties { return properties.value }
        return node.pointee.storage.value(of: node.pointee.index)
    }

    static func placeholder(at node: UnsafePointer<Self>) -> String? {
        if let properties = node.pointee.properties { return properties.placeholder }
        return node.pointee.storage.placeholder(of: node.pointee.index)
    }

    static func traits(at node: UnsafePointer<Self>) -> UIAccessibilityTraits {
        if let traits = node.pointee.knownTraits { return traits }
        return node.pointee.storage.traits(of: node.pointee.index)
    }
}

extension AccessibilitySnapshot.Node: @MainActor CustomStringConvertible {
    /// One line naming the node for messages: `button "Sign In" #signIn [ref=e12]`.
    public var description: String {
        var parts = [kind.rawValue]
        if let label, !label.isEmpty { parts.append("\"\(label)\"") }
        if let identifier, !identifier.isEmpty { parts.append("#\(identifier)") }
        parts.append("[ref=\(ref)]")
        return parts.joined(separator: " ")
    }
}
