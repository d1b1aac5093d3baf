import Foundation

/// Something that limits where a view's content can be seen: the screen, a window, a scroll view, or
/// a view with `clipsToBounds`.
struct Clipper {
    /// What kind of clipping this is (decides the reason reported).
    enum Kind { case screen, window, scrollView, clippingView }
    /// The kind.
    let kind: Kind
    /// The clipping rectangle in screen coordinates.
    let rect: CGRect
    /// The clipping view (nil for the screen).
    let view: UIView?
}

/// The intersection of every clipper above a view, and the clippers themselves (outermost first) so a
/// reason can name the one that hides a node.
struct ClipRegion {
    /// The intersection, in screen coordinates.
    var rect: CGRect
    /// The clippers, outermost first.
    var clippers: [Clipper]

    /// The region further limited by `clipper`.
    func adding(_ clipper: Clipper) -> ClipRegion {
        ClipRegion(rect: rect.intersection(clipper.rect), clippers: clippers + [clipper])
    }

    /// Why `frame` has no visible part in this region: the innermost clipper it lies entirely
    /// outside of, else the innermost clipper.
    @MainActor
    func reason(hiding frame: CGRect, names: ViewChainFactsCache) -> AccessibilitySnapshot.NotVisibleReason {
        let blamed = clippers.last { !$0.rect.intersects(frame) } ?? clippers.last
        guard let blamed, let view = blamed.view else { return .offScreen }
        switch blamed.kind {
        case .scrollView: return .scrolledOut(of: names.name(of: view))
        case .clippingView: return .clipped(by: names.name(of: view))
        case .screen, .window: return .offScreen
        }
    }
}

/// Facts about a view that depend on its ancestors, computed once per view per snapshot.
struct ViewChainFacts {
    /// The view's window.
    var window: UIWindow?
    /// The view itself or the nearest ancestor that is hidden.
    var hiddenBy: UIView?
    /// The view itself or the nearest ancestor with alpha below 0.01.
    var transparentBy: UIView?
    /// The nearest strict ancestor with user interaction disabled.
    var ancestorInteractionDisabledBy: UIView?
    /// Whether the view or an ancestor is a disabled `UIControl`.
    var insideDisabledControl: Bool
    /// Where the view's own content can be seen (its ancestors' clipping, the window, the screen).
    var clip: ClipRegion
    /// Where the view's subviews and contained elements can be seen (``clip`` plus the view itself
    /// when it clips or scrolls).
    var childClip: ClipRegion
    /// Whether the view is a `UIPickerView` or `UIDatePicker`, or inside one.
    var insidePicker: Bool
}

/// Computes ``ViewChainFacts`` for views, each from its superview's, memoized: a snapshot touches each
/// view once however many nodes ask about it.
@MainActor
final class ViewChainFactsCache {
    private var facts: [ObjectIdentifier: ViewChainFacts] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private let screenBounds: CGRect

    init(screenBounds: CGRect) {
        self.screenBounds = screenBounds
    }

    /// `view` described for messages (see ``ViewNaming``), memoized: many nodes share a reason.
    func name(of view: UIView) -> String {
        let key = ObjectIdentifier(view)
        if let known = names[key] { return known }
        let name = ViewNaming.describe(view)
        names[key] = name
        return name
    }

    /// The facts about `view`.
    func facts(for view: UIView) -> ViewChainFacts {
        let key = ObjectIdentifier(view)
        if let known = facts[key] { return known }
        let computed = compute(view)
        facts[key] = computed
        return computed
    }

    private func compute(_ view: UIView) -> ViewChainFacts {
        guard let superview = view.superview else { return rootFacts(view) }
        return childFacts(of: view, superview: superview, parent: facts(for: superview))
    }

    /// The facts about `view` given its superview's, for a caller walking down the tree that already
    /// holds them (no lookup; the same answer ``facts(for:)`` gives).
    func childFacts(of view: UIView, superview: UIView, parent: ViewChainFacts) -> ViewChainFacts {
        var result = ViewChainFacts(
            window: parent.window,
            hiddenBy: view.isHidden ? view : parent.hiddenBy,
            transparentBy: view.alpha < 0.01 ? view : parent.transparentBy,
            ancestorInteractionDisabledBy: superview.isUserInteractionEnabled
                ? parent.ancestorInteractionDisabledBy : superview,
            insideDisabledControl: parent.insideDisabledControl || ((view as? UIControl)?.isEnabled == false),
            clip: parent.childClip,
            childClip: parent.childClip,
            insidePicker: parent.insidePicker || view is UIPickerView || view is UIDatePicker
        )
        if let clipper = clipper(for: view) { result.childClip = result.clip.adding(clipper) }
        return result
    }

    private func rootFacts(_ view: UIView) -> ViewChainFacts {
        let window = view as? UIWindow
        let screen = ClipRegion(rect: screenBounds, clippers: [Clipper(kind: .screen, rect: screenBounds, view: nil)])
        let own = screen.adding(Clipper(kind: .window, rect: AccessibilityPlatform.screenRect(view.bounds, in: view), view: view))
        return ViewChainFacts(
            window: window,
            hiddenBy: view.isHidden ? view : nil,
            transparentBy: view.alpha < 0.01 ? view : nil,
            ancestorInteractionDisabledBy: nil,
            insideDisabledControl: (view as? UIControl)?.isEnabled == false,
            clip: screen,
            childClip: own,
            insidePicker: view is UIPickerView || view is UIDatePicker
        )
    }

    /// Scroll views always limit what is visible of their content (scrolled-out content is not
    /// visible even with `clipsToBounds` off); other views only with `clipsToBounds`.
    private func clipper(for view: UIView) -> Clipper? {
        if view is UIScrollView {
            return Clipper(kind: .scrollView, rect: AccessibilityPlatform.screenRect(view.bounds, in: view), view: view)
        }
        if view.clipsToBounds {
            return Clipper(kind: .clippingView, rect: AccessibilityPlatform.screenRect(view.bounds, in: view), view: view)
        }
        return nil
    }
}

/// How views and elements are named in messages and dumps: the type, then `#identifier` and
/// `"label"` when they exist (`UIButton #signIn "Sign In"`).
enum ViewNaming {
    /// The description of `object`.
    @MainActor
    static func describe(_ object: AnyObject) -> String {
        var parts = [String(describing: type(of: object))]
        if let element = object as? AccessibilityObject {
            if let identifier = AccessibilityPlatform.identifier(of: element), !identifier.isEmpty { parts.append("#\(identifier)") }
            if let label = element.accessibilityLabel, !label.isEmpty { parts.append("\"\(label)\"") }
        }
        return parts.joined(separator: " ")
    }
}
