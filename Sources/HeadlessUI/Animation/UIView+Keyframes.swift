import Foundation

/// The keyframes added by `UIView.addKeyframe` while an `animateKeyframes` block runs.
@MainActor
enum KeyframeRecorder {
    struct Keyframe {
        let relativeStartTime: Double
        let relativeDuration: Double
        let animations: () -> Void
    }

    static var stack: [[Keyframe]] = []
}

extension UIView {
    /// Animates the keyframes added in `animations` (with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
    /// over `duration` seconds of runtime, after `delay`; changes made in `animations` outside a
    /// keyframe animate over the whole duration. `completion` runs with `true` when the last
    /// keyframe has ended (never with `.repeat`).
    ///
    /// Each keyframe runs as a linear block animation from its start time: its changes reach the
    /// model when it starts (UIKit sets them all at once), and cubic or paced calculation modes
    /// interpolate linearly. With animations disabled or `duration` ≤ 0 every keyframe applies at once.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let application = UIApplication.running(reading: "UIView.animateKeyframes(withDuration:...)")
        let total = duration.isFinite ? Swift.max(0, duration) : 0
        let start = delay.isFinite ? Swift.max(0, delay) : 0
        if options.contains(.autoreverse) {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIView.animateKeyframes", property: "options",
                reason: ".autoreverse is not supported by HeadlessUI's keyframe animations; the keyframes play forward only."))
        }
        KeyframeRecorder.stack.append([])
        animate(withDuration: total, delay: start, options: options.keyframeOptions, animations: animations)
        let keyframes = (KeyframeRecorder.stack.popLast() ?? []).sorted { $0.relativeStartTime < $1.relativeStartTime }

        let animating = application.animator.areAnimationsEnabled && total > 0
        for keyframe in keyframes {
            let frameDuration = options.isDiscrete ? 0 : keyframe.relativeDuration * total
            let run = {
                animate(
                    withDuration: animating ? frameDuration : 0, delay: 0, options: options.keyframeOptions,
                    animations: keyframe.animations)
            }
            let frameDelay = animating ? start + keyframe.relativeStartTime * total : 0
            if frameDelay <= 0 {
                run()
            } else {
                application.scheduler.schedule(after: frameDelay, label: "keyframe at \(keyframe.relativeStartTime)") { run() }
            }
        }
        let end = animating ? start + total : 0
        if animating, options.contains(.repeat) {
            application.scheduler.schedule(after: end, label: "repeating keyframe animation") {
                animateKeyframes(withDuration: total, delay: 0, options: options, animations: animations, completion: completion)
            }
        } else if let completion {
            application.scheduler.schedule(after: end, label: "keyframe animation completion") { completion(true) }
        }
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// its `animations` run from `frameStartTime` for `frameDuration`, both fractions (0...1) of the
    /// whole duration. Outside a keyframe animation the changes apply at once, as in UIKit.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard !KeyframeRecorder.stack.isEmpty else {
            animations()
            return
        }
        guard frameStartTime.isFinite, frameDuration.isFinite, frameStartTime >= 0, frameDuration >= 0,
              frameStartTime + frameDuration <= 1 + TimeTolerance.epsilon else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIView.addKeyframe", property: "relativeStartTime/relativeDuration",
                reason: "start \(frameStartTime) and duration \(frameDuration) must be fractions of the whole animation "
                    + "(both ≥ 0, start + duration ≤ 1); the keyframe's changes apply at once."))
            animations()
            return
        }
        KeyframeRecorder.stack[KeyframeRecorder.stack.count - 1].append(
            .init(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations))
    }
}
