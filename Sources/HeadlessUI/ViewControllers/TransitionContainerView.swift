import Foundation

/// A view that hosts views during view-controller transitions. While a transition runs
/// (``beginTransition(_:)`` to ``endTransition()``) it swallows every touch inside it (neither it nor
/// anything behind it reacts), the way UIKit's transition views disable interaction while a push,
/// pop or presentation animates; the application lists it in ``UIApplication/runningTransitions``.
@MainActor
final class TransitionContainerView: UIView {
    /// The running transition ("push of ProfileViewController"), `nil` when none runs.
    private(set) var transition: String?

    /// Swallows touches while a transition runs.
    var blocksTouches: Bool { transition != nil }

    /// Starts swallowing touches for the transition `description`.
    func beginTransition(_ description: String) {
        transition = description
        owningApplication?.registerTransitionContainer(self)
    }

    /// Stops swallowing touches.
    func endTransition() {
        transition = nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if blocksTouches {
            guard !isHidden, alpha >= UIView.hitTestAlphaThreshold, self.point(inside: point, with: event) else { return nil }
            return self
        }
        return standardHitTest(point, with: event)
    }
}

/// A dimming view behind sheets and alerts: it catches the touches aimed at the content behind it.
@MainActor
final class DimmingView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Run when a tap ends on the dimming view (action sheets cancel).
    var tapHandler: (@MainActor () -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        tapHandler?()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        accessibilityIdentifier = "HeadlessUI.dimmingView"
    }
}
