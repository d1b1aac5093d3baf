import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIAccessibilityTests: HeadlessTestCase {
    func test_post_announcement_isRecordedWithItsText() async {
        UIAccessibility.post(notification: .announcement, argument: "Payment sent")
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Balance updated"))
        XCTAssertEqual(app.accessibilityAnnouncements, ["Payment sent", "Balance updated"])
    }

    func test_post_screenChanged_recordsTheElementToFocusAndTheTime() async {
        let title = place(UILabel(), frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        wait(1.5)
        UIAccessibility.post(notification: .screenChanged, argument: title)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        let posted = app.postedAccessibilityNotifications
        XCTAssertEqual(posted.map(\.notification), [.screenChanged, .layoutChanged, .pageScrolled])
        XCTAssertTrue(posted[0].argument as AnyObject === title)
        XCTAssertNil(posted[1].argument)
        XCTAssertEqual(posted[2].text, "Page 2 of 3")
        XCTAssertEqual(posted[0].time, 1.5, accuracy: 0.001)
        XCTAssertTrue(app.accessibilityAnnouncements.isEmpty, "only .announcement counts as an announcement")
    }

    func test_notification_hasUIKitsRawValues() async {
        XCTAssertEqual(UIAccessibility.Notification.screenChanged.rawValue, 1000)
        XCTAssertEqual(UIAccessibility.Notification.layoutChanged.rawValue, 1001)
        XCTAssertEqual(UIAccessibility.Notification.announcement.rawValue, 1008)
        XCTAssertEqual(UIAccessibility.Notification.pageScrolled.rawValue, 1009)
        XCTAssertEqual(UIAccessibility.Notification(rawValue: 1008), .announcement)
    }

    func test_settings_areOffAfterALaunch() async {
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isBoldTextEnabled)
        XCTAssertFalse(UIAccessibility.isDarkerSystemColorsEnabled)
    }

    func test_setVoiceOverRunning_changesTheFlagAndPostsTheStatusNotificationOnce() async {
        let counter = NotificationCounter(UIAccessibility.voiceOverStatusDidChangeNotification)
        app.setVoiceOverRunning(true)
        app.setVoiceOverRunning(true)
        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(counter.count, 1, "setting the same value again posts nothing")
        app.setVoiceOverRunning(false)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(counter.count, 2)
    }

    func test_otherSettings_changeTheirFlagsAndPostTheirNotifications() async {
        let reduceMotion = NotificationCounter(UIAccessibility.reduceMotionStatusDidChangeNotification)
        let darker = NotificationCounter(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        let bold = NotificationCounter(UIAccessibility.boldTextStatusDidChangeNotification)
        app.setReduceMotionEnabled(true)
        app.setDarkerSystemColorsEnabled(true)
        app.setLegibilityWeight(.bold)
        XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
        XCTAssertTrue(UIAccessibility.isDarkerSystemColorsEnabled)
        XCTAssertTrue(UIAccessibility.isBoldTextEnabled)
        XCTAssertEqual([reduceMotion.count, darker.count, bold.count], [1, 1, 1])
    }

    func test_settings_doNotOutliveTheirApplication() async {
        app.setVoiceOverRunning(true)
        UIAccessibility.post(notification: .announcement, argument: "old")
        let fresh = UIApplication.launch()
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertTrue(fresh.postedAccessibilityNotifications.isEmpty)
    }
}

/// Counts posts of one notification name on the default centre while it lives.
@MainActor
private final class NotificationCounter {
    private(set) var count = 0
    private var observer: (any NSObjectProtocol)?

    init(_ name: Notification.Name) {
        observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
