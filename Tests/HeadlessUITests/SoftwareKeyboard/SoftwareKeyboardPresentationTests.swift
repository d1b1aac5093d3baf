import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SoftwareKeyboardPresentationTests: HeadlessTestCase {
    private var softKeyboard: SoftwareKeyboard { app.softwareKeyboard }

    func test_keyInputBecomingFirstResponder_showsKeyboardAtTheBottom336PointsTall() async {
        focusedKeyInput()
        XCTAssertTrue(softKeyboard.isVisible)
        XCTAssertEqual(softKeyboard.frame, CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
    }

    func test_keyboard_slidesUpOverAQuarterSecond() async {
        focusedKeyInput()
        await app.runLoop.run(for: 0.1)
        XCTAssertTrue(softKeyboard.isAnimating)
        XCTAssertGreaterThan(softKeyboard.presentationFrame.minY, softKeyboard.frame.minY + 1, "not fully up after 0.1 s")
        XCTAssertLessThan(softKeyboard.presentationFrame.minY, 852, "already moving after 0.1 s")
        await app.runLoop.run(for: 0.15)
        XCTAssertFalse(softKeyboard.isAnimating)
        XCTAssertEqual(softKeyboard.presentationFrame, softKeyboard.frame)
    }

    func test_keyboard_coversABottomButtonUntilTheInputResigns() async {
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        place(button, frame: CGRect(x: 40, y: 720, width: 300, height: 60))
        let point = CGPoint(x: 190, y: 750)
        let input = focusedKeyInput()
        waitForKeyboardSlide()

        let hit = softKeyboard.window?.hitTest(softKeyboard.window!.convert(point, from: nil), with: nil)
        XCTAssertEqual((hit as? SoftwareKeyboardKeyView)?.kind, .space, "the space bar is on top of the button")
        fingers.tap(point)
        XCTAssertEqual(taps, 0, "the covered button gets no tap")
        XCTAssertEqual(input.text, " ", "the key under the finger typed")

        input.resignFirstResponder()
        waitForKeyboardSlide()
        fingers.tap(point)
        XCTAssertEqual(taps, 1, "the button is hittable again once the keyboard is down")
    }

    func test_touchBetweenKeys_doesNotReachTheViewUnderTheKeyboard() async {
        let under = place(RecordingView(), frame: CGRect(x: 0, y: 600, width: 393, height: 252))
        focusedKeyInput()
        waitForKeyboardSlide()
        fingers.tap(CGPoint(x: 196, y: 830))  // below the rows: the globe/dictation area
        XCTAssertEqual(under.log, [])
    }

    func test_touchAboveTheKeyboard_reachesTheApp() async {
        let above = place(RecordingView(), frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        focusedKeyInput()
        waitForKeyboardSlide()
        fingers.tap(CGPoint(x: 100, y: 350))
        XCTAssertEqual(above.log, ["began 1", "ended 1"])
    }

    func test_resigning_slidesTheKeyboardDownAndHidesItsWindow() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        input.resignFirstResponder()
        XCTAssertFalse(softKeyboard.isVisible)
        XCTAssertEqual(softKeyboard.frame.minY, 852, "the model frame is below the screen at once")
        await app.runLoop.run(for: 0.1)
        XCTAssertLessThan(softKeyboard.presentationFrame.minY, 852, "still sliding down")
        await app.runLoop.run(for: 0.15)
        XCTAssertEqual(softKeyboard.window?.isHidden, true)
        XCTAssertEqual(softKeyboard.keys.count, 0)
    }

    func test_responderThatIsNotATextInput_showsNoKeyboard() async {
        let plain = place(PlainFirstResponderView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(plain.becomeFirstResponder())
        XCTAssertFalse(softKeyboard.isVisible)
        XCTAssertNil(softKeyboard.window)
    }

    func test_keyboardWindow_staysOutOfTheKeyWindowRoleAboveAlerts() async {
        focusedKeyInput()
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertTrue(app.windows.last === softKeyboard.window)
        XCTAssertGreaterThan(softKeyboard.window!.windowLevel, UIWindow.Level.alert)
    }

    func test_focusMovingBetweenInputs_keepsTheKeyboardUp() async {
        let first = focusedKeyInput(y: 100)
        let second = place(ConfigurableKeyInputView(), frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        waitForKeyboardSlide()
        let recorder = KeyboardNotificationRecorder(app: app)
        XCTAssertTrue(second.becomeFirstResponder())
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(softKeyboard.isVisible)
        XCTAssertEqual(recorder.names, [], "same height: no hide/show, no frame change")
    }

    func test_focusMovingToANumberPad_changesTheFrameWithoutHiding() async {
        focusedKeyInput(y: 100)
        let digits = ConfigurableKeyInputView()
        digits.keyboardType = .numberPad
        place(digits, frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        waitForKeyboardSlide()
        let recorder = KeyboardNotificationRecorder(app: app)
        digits.becomeFirstResponder()
        waitForKeyboardSlide()
        recorder.stop()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        XCTAssertEqual(recorder.entries.first?.end, CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
    }

    func test_inputAccessoryView_showsAboveTheKeys() async {
        let input = ConfigurableKeyInputView()
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        input.accessory = toolbar
        place(input, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        input.becomeFirstResponder()
        waitForKeyboardSlide()
        XCTAssertEqual(softKeyboard.frame, CGRect(x: 0, y: 852 - 380, width: 393, height: 380))
        XCTAssertEqual(toolbar.convert(toolbar.bounds, to: nil), CGRect(x: 0, y: 852 - 380, width: 393, height: 44))
        XCTAssertTrue(softKeyboard.accessoryView === toolbar)
    }

    func test_inputView_replacesTheKeys() async {
        let input = ConfigurableKeyInputView()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 216))
        input.customInputView = picker
        place(input, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        input.becomeFirstResponder()
        waitForKeyboardSlide()
        XCTAssertEqual(softKeyboard.keys.count, 0)
        XCTAssertEqual(softKeyboard.frame.height, 216 + 34, "the input view plus the bottom safe area")
        XCTAssertEqual(picker.convert(picker.bounds, to: nil).minY, 852 - 250)
    }

    func test_reloadInputViews_appliesANewAccessoryView() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        input.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        input.reloadInputViews()
        XCTAssertEqual(softKeyboard.frame.height, 386)
    }

    func test_inputAccessoryViewWithInvalidHeight_isReportedAndShownZeroTall() async {
        let input = ConfigurableKeyInputView()
        final class BadHeightView: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: .nan) }
        }
        input.accessory = BadHeightView()
        place(input, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        input.becomeFirstResponder()
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(softKeyboard.frame.height, 336)
    }
}
