import Foundation

/// The accessibility settings of an application and the notifications it posted (see
/// `UIAccessibility`).
struct AccessibilitySettings {
    var isVoiceOverRunning = false
    var isReduceMotionEnabled = false
    var isDarkerSystemColorsEnabled = false
    var posted: [PostedAccessibilityNotification] = []
}

extension UIApplication {
    /// Every `UIAccessibility.post(notification:argument:)` since launch, in order.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] { accessibilitySettings.posted }

    /// The texts of the `.announcement` notifications posted since launch, in order: what VoiceOver
    /// would have spoken.
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .announcement, argument: "Saved")
    /// XCTAssertEqual(app.accessibilityAnnouncements, ["Saved"])
    /// ```
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var accessibilityAnnouncements: [String] {
        accessibilitySettings.posted.filter { $0.notification == .announcement }.compactMap(\.text)
    }

    /// Turns VoiceOver on or off for `UIAccessibility.isVoiceOverRunning`, posting
    /// `UIAccessibility.voiceOverStatusDidChangeNotification` when it changes. Nothing is spoken
    /// and touches are not re-interpreted: tests keep tapping as before.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setVoiceOverRunning(_ running: Bool) {
        changeAccessibilitySetting(\.isVoiceOverRunning, to: running, posting: UIAccessibility.voiceOverStatusDidChangeNotification)
    }

    /// Turns Reduce Motion on or off for `UIAccessibility.isReduceMotionEnabled`, posting
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification` when it changes. Animations are
    /// not changed by it (as in UIKit, the app decides).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setReduceMotionEnabled(_ enabled: Bool) {
        changeAccessibilitySetting(
            \.isReduceMotionEnabled, to: enabled, posting: UIAccessibility.reduceMotionStatusDidChangeNotification
        )
    }

    /// Turns Increase Contrast on or off for `UIAccessibility.isDarkerSystemColorsEnabled`, posting
    /// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification` when it changes. System colours
    /// keep their normal-contrast values.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setDarkerSystemColorsEnabled(_ enabled: Bool) {
        changeAccessibilitySetting(
            \.isDarkerSystemColorsEnabled, to: enabled, posting: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
        )
    }

    func recordAccessibilityNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        let time = clock.now.seconds
        accessibilitySettings.posted.append(
            PostedAccessibilityNotification(notification: notification, argument: argument, time: time)
        )
    }

    private func changeAccessibilitySetting(
        _ setting: WritableKeyPath<AccessibilitySettings, Bool>, to value: Bool, posting name: NSNotification.Name
    ) {
        guard accessibilitySettings[keyPath: setting] != value else { return }
        accessibilitySettings[keyPath: setting] = value
        NotificationCenter.default.post(name: name, object: nil)
    }
}
