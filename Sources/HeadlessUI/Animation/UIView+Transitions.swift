import Foundation

extension UIView {
    /// Runs `animations` (typically changes to `view`'s content) as a transition of `view` lasting
    /// `duration` seconds of runtime. HeadlessUI draws no flip, curl or cross-fade: the changes apply
    /// at once, animatable properties changed in `animations` animate over `duration`, and
    /// `completion` runs with `true` after `duration`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let application = UIApplication.running(reading: "UIView.transition(with:duration:...)")
        animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
        runTransitionCompletion(duration: duration, application: application, completion: completion)
    }

    /// Replaces `fromView` with `toView` as a transition lasting `duration` seconds of runtime:
    /// `toView` takes `fromView`'s place in its superview and `fromView` is removed, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. The swap happens at once;
    /// `completion` runs with `true` after `duration`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let application = UIApplication.running(reading: "UIView.transition(from:to:...)")
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            if toView.superview !== superview { superview.insertSubview(toView, aboveSubview: fromView) }
            fromView.removeFromSuperview()
        }
        runTransitionCompletion(duration: duration, application: application, completion: completion)
    }

    private static func runTransitionCompletion(
        duration: TimeInterval, application: UIApplication, completion: (@MainActor (Bool) -> Void)?
    ) {
        let animating = application.animator.areAnimationsEnabled && duration.isFinite && duration > 0
        application.scheduler.schedule(after: animating ? duration : 0, label: "view transition") {
            completion?(true)
        }
    }
}
