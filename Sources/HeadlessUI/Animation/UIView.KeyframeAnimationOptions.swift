import Foundation

extension UIView {
    /// Options for ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``, as
    /// UIKit's `UIView.KeyframeAnimationOptions` (same raw values).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// Raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the animating views receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen value of a running animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Play the keyframes again and again.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play backwards after each forward run (HeadlessUI plays forward only and reports it).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore the duration of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore the options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolate linearly between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing (HeadlessUI: linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (HeadlessUI: linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and evenly paced (HeadlessUI: linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The block-animation options each keyframe runs with: the shared bits, and a linear curve.
        var keyframeOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0b111).union(.curveLinear)
        }

        /// Whether the keyframes jump rather than interpolate.
        var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
    }
}
