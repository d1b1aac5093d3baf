import Foundation

/// Walks the accessibility tree the way VoiceOver and XCUITest see it: views and non-view
/// elements (``UIAccessibilityElement``), in reading order.
///
/// Rules, as UIKit applies them:
/// - An object whose `isAccessibilityElement` is true is a leaf: the elements of its subviews are
///   not exposed separately.
/// - `accessibilityElements` (or the `accessibilityElementCount()` / `accessibilityElement(at:)`
///   container methods) replaces the subviews as the children, in that order; an empty array means
///   no children.
/// - Hidden views and views with alpha below 0.01 are skipped with their subtrees; so are objects
///   with `accessibilityElementsHidden`.
/// - When one of a container's visible children has `accessibilityViewIsModal`, its siblings (and
///   their subtrees) are skipped; with several, the frontmost (last) one wins.
///
/// ```swift
/// let labels = AccessibilityTree.elements(in: window).compactMap(\.accessibilityLabel)
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public enum AccessibilityTree {
    /// The objects the walk visits directly below `object` (none when `object` is an element).
    public static func children(of object: AccessibleObject) -> [AccessibleObject] {
        if object.isAccessibilityElement || object.accessibilityElementsHidden { return [] }
        // Plain loops, not `filter` and `last(where:)`: a main-actor closure handed to those generic
        // functions checks the executor on every call, which was a fifth of the cost of a snapshot.
        var exposed: [AccessibleObject] = []
        if let listed = listedChildren(of: object) {
            for candidate in listed where isExposedItself(candidate) { exposed.append(candidate) }
        } else if let view = object as? UIView {
            let subviews = view.storedSubviews
            exposed.reserveCapacity(subviews.count)
            for subview in subviews where isExposedItself(subview) { exposed.append(subview) }
        }
        var index = exposed.count - 1
        while index >= 0 {
            if exposed[index].accessibilityViewIsModal { return [exposed[index]] }
            index -= 1
        }
        return exposed
    }

    /// Appends the objects ``children(of:)`` returns to `stack`, last child first, so that popping
    /// `stack` visits them in reading order: a walk's way to descend without an array per object.
    /// Returns how many were appended, and whether they are `object`'s own subviews (false when
    /// `accessibilityElements` or the container methods list them).
    ///
    /// ```swift
    /// var stack: [AccessibleObject] = [window]
    /// while let object = stack.popLast() { _ = AccessibilityTree.pushChildren(of: object, onto: &stack) }
    /// ```
    @discardableResult
    public static func pushChildren(
        of object: AccessibleObject, onto stack: inout [AccessibleObject]
    ) -> (count: Int, areSubviews: Bool) {
        if object.isAccessibilityElement || object.accessibilityElementsHidden { return (0, true) }
        if listsChildren(object) {
            let listed = children(of: object)
            stack.append(contentsOf: listed.reversed())
            return (listed.count, false)
        }
        guard let view = object as? UIView else { return (0, true) }
        // Back to front: the first modal child met is the frontmost one, which alone is exposed.
        let subviews = view.storedSubviews
        let start = stack.count
        var index = subviews.count - 1
        while index >= 0 {
            let subview = subviews[index]
            if isExposedSubview(subview) {
                if subview.accessibilityViewIsModal {
                    stack.removeSubrange(start...)
                    stack.append(subview)
                    return (1, true)
                }
                stack.append(subview)
            }
            index -= 1
        }
        return (stack.count - start, true)
    }

    /// The accessibility elements under `root` (including `root` itself when it is one), in reading
    /// order: what VoiceOver steps through and XCUITest queries.
    public static func elements(in root: AccessibleObject) -> [AccessibleObject] {
        var found: [AccessibleObject] = []
        visit(from: root) { object, _ in
            if object.isAccessibilityElement { found.append(object) }
        }
        return found
    }

    /// Calls `body` for every object the walk reaches from `root` (containers and elements), parents
    /// before children, with the depth below `root` (0 for `root`). Nothing is visited when `root` is
    /// hidden, transparent, inside a hidden or transparent view, or has hidden elements.
    public static func visit(
        from root: AccessibleObject, _ body: (_ object: AccessibleObject, _ depth: Int) -> Void
    ) {
        guard isExposed(root) else { return }
        var stack: [(AccessibleObject, Int)] = [(root, 0)]
        while let (object, depth) = stack.popLast() {
            body(object, depth)
            for child in children(of: object).reversed() {
                stack.append((child, depth + 1))
            }
        }
    }

    /// Whether `object` can be seen by the walk at all: not hidden, not transparent (alpha ≥ 0.01),
    /// without `accessibilityElementsHidden`, and (for a view) with no ancestor that is hidden or
    /// transparent.
    public static func isExposed(_ object: AccessibleObject) -> Bool {
        guard isExposedItself(object) else { return false }
        guard let view = object as? UIView else { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if current.isHidden || current.alpha < UIView.hitTestAlphaThreshold { return false }
            ancestor = current.superview
        }
        return true
    }

    // MARK: Internals

    /// ``isExposedItself(_:)`` for a view, without the cast.
    private static func isExposedSubview(_ view: UIView) -> Bool {
        !view.accessibilityElementsHidden && !view.isHidden && view.alpha >= UIView.hitTestAlphaThreshold
    }

    private static func isExposedItself(_ object: AccessibleObject) -> Bool {
        if object.accessibilityElementsHidden { return false }
        if let view = object as? UIView {
            return !view.isHidden && view.alpha >= UIView.hitTestAlphaThreshold
        }
        return true
    }

    /// Whether `accessibilityElements` (or the count/index container methods) replace the subviews.
    private static func listsChildren(_ object: AccessibleObject) -> Bool {
        object.accessibilityElements != nil || object.accessibilityElementCount() > 0
    }

    /// The children `accessibilityElements` (or the count/index container methods) list, or nil when
    /// the subviews are the children.
    private static func listedChildren(of object: AccessibleObject) -> [AccessibleObject]? {
        if let explicit = object.accessibilityElements {
            return accessibleObjects(explicit, container: object)
        }
        let count = object.accessibilityElementCount()
        if count > 0 {
            return accessibleObjects((0..<count).compactMap { object.accessibilityElement(at: $0) }, container: object)
        }
        return nil
    }

    /// The entries that are accessibility objects; any other entry is reported and skipped.
    private static func accessibleObjects(_ entries: [Any], container: AccessibleObject) -> [AccessibleObject] {
        entries.compactMap { entry in
            if let object = entry as? AccessibleObject { return object }
            let name = (container as? UIView)?.debugName ?? String(describing: type(of: container))
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: name, property: "accessibilityElements",
                reason: "an entry of type \(type(of: entry)) is not a view or UIAccessibilityElement, so assistive technologies cannot see "
                    + "it; it was skipped. List UIView or UIAccessibilityElement objects only."
            ))
            return nil
        }
    }
}

extension AccessibleObject {
    /// The objects the accessibility walk visits directly below this one (see ``AccessibilityTree``).
    public var accessibilityChildren: [AccessibleObject] {
        AccessibilityTree.children(of: self)
    }
}
