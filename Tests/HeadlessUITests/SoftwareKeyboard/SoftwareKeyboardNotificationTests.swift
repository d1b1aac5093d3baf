import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SoftwareKeyboardNotificationTests: HeadlessTestCase {
    private let shown = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    private let belowScreen = CGRect(x: 0, y: 852, width: 393, height: 336)

    func test_show_postsWillNotificationsAtOnceAndDidNotificationsWhenTheSlideEnds() async {
        let recorder = KeyboardNotificationRecorder(app: app)
        let start = app.clock.seconds
        focusedKeyInput()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow"])
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        XCTAssertEqual(recorder.entries[0].time, start)
        XCTAssertEqual(recorder.entries[3].time - start, 0.25, accuracy: 1.0 / 60)
    }

    func test_show_userInfoCarriesScreenFramesDurationCurveAndIsLocal() async {
        let recorder = KeyboardNotificationRecorder(app: app)
        focusedKeyInput()
        recorder.stop()
        let willShow = recorder.entries[1]
        XCTAssertEqual(willShow.begin, belowScreen)
        XCTAssertEqual(willShow.end, shown)
        XCTAssertEqual(willShow.duration, 0.25)
        XCTAssertEqual(willShow.curve, 7)
        XCTAssertEqual(willShow.curveAsUInt, 7)
        XCTAssertEqual(willShow.isLocal, true)
        XCTAssertTrue(willShow.objectIsScreen)
    }

    func test_hide_postsWillHideThenDidHideWithTheFramesReversed() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        let recorder = KeyboardNotificationRecorder(app: app)
        input.resignFirstResponder()
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        XCTAssertEqual(recorder.entries[1].begin, shown)
        XCTAssertEqual(recorder.entries[1].end, belowScreen)
    }

    func test_hideDuringTheShowSlide_postsNoDidShow() async {
        let recorder = KeyboardNotificationRecorder(app: app)
        let input = focusedKeyInput()
        await app.runLoop.run(for: 0.1)
        input.resignFirstResponder()
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        let hideBegin = recorder.entries[3].begin ?? .zero
        XCTAssertGreaterThan(hideBegin.minY, shown.minY, "the hide starts where the keyboard was on screen")
        XCTAssertLessThan(hideBegin.minY, belowScreen.minY)
    }

    func test_frameChangesMadeInWillShow_animateWithTheKeyboard() async {
        let footer = place(UIView(), frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { footer.frame.origin.y = end.minY - 52 }
        }
        focusedKeyInput()
        NotificationCenter.default.removeObserver(token)
        XCTAssertEqual(footer.frame.minY, 852 - 336 - 52, "the model value changes at once")
        await app.runLoop.run(for: 0.1)
        XCTAssertGreaterThan(footer.layer.presentation()!.frame.minY, footer.frame.minY + 1, "still moving with the keyboard")
        await app.runLoop.run(for: 0.15)
        XCTAssertEqual(footer.layer.presentation()!.frame.minY, footer.frame.minY)
    }

    func test_hardwareKeyboardAttached_postsNoNotificationsWithoutAnAccessoryView() async {
        app.isHardwareKeyboardAttached = true
        let recorder = KeyboardNotificationRecorder(app: app)
        focusedKeyInput()
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertEqual(recorder.names, [])
        XCTAssertFalse(app.softwareKeyboard.isVisible)
    }

    func test_hardwareKeyboardAttached_showsTheAccessoryViewAloneAtTheBottom() async {
        app.isHardwareKeyboardAttached = true
        let input = ConfigurableKeyInputView()
        input.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        place(input, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let recorder = KeyboardNotificationRecorder(app: app)
        input.becomeFirstResponder()
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow"])
        XCTAssertEqual(app.softwareKeyboard.frame, CGRect(x: 0, y: 852 - 44 - 34, width: 393, height: 78))
        XCTAssertEqual(app.softwareKeyboard.keys.count, 0)
    }

    func test_attachingAHardwareKeyboard_hidesTheSoftwareKeyboard() async {
        focusedKeyInput()
        waitForKeyboardSlide()
        let recorder = KeyboardNotificationRecorder(app: app)
        app.isHardwareKeyboardAttached = true
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willHide"])
        XCTAssertFalse(app.softwareKeyboard.isVisible)
    }
}
