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
        Self.value(of: animation, atLocalTime: now - beginTime, ended: finished || isOver(at: now), model: model)
    }

    /// The time inside a group's cycle at `now` for its children, or nil when the group shows nothing
    /// then (its own fill rules, as for ``value(at:model:)``).
    func groupTime(at now: TimeInterval) -> TimeInterval? {
        guard let group = animation as? CAAnimationGroup else { return nil }
        let local = now - beginTime
        let fill = group.fillMode
        if local < 0, fill != .backwards, fill != .both { return nil }
        if finished || isOver(at: now) {
            guard fill == .forwards || fill == .both else { return nil }
        }
        return group.childTime(atLocalTime: Swift.max(0, local))
    }

    /// The value of `animation` at `local` seconds after its begin time (`ended`: its active time is
    /// over), or nil when it shows nothing then.
    static func value(
        of animation: CAAnimation, atLocalTime local: TimeInterval, ended: Bool, model: LayerAnimationValue?
    ) -> LayerAnimationValue? {
        let fill = animation.fillMode
        if local < 0, fill != .backwards, fill != .both { return nil }
        if ended {
            guard fill == .forwards || fill == .both else { return nil }
        }
        guard let value = animation.value(at: animation.progress(atLocalTime: Swift.max(0, local)), model: model) else { return nil }
        guard let property = animation as? CAPropertyAnimation else { return value }
        var result = value
        if property.isCumulative { result = accumulated(result, of: property, at: Swift.max(0, local), model: model) }
        if property.isAdditive, let model, let sum = model.adding(result) { result = sum }
        return result
    }

    /// `value` moved on by one full change (end − start) for every cycle already completed.
    private static func accumulated(
        _ value: LayerAnimationValue, of animation: CAPropertyAnimation, at local: TimeInterval, model: LayerAnimationValue?
    ) -> LayerAnimationValue {
        guard !animation.autoreverses, let start = animation.value(at: 0, model: model),
              let end = animation.value(at: 1, model: model) else { return value }
        let cycle = animation.cycleDuration
        let active = animation.activeDuration
        var completed = (Swift.min(local, active) / cycle).rounded(.down)
        if active.isFinite, local + TimeTolerance.epsilon >= active { completed = (active / cycle).rounded(.up) - 1 }
        guard completed >= 1 else { return value }
        // start + completed × (end − start), then value + that − start: built from interpolation,
        // which every animatable value supports.
        let offset = start.interpolated(to: end, fraction: CGFloat(completed))
        let halfway = value.interpolated(to: offset, fraction: 0.5)
        return start.interpolated(to: halfway, fraction: 2)
    }
}
