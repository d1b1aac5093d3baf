import Foundation

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation`, with the
/// `.linear` and `.discrete` calculation modes (the others are reported and interpolate linearly).
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 10, 0].map { 100 + $0 }
/// shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
/// shake.duration = 0.4
/// view.layer.add(shake, forKey: "shake")
/// ```
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through, in order.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration (evenly spaced when `nil`).
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between values (linear when `nil`).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Set while a copy takes the mode over, so it is not reported twice.
    private var isCopying = false
    /// How values between keyframes are computed (default `.linear`). With `.discrete` each value
    /// holds from its key time until the next one (`keyTimes` may then have one more entry than
    /// `values`, as in Core Animation; evenly spaced when `nil`). `.paced`, `.cubic` and
    /// `.cubicPaced` are reported as a runtime issue and interpolate linearly.
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet {
            guard !isCopying, calculationMode != .linear, calculationMode != .discrete else { return }
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "CAKeyframeAnimation", property: "calculationMode = .\(calculationMode.rawValue)",
                reason: "HeadlessUI interpolates this mode linearly between the key times; use .linear or .discrete "
                    + "for exact values. See Guide/HeadlessUI.md."
            ))
        }
    }

    override func makeCopy() -> CAAnimation {
        let copy = CAKeyframeAnimation()
        copyTiming(to: copy)
        copy.keyPath = keyPath; copy.values = values; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.storedCalculationModeWithoutReport(calculationMode)
        return copy
    }

    override func value(at progress: CGFloat, model: LayerAnimationValue?) -> LayerAnimationValue? {
        let frames = (values ?? []).compactMap(LayerAnimationValue.init)
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        if calculationMode == .discrete { return discreteValue(of: frames, at: progress) }
        let times: [CGFloat] = keyTimes.flatMap { $0.count == frames.count ? $0.map { CGFloat($0.doubleValue) } : nil }
            ?? frames.indices.map { CGFloat($0) / CGFloat(frames.count - 1) }
        if progress <= times[0] { return first }
        for index in 1..<frames.count where progress <= times[index] {
            let span = times[index] - times[index - 1]
            var fraction = span > 0 ? (progress - times[index - 1]) / span : 1
            if let functions = timingFunctions, index - 1 < functions.count { fraction = functions[index - 1].progress(at: fraction) }
            return frames[index - 1].interpolated(to: frames[index], fraction: fraction)
        }
        return frames[frames.count - 1]
    }

    /// The value holding at `progress` in `.discrete` mode: value `i` from key time `i` until key
    /// time `i + 1` (key times evenly spaced over `frames.count` steps when absent or mismatched).
    private func discreteValue(of frames: [LayerAnimationValue], at progress: CGFloat) -> LayerAnimationValue {
        let count = frames.count
        let times: [CGFloat]
        if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1 {
            times = keyTimes.map { CGFloat($0.doubleValue) }
        } else {
            times = (0..<count).map { CGFloat($0) / CGFloat(count) }
        }
        var index = 0
        for candidate in 0..<count where progress >= times[candidate] { index = candidate }
        return frames[index]
    }

    /// Copies the mode without reporting it again.
    private func storedCalculationModeWithoutReport(_ mode: CAAnimationCalculationMode) {
        isCopying = true
        defer { isCopying = false }
        calculationMode = mode
    }
}
