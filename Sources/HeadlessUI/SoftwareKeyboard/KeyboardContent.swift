import Foundation

/// What the keyboard shows for a first responder, and the heights that make up its frame.
@MainActor
struct KeyboardContent {
    /// The responder's accessory view, shown on top.
    var accessoryView: UIView?
    /// The responder's custom input view, shown instead of the keys.
    var inputView: UIView?
    /// The system key plane, or nil (custom input view, or hardware keyboard attached).
    var plane: SoftwareKeyboardPlane?
    /// Height of the accessory view.
    var accessoryHeight: CGFloat
    /// Height of the custom input view (without the safe area below it).
    var inputViewHeight: CGFloat
    /// Height below the accessory: the key plane (safe area included), the input view plus the
    /// bottom safe area, or just the bottom safe area.
    var bodyHeight: CGFloat

    /// The keyboard's total height.
    var height: CGFloat { accessoryHeight + bodyHeight }

    /// The height a responder-provided view asks for: its intrinsic height when it has one, else
    /// its frame's height. Non-finite or negative heights are reported and count as 0.
    static func requestedHeight(of view: UIView, role: String) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        let height = intrinsic == UIView.noIntrinsicMetric ? view.frame.height : intrinsic
        guard height.isFinite, height >= 0 else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: view.debugName, property: role,
                reason: "its height \(height) is not a non-negative finite number, so the keyboard shows it 0 pt tall. Give it a frame "
                    + "height or an intrinsicContentSize height."
            ))
            return 0
        }
        return height
    }
}
