import Foundation

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation` (linear
/// calculation mode).
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

    override func makeCopy() -> CAAnimation {
        let copy = CAKeyframeAnimation()
        copyTiming(to: copy)
        copy.keyPath = keyPath; copy.values = values; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        return copy
    }

    override func value(at progress: CGFloat, model: LayerAnimationValue?) -> LayerAnimationValue? {
        let frames = (values ?? []).compactMap(LayerAnimationValue.init)
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
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
}
