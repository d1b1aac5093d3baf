import Foundation

/// The software keyboard's notifications and their userInfo keys, with UIKit's names and raw values.
///
/// HeadlessUI posts them on `NotificationCenter.default` with the screen (`UIScreen.main`) as the
/// object (iOS 16 and later). "Will" notifications are posted inside the keyboard's animation block,
/// so frame changes an observer makes are animated along with the keyboard, as on iOS; "did"
/// notifications follow when the slide ends. Order: `keyboardWillChangeFrame`, `keyboardWillShow` (or
/// `…WillHide`), then after 0.25 s `keyboardDidChangeFrame`, `keyboardDidShow` (or `…DidHide`).
///
/// userInfo values: frames are Swift `CGRect`s in screen coordinates (not `NSValue`s; read them with
/// `as? CGRect`, which also works on iOS); duration, curve and is-local are `NSNumber`s, so `as? Double`,
/// `as? Int`, `as? UInt` and `as? Bool` all work, as on iOS.
///
/// ```swift
/// NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
///     let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
/// }
/// ```
extension UIResponder {
    /// Posted before the keyboard slides up (or changes its frame while up).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard finished sliding up (or changing its frame while up).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides down.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard finished sliding down.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before any change of the keyboard's frame (show, hide, height change).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after any change of the keyboard's frame.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// userInfo key: the keyboard's frame (`CGRect`, screen coordinates) before the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// userInfo key: the keyboard's frame (`CGRect`, screen coordinates) after the change. When the
    /// keyboard hides, it is the off-screen rectangle just below the screen.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// userInfo key: the animation duration in seconds (`NSNumber`, 0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// userInfo key: the animation curve (`NSNumber`, 7: UIKit's private keyboard spring curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// userInfo key: whether the keyboard belongs to this app (`NSNumber`, always `true` here: there
    /// is no multitasking).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Legacy userInfo key (UIKit's deprecated `UIKeyboardCenterBeginUserInfoKey`): the centre (`CGPoint`) before.
    nonisolated static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// Legacy userInfo key (`UIKeyboardCenterEndUserInfoKey`): the centre (`CGPoint`) after.
    nonisolated static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// Legacy userInfo key (`UIKeyboardBoundsUserInfoKey`): the bounds (`CGRect`) after.
    nonisolated static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
