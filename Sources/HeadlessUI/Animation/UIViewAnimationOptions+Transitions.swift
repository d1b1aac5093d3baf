import Foundation

extension UIView.AnimationOptions {
    /// Animate the views' contents, not only their properties.
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    /// In ``UIView/transition(from:to:duration:options:completion:)``: hide and show the views instead
    /// of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// Ignore the duration of an enclosing animation.
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    /// Ignore the curve of an enclosing animation.
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    /// Ignore the options of an enclosing animation.
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    /// No transition effect.
    public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
    /// Flip around the vertical axis, left side first.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flip around the vertical axis, right side first.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Curl up from the bottom.
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Curl down from the top.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Cross-fade from the old content to the new.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flip around the horizontal axis, top first.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flip around the horizontal axis, bottom first.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}
