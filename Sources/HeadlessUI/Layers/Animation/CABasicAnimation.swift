import Foundation

/// An animation between two values of a layer property, as Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.duration = 0.5
/// layer.add(fade, forKey: "fade")
/// ```
///
/// Missing values come from the model as in Core Animation: `from`+`to`; `from`+`by`; `by` alone
/// (from the model value); `to` alone (from the model value); `from` alone (to the model value).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (a number, `CGPoint`, `CGSize`, `CGRect` or `CGColor`).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative change.
    open var byValue: Any?

    override func makeCopy() -> CAAnimation {
        let copy = CABasicAnimation()
        copyBasic(to: copy)
        return copy
    }

    func copyBasic(to copy: CABasicAnimation) {
        copyTiming(to: copy)
        copy.keyPath = keyPath; copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
    }

    /// The start and end values resolved against the model value.
    func endpoints(model: LayerAnimationValue?) -> (LayerAnimationValue, LayerAnimationValue)? {
        let from = LayerAnimationValue(fromValue), to = LayerAnimationValue(toValue), by = LayerAnimationValue(byValue)
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
        case (nil, nil, let by?): return model.flatMap { model in model.adding(by).map { (model, $0) } }
        case (nil, let to?, _): return model.map { ($0, to) }
        case (let from?, nil, nil): return model.map { (from, $0) }
        default: return nil
        }
    }

    override func value(at progress: CGFloat, model: LayerAnimationValue?) -> LayerAnimationValue? {
        guard let (from, to) = endpoints(model: model) else { return nil }
        return from.interpolated(to: to, fraction: progress)
    }
}
