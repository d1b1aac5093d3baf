import Foundation
import Hammer

/// Which of the configured preconditions an operation needs.
enum KassPreconditionNeeds {
    /// Everything an input action needs: found once, in view, not under the keyboard, visible,
    /// enabled, stable, hittable (each as switched on in the configuration).
    case interaction
    /// Interaction without the enabled check (asserting on or reading a disabled control).
    case interactionIgnoringEnabled
    /// Only to be seen: found, scrolled into view (always, whatever the configuration says), visible
    /// and still; not enabled or hittable (``KassElement/scrollIntoView(file:line:)``).
    case visibility
}

/// Checks an action's preconditions, in order, against one snapshot, making the corrective moves
/// (scroll, keyboard dismissal) through the engine.
@MainActor
struct KassPreconditionCheck {
    let session: KassSession
    let element: KassElement
    let needs: KassPreconditionNeeds
    let preconditions: KassPreconditions
    let stabilityFrames: Int
    let maximumScrollSwipes: Int
    /// Which part of its element the action may touch: when the keyboard covers the hit point but not
    /// the whole element and the area allows it, the touch goes down on the part a touch reaches outside
    /// the keyboard, as a user's finger would, and the keyboard stays up. Putting it away first
    /// would end editing, an effect the test could take for the gesture's (a list's `.onDrag`).
    let touchArea: KassTouchArea
    /// Where the last satisfied attempt found the element touchable when not at its hit point.
    private(set) var touchPoint: CGPoint?
    /// Swipes made so far by this action.
    var scrollSwipes = 0
    /// What the last search of a list for an element not yet created saw (for the failure).
    private var searchSummary: (list: String, outcome: KassListWalk.Outcome)?
    /// Whether the app was busy since the last search (new rows may have come): search again.
    private var busySinceSearch = false
    /// Distinct reasons an attempt found the element but could not act on it yet (for the flake
    /// report; waiting for it to appear or to stop moving is not counted).
    private(set) var retriedStates: [KassFailure.Reason] = []

    init(session: KassSession, element: KassElement, needs: KassPreconditionNeeds, touchArea: KassTouchArea = .hitPoint) {
        self.session = session
        self.element = element
        self.needs = needs
        self.touchArea = touchArea
        let config = session.effectiveConfig
        var preconditions = config.preconditions
        if needs == .visibility {
            preconditions.scrollIntoView = true
            preconditions.requireVisible = true
        }
        self.preconditions = preconditions
        stabilityFrames = max(0, config.stabilityFrames)
        maximumScrollSwipes = max(0, config.maximumScrollSwipes)
    }

    /// One attempt: the node to act on, a corrective move made, or why not yet.
    mutating func check(_ snapshot: AccessibilitySnapshot) -> KassCheck<AccessibilitySnapshot.Node> {
        let outcome = evaluate(snapshot)
        if case .unsatisfied(let shortfall) = outcome, shortfall.elementFound, !shortfall.waitsOnTheApp,
           !retriedStates.contains(shortfall.reason) {
            retriedStates.append(shortfall.reason)
        }
        return outcome
    }

    private mutating func evaluate(_ snapshot: AccessibilitySnapshot) -> KassCheck<AccessibilitySnapshot.Node> {
        touchPoint = nil
        let resolved = element.check(in: snapshot) { KassCheck.satisfied($0) }
        if case .unsatisfied(var shortfall) = resolved, !shortfall.elementFound {
            if let search = searchByScrolling(snapshot) { return search }
            if let (list, outcome) = searchSummary {
                shortfall.reason = .listSearched(shortfall.reason, list: list, pages: outcome.pages, stoppedAtLimit: outcome.hitPageLimit)
            }
            return .unsatisfied(shortfall)
        }
        guard case .satisfied(let node) = resolved else { return resolved }
        // Input sent while the app drops it (a transition, ignored interaction events) would pass every
        // other check and do nothing: wait for the app to take input again.
        if let blocked = session.application?.interactionBlockedReason {
            return .unsatisfied(KassShortfall(
                reason: .interactionBlocked(blocked), state: KassElementState.describe(node), elementFound: true, waitsOnTheApp: true
            ))
        }
        // Read the node's derived facts now, while the hierarchy is the one the snapshot saw: the
        // stability check lets frames pass before hittability is reported.
        let hitReason = node.notHittableReason
        _ = node.hitPoint
        if let corrective = correct(node, in: snapshot) { return corrective }
        let state = KassElementState.describe(node)
        if preconditions.requireVisible, let reason = node.notVisibleReason {
            return .unsatisfied(KassShortfall(reason: .notVisible(reason), state: state, elementFound: true))
        }
        if needs == .interaction, preconditions.requireEnabled, !node.isEnabled {
            return .unsatisfied(KassShortfall(reason: .disabled, state: state, elementFound: true))
        }
        if preconditions.requireStable, let moved = movement(of: node) {
            return .unsatisfied(KassShortfall(
                reason: .moving(moved, stabilityFrames: stabilityFrames), state: state, elementFound: true, waitsOnTheApp: true
            ))
        }
        // Hammer's rule, read from the snapshot: a view that ignores touches itself (a label) is
        // reached through the ancestor the touch falls to.
        // A touch point found outside the keyboard was found by hit testing: it reaches the element.
        if needs != .visibility, preconditions.requireHittable, touchPoint == nil, let reason = hitReason {
            return .unsatisfied(KassShortfall(reason: .notHittable(reason), state: state, elementFound: true))
        }
        return .satisfied(node)
    }

    /// Scrolls the element into view or puts the keyboard away when either is needed.
    private mutating func correct(
        _ node: AccessibilitySnapshot.Node, in snapshot: AccessibilitySnapshot
    ) -> KassCheck<AccessibilitySnapshot.Node>? {
        guard let application = session.application, let generator = session.generator else { return nil }
        if preconditions.scrollIntoView, Self.isOutOfScrollView(node.notVisibleReason),
           let plan = KassScrollIntoView.plan(for: node, in: snapshot) {
            guard scrollSwipes < maximumScrollSwipes else {
                return .unsatisfied(KassShortfall(
                    reason: .stillOutOfView(swipes: scrollSwipes, scrollView: plan.scrollView.describedForKass),
                    state: KassElementState.describe(node), elementFound: true
                ))
            }
            scrollSwipes += 1
            do {
                try KassScrollIntoView.placeContent(with: generator, from: plan.from, to: plan.to)
            } catch {
                return .unsatisfied(
                    KassShortfall(reason: .scrollFailed("\(error)"), state: KassElementState.describe(node), elementFound: true)
                )
            }
            return .corrected(.scrolledIntoView(scrollView: plan.scrollView.describedForKass))
        }
        if preconditions.avoidKeyboard, let covered = KassKeyboardAvoidance.coveredArea(in: application),
           covered.contains(node.hitPoint) || covered.contains(node.activationPoint) {
            if touchArea.allowsAnyPoint(of: node),
               let point = KassKeyboardAvoidance.uncoveredTouchPoint(of: node, outside: covered, generator: generator) {
                touchPoint = point
                return nil
            }
            guard let dismissal = KassKeyboardAvoidance.safeDismissal(in: application) else {
                return .unsatisfied(KassShortfall(reason: .coveredByKeyboard, state: KassElementState.describe(node), elementFound: true))
            }
            do {
                switch dismissal {
                case .accessoryDone(let button): try generator.fingerTap(at: button)
                case .dismissKey(let key): try generator.fingerTap(at: key)
                }
            } catch {
                return .unsatisfied(KassShortfall(
                    reason: .keyboardDismissalFailed("\(error)"), state: KassElementState.describe(node), elementFound: true
                ))
            }
            switch dismissal {
            case .accessoryDone: return .corrected(.dismissedKeyboard(withDoneButton: true))
            case .dismissKey: return .corrected(.dismissedKeyboard(withDoneButton: false))
            }
        }
        return nil
    }

    /// When the element is not in the hierarchy and the app is idle (so waiting will not bring it),
    /// walks the list it should be in — its container when that is a scroll view, else the largest
    /// visible scroll view — page by page from the top to its end (``KassListWalk``: no app time,
    /// any length), so a virtualized list creates the row, and stops on the page that has it. A list
    /// searched in vain is searched again only after the app was busy (new rows may have come).
    /// `nil` when there is nothing to search.
    private mutating func searchByScrolling(_ snapshot: AccessibilitySnapshot) -> KassCheck<AccessibilitySnapshot.Node>? {
        guard preconditions.scrollIntoView, let application = session.application else { return nil }
        guard application.idleReport(horizon: 0.1).isIdle else {
            busySinceSearch = true
            return nil
        }
        guard searchSummary == nil || busySinceSearch,
              let scrollView = KassScrollIntoView.searchContainer(for: element, in: snapshot),
              KassListWalk.isScrollable(scrollView) else { return nil }
        busySinceSearch = false
        let list = KassListWalk(scrollView: scrollView)
        let element = self.element
        let outcome = list.walk(session: session, from: snapshot) { page in
            if case .found = element.resolve(in: page) { return false }
            return true
        }
        if outcome.stopped { return .corrected(.scrolledToPage(list: list.description)) }
        searchSummary = (list.description, outcome)
        return nil
    }

    /// Watches the element's frame for the stability frames; returns how it moved, `nil` when still.
    /// When nothing can happen in the app during those frames (it is quiescent and nothing is
    /// scheduled before they end), nothing can move, so no frame is run (and the attempt's snapshot
    /// is not kept across a turn of the run loop).
    private func movement(of node: AccessibilitySnapshot.Node) -> KassFailure.Movement? {
        guard stabilityFrames > 0, let object = node.object else { return nil }
        if let animated = Self.animatingView(at: object, in: session.application) {
            return .animating(view: animated.describedForKass)
        }
        if let runLoop = session.application?.runLoop, runLoop.isQuiescent {
            let window = Double(stabilityFrames) * HeadlessRunLoop.frameInterval
            if (runLoop.nextScheduledWake ?? .infinity) > runLoop.now + window { return nil }
        }
        let start = Self.screenFrame(of: object) ?? node.frame
        for _ in 0..<stabilityFrames {
            session.runFrame()
            guard let now = Self.screenFrame(of: object) else { return .leftWindow }
            if now != start { return .moved(from: start, to: now) }
        }
        return nil
    }

    /// The view itself or the nearest ancestor of it with a running animation (its model frame
    /// already holds the end value, so comparing frames alone would not see it move).
    static func animatingView(at object: AnyObject, in application: UIApplication?) -> UIView? {
        guard let animator = application?.animator else { return nil }
        var current: UIView? = object as? UIView ?? (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        while let view = current {
            if animator.isAnimating(view) { return view }
            current = view.superview
        }
        return nil
    }

    static func isOutOfScrollView(_ reason: AccessibilitySnapshot.NotVisibleReason?) -> Bool {
        switch reason {
        case .scrolledOut?, .clipped?, .offScreen?: return true
        default: return false
        }
    }

    /// The object's frame in screen coordinates (views and accessibility elements).
    static func screenFrame(of object: AnyObject) -> CGRect? {
        if let view = object as? UIView {
            guard let window = view.window else { return nil }
            return view.convert(view.bounds, to: window)
        }
        return (object as? UIAccessibilityElement)?.accessibilityFrame
    }
}

extension UIView {
    /// `UIScrollView "list"` or `UITableView` for messages.
    var describedForKass: String {
        let name = String(describing: type(of: self))
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return "\(name) \"\(identifier)\"" }
        return name
    }
}
