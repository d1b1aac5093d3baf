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

    override var animatedKeyPath: String? { keyPath }

    override func makeCopy() -> CAAnimation {
        let copy = CAPropertyAnimation()
        copyTiming(to: copy)
        copy.keyPath = keyPath
        return copy
    }
}
