import Foundation

/// One immutable picture of the accessibility tree of every visible window, taken in one walk:
/// locating, waiting, "did you mean", failure dumps and the agent's `describe` all read it. Take one
/// snapshot per check, never one per element.
///
/// Contents: a node per accessibility element (views and non-view `UIAccessibilityElement`s) and per
/// container view on the way to them (structural nodes, so queries can scope by ancestor). The tree
/// follows UIKit's accessibility rules: an element's subviews are not separate nodes,
/// `accessibilityElements` replaces the subviews, hidden and transparent subtrees and
/// `accessibilityElementsHidden` are left out, and a visible `accessibilityViewIsModal` view hides its
/// siblings.
///
/// Order: windows front first (the alert or key window the user is looking at comes first, and wins a
/// "first match"), each window's nodes in reading order, parents before children.
///
/// Visible: in a window, not hidden, alpha ≥ 0.01 up the chain, a frame with area, and some part
/// inside every clipping ancestor (`clipsToBounds`), every scroll view's bounds (even without
/// clipping: scrolled-out content is not visible), the window and the screen; and not covered.
/// Covered: one view drawn in front of the node (a later sibling of the node or of an ancestor, or in a
/// window in front), with a background colour of alpha 1 and alpha 1 on it and all its ancestors,
/// contains the node's hit point and its whole visible frame. Views that only cover it together do not
/// count; images and text drawn without a background do not count.
///
/// Hittable: visible, no ancestor with user interaction disabled, and the hit test at the node's
/// ``Node/hitPoint`` (routed like a touch: the frontmost window whose hit test finds a view) returns
/// the node's view or a descendant; for a non-view element, its container view or a descendant. A view
/// that takes no touches itself (a label, a disabled control) is hittable when the touch falls through
/// to one of its ancestors, as a tap on it does in UIKit. Otherwise ``Node/coveredBy`` names the view
/// that would receive the touch.
///
/// Cost: the walk is linear in the number of nodes. Covering and hit tests run only for nodes with a
/// visible part on screen, each costing one descent along the hit-test path, which looks only at the
/// subviews whose frames can contain the point (``SubviewGrid``), so a container with thousands of
/// children stays linear; a locating attempt runs them only for the nodes it matched, and for the
/// rest only if the snapshot is still in use when the app moves on (see ``Storage``).
///
/// Immutable: every fact a dump, query or report reads is the one of the moment the snapshot was
/// taken, however long it is kept (see ``Storage``). Main-actor isolated: reading a snapshot off the
/// main actor does not compile.
///
/// ```swift
/// let snapshot = AccessibilitySnapshot.take(refs: refs)
/// print(snapshot.dump())
/// ```
@MainActor
public struct AccessibilitySnapshot {
    /// Every node, in walk order; a node's ``Node/index`` is its position here.
    public let nodes: [Node]
    /// The window nodes' indexes, front window first.
    public let windowIndexes: [Int]
    /// The screen's bounds, in points.
    public let screenBounds: CGRect
    /// The screen's scale (points to pixels).
    public let screenScale: CGFloat
    /// The index of the first responder's node, if it is in the tree.
    package var focusedIndex: Int? { storage.focusedIndex() }
    let storage: Storage

    init(
        nodes: [Node], windowIndexes: [Int], screenBounds: CGRect, screenScale: CGFloat, storage: Storage
    ) {
        self.nodes = nodes
        self.windowIndexes = windowIndexes
        self.screenBounds = screenBounds
        self.screenScale = screenScale
        self.storage = storage
    }

    /// The window nodes, front window first.
    public var windows: [Node] { windowIndexes.map { nodes[$0] } }

    /// The accessibility elements only (no structural container nodes).
    public var elements: [Node] { nodes.filter(\.isElement) }

    /// The first responder's node.
    public var focused: Node? { focusedIndex.map { nodes[$0] } }

    /// The node with reference `ref` (`"e12"`), if it is in this snapshot.
    public func node(ref: String) -> Node? {
        storage.index(ofRef: ref, nodes: nodes).map { nodes[$0] }
    }

    /// The node backed by `object`, if it is in this snapshot (linear search).
    public func node(for object: AnyObject) -> Node? {
        nodes.first { $0.object === object }
    }

    /// The children of `node`, in reading order.
    public func children(of node: Node) -> [Node] {
        node.childIndexes.map { nodes[$0] }
    }

    /// The parent of `node` (nil for windows).
    public func parent(of node: Node) -> Node? {
        node.parentIndex.map { nodes[$0] }
    }

    /// The ancestors of `node`, nearest first.
    public func ancestors(of node: Node) -> [Node] {
        var result: [Node] = []
        var current = node.parentIndex
        while let index = current {
            result.append(nodes[index])
            current = nodes[index].parentIndex
        }
        return result
    }

    /// Whether `node` is `ancestor` or below it.
    package func isNode(_ node: Node, inside ancestor: Node) -> Bool {
        var current: Int? = node.index
        while let index = current {
            if index == ancestor.index { return true }
            current = nodes[index].parentIndex
        }
        return false
    }

    /// The window node that `node` belongs to.
    public func window(of node: Node) -> Node {
        nodes[node.windowIndex]
    }
}
