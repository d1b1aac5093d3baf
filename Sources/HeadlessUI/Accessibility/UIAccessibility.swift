import Foundation

/// The accessibility functions and settings of UIKit's `UIAccessibility` namespace: posting
/// notifications to assistive technologies and reading the user's accessibility settings.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Payment sent")
/// if UIAccessibility.isVoiceOverRunning { keepToastOnScreen() }
/// ```
///
/// Settings are the current application's (all off after a launch; a test turns them on with
/// `UIApplication.setVoiceOverRunning(_:)` and its neighbours, HeadlessUI only). Posted notifications
/// are recorded in `UIApplication.postedAccessibilityNotifications` for tests to read.
public enum UIAccessibility {
    /// Tells assistive technologies about a change, as UIKit's function of the same name: the
    /// current application records it (see `UIApplication.postedAccessibilityNotifications`).
    /// Pass a `String` or `NSAttributedString` for `.announcement`, the view to focus (or `nil`) for
    /// `.screenChanged` and `.layoutChanged`, and the text to speak for `.pageScrolled`.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        guard let application = UIApplication.current, !application.isTerminated else { return }
        application.recordAccessibilityNotification(notification, argument: argument)
    }

    /// Whether VoiceOver is on (`false` unless a test called `UIApplication.setVoiceOverRunning(true)`).
    @MainActor public static var isVoiceOverRunning: Bool {
        UIApplication.current?.accessibilitySettings.isVoiceOverRunning ?? false
    }

    /// Whether Reduce Motion is on (`false` unless a test called `UIApplication.setReduceMotionEnabled(true)`).
    @MainActor public static var isReduceMotionEnabled: Bool {
        UIApplication.current?.accessibilitySettings.isReduceMotionEnabled ?? false
    }

    /// Whether Bold Text is on: the application's legibility weight is `.bold` (set with
    /// `UIApplication.setLegibilityWeight(_:)`).
    @MainActor public static var isBoldTextEnabled: Bool {
        UIApplication.current?.systemAppearance.legibilityWeight == .bold
    }

    /// Whether Increase Contrast is on (`false` unless a test called
    /// `UIApplication.setDarkerSystemColorsEnabled(true)`). Colours do not change with it.
    @MainActor public static var isDarkerSystemColorsEnabled: Bool {
        UIApplication.current?.accessibilitySettings.isDarkerSystemColorsEnabled ?? false
    }

    /// Posted on the default centre when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted on the default centre when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted on the default centre when Bold Text is turned on or off.
    public static let boldTextStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted on the default centre when Increase Contrast is turned on or off.
    public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
