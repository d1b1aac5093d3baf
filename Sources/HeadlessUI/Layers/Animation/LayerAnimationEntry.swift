import Foundation

/// An animation added to a layer: a private copy, its absolute begin time on the runtime clock, and
/// where it is in its life.
@MainActor
final class LayerAnimationEntry {
    let key: String?
    let animation: CAAnimation
    let beginTime: TimeInterval
    weak var layer: CALayer?
    var started = false
    var finished = false
    let transaction: LayerTransaction?

    init(key: String?, animation: CAAnimation, beginTime: TimeInterval, layer: CALayer, transaction: LayerTransaction?) {
        self.key = key; self.animation = animation; self.beginTime = beginTime; self.layer = layer; self.transaction = transaction
    }

    /// Whether the active time is over at `now`.
    func isOver(at now: TimeInterval) -> Bool {
        let active = animation.activeDuration
        return active.isFinite && now - beginTime + TimeTolerance.epsilon >= active
    }

    /// The animated value at `now`, or nil when the animation shows nothing then (before its begin
    /// time without a backwards fill, after its end without a forwards fill).
    func value(at now: TimeInterval, model: LayerAnimationValue?) -> LayerAnimationValue? {
        let local = now - beginTime
        let fill = animation.fillMode
        if local < 0, fill != .backwards, fill != .both { return nil }
        if finished || isOver(at: now) {
            guard fill == .forwards || fill == .both else { return nil }
        }
        return animation.value(at: animation.progress(atLocalTime: Swift.max(0, local)), model: model)
    }
}
