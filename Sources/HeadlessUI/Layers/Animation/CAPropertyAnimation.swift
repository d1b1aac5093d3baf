import Foundation

/// An animation of one layer property named by a key path, as Core Animation's `CAPropertyAnimation`.
///
/// HeadlessUI animates `opacity`, `position` (and `.x`/`.y`), `bounds` (and `bounds.size`),
/// `transform.scale` (and `.x`/`.y`), `transform.rotation` (`.z`), `strokeStart`, `strokeEnd`,
/// `lineWidth`, `cornerRadius`, `borderWidth` and `backgroundColor`; other key paths are reported as a
/// runtime issue when the animation is added (it still runs, so delegates and completions come).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Whether the animated values are added to the layer's model value, as in UIKit: a `position.x`
    /// animation through `[0, 10, -10, 0]` shakes the layer around where it is.
    open var isAdditive = false

    /// Whether each repeat continues from where the previous one ended, as in UIKit: a rotation to
    /// 2π repeated three times turns the layer three full times.
    open var isCumulative = false

    override var animatedKeyPath: String? { keyPath }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    override func makeCopy() -> CAAnimation {
        let copy = CAPropertyAnimation()
        copyTiming(to: copy)
        copy.keyPath = keyPath
        return copy
    }
}
