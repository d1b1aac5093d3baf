import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds of runtime.
    /// A duration ≤ 0 (or animations disabled) applies them at once; `completion` still runs, on a
    /// later run-loop turn, with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        UIApplication.running(reading: "UIView.animate(withDuration:...)").animator.animate(
            duration: duration, delay: delay, options: options, curve: options.curve,
            animations: animations, completion: completion
        )
    }

    /// Animates with a spring (damping ratio 0...1, initial velocity in units of the total distance per second).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        UIApplication.running(reading: "UIView.animate(withDuration:...)").animator.animate(
            duration: duration, delay: delay, options: options,
            curve: .spring(dampingRatio: dampingRatio, initialVelocity: velocity),
            animations: animations, completion: completion
        )
    }

    /// Turns animations on or off for the whole app.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.running(reading: "UIView.setAnimationsEnabled(_:)").animator.areAnimationsEnabled = enabled
    }

    /// Whether animations are enabled.
    public static var areAnimationsEnabled: Bool {
        UIApplication.running(reading: "UIView.areAnimationsEnabled").animator.areAnimationsEnabled
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIApplication.running(reading: "UIView.performWithoutAnimation(_:)").animator.performWithoutAnimation(actionsWithoutAnimation)
    }

    func recordAnimatableChange(_ change: AnimatableChange) {
        UIApplication.current?.animator.record(self, change)
    }

    /// Whether a running animation makes this view ignore touches.
    var isBlockedByAnimation: Bool {
        UIApplication.current?.animator.blocksInteraction(self) ?? false
    }

    var presentationValues: PresentationValues {
        UIApplication.current?.animator.presentationValues(of: self)
            ?? PresentationValues(
                bounds: storedBounds, position: storedCenter, transform: storedTransform, alpha: storedAlpha,
                backgroundColor: storedBackgroundColor
            )
    }
}
