import Foundation

/// Decides whether a view is visible and hittable, and says why not. One pass per question; no
/// state. Screen coordinates throughout (HeadlessUI's `convert(_:to: nil)`; on UIKit, full-screen
/// windows make window and screen coordinates the same).
@MainActor
enum ViewVisibilityInspector {
    /// The answer to "is it visible?".
    enum Visibility: Equatable {
        /// Visible; the rectangle is the visible part, in screen coordinates.
        case visible(CGRect)
        /// Not in a window.
        case notInHierarchy
        /// In a window but not visible, and why.
        case notVisible(String)
    }

    /// Visible: in a window, not hidden, alpha ≥ 0.01 up the chain, inside every clipping ancestor
    /// and the screen, and not fully covered by an opaque view in front of it.
    static func visibility(of view: UIView, checkCovering: Bool = true) -> Visibility {
        guard let window = view.window else { return .notInHierarchy }
        var current: UIView? = view
        while let candidate = current {
            let own = candidate === view ? "it" : describe(candidate)
            if candidate.isHidden { return .notVisible("\(own) is hidden") }
            if candidate.alpha < 0.01 { return .notVisible("\(own) has alpha \(candidate.alpha) (below 0.01)") }
            current = candidate.superview
        }
        var rect = view.convert(view.bounds, to: nil)
        if rect.width <= 0 || rect.height <= 0 { return .notVisible("it has an empty frame \(rect)") }
        var ancestor = view.superview
        while let clipping = ancestor {
            if clipping.clipsToBounds {
                rect = rect.intersection(clipping.convert(clipping.bounds, to: nil))
                if rect.isNull || rect.width <= 0 || rect.height <= 0 {
                    let scrolled = clipping is UIScrollView ? " (scrolled out of view)" : ""
                    return .notVisible("it lies outside its clipping ancestor \(describe(clipping))\(scrolled)")
                }
            }
            ancestor = clipping.superview
        }
        rect = rect.intersection(window.frame).intersection(UIScreen.main.bounds)
        if rect.isNull || rect.width <= 0 || rect.height <= 0 { return .notVisible("it is off screen") }
        if checkCovering, let cover = coveringView(of: view, visibleRect: rect, in: window) {
            return .notVisible("it is fully covered by \(describe(cover))")
        }
        return .visible(rect)
    }

    /// Hittable: visible, enabled for interaction up the chain, and the hit test at the centre of
    /// its visible part returns the view or a descendant. Returns `nil` when hittable, else why not.
    static func hittabilityProblem(of view: UIView, at point: CGPoint, windows: [UIWindow]) -> String? {
        var current: UIView? = view
        while let candidate = current {
            let own = candidate === view ? "it" : describe(candidate)
            if !candidate.isUserInteractionEnabled { return "\(own) has user interaction disabled" }
            if let control = candidate as? UIControl, !control.isEnabled { return "\(own) is disabled (isEnabled == false)" }
            current = candidate.superview
        }
        guard let hit = hitView(at: point, windows: windows) else {
            return "no view receives a touch at \(HammerError.point(point))"
        }
        if hit === view || hit.isDescendant(of: view) { return nil }
        return "a touch at \(HammerError.point(point)) goes to \(describe(hit)), which is on top of it"
    }

    /// The view a touch at `point` would reach: the frontmost window that contains the point and
    /// whose hit test finds a view (as the system routes touches).
    static func hitView(at point: CGPoint, windows: [UIWindow]) -> UIView? {
        for window in windows where window.frame.contains(point) {
            if let hit = window.hitTest(window.convert(point, from: nil), with: nil) { return hit }
        }
        return nil
    }

    /// `UIButton 'login' "Sign In"`: type, identifier and label.
    static func describe(_ view: UIView) -> String {
        var text = String(describing: type(of: view))
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { text += " '\(identifier)'" }
        if let label = view.accessibilityLabel, !label.isEmpty { text += " \"\(label)\"" }
        return text
    }

    // MARK: Covering

    /// The first opaque view drawn after `view` (in its window or a window in front) whose visible
    /// rectangle contains `rect`.
    private static func coveringView(of view: UIView, visibleRect rect: CGRect, in window: UIWindow) -> UIView? {
        var passedTarget = false
        var found: UIView?
        func visit(_ candidate: UIView, clip: CGRect) {
            if found != nil { return }
            if candidate === view {
                passedTarget = true
                return
            }
            if candidate.isHidden || candidate.alpha < 0.01 { return }
            let frame = candidate.convert(candidate.bounds, to: nil)
            if passedTarget, !view.isDescendant(of: candidate), isOpaque(candidate),
               frame.intersection(clip).contains(rect) {
                found = candidate
                return
            }
            let childClip = candidate.clipsToBounds ? clip.intersection(frame) : clip
            for subview in candidate.subviews { visit(subview, clip: childClip) }
        }
        visit(window, clip: window.frame)
        if let found { return found }
        let windows = UIApplicationWindows.all
        guard let position = windows.firstIndex(where: { $0 === window }) else { return nil }
        for front in windows[(position + 1)...] where !front.isHidden && front.alpha >= 0.01 {
            passedTarget = true
            visit(front, clip: front.frame)
            if let found { return found }
        }
        return nil
    }

    private static func isOpaque(_ view: UIView) -> Bool {
        guard view.alpha >= 1, let color = view.backgroundColor else { return false }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return alpha >= 1
    }
}

/// The application's windows, back to front.
@MainActor
enum UIApplicationWindows {
    static var all: [UIWindow] { UIApplication.shared.windows }
}
