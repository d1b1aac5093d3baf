import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `keyboardDismissMode` with the real software keyboard (iPhone: 393 × 852, keyboard top at 516).
@MainActor
final class ScrollViewKeyboardDismissTests: HeadlessTestCase {
    private let keyboardTop: CGFloat = 852 - 336

    private final class RefusingDelegate: UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    /// A full-screen scroll view scrolled to 500 of 3000, with a focused field in its content and the
    /// keyboard up.
    @discardableResult
    private func makeScene(_ mode: UIScrollView.KeyboardDismissMode) -> (UIScrollView, UITextField) {
        let scrollView = place(UIScrollView(), frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 620, width: 300, height: 40))
        scrollView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        waitForKeyboardSlide()
        XCTAssertTrue(app.softwareKeyboard.isVisible)
        return (scrollView, field)
    }

    /// Finger 1 goes down at `start` and moves straight down to each y in `path`, one frame apart.
    private func drag(from start: CGPoint, through path: [CGFloat]) {
        fingers.down(start)
        for y in path {
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: start.x, y: y))
        }
    }

    private func lift(at point: CGPoint, holdingFrames: Int = 0) {
        app.runLoop.runFrames(max(1, holdingFrames))
        fingers.up(point)
    }

    // MARK: .onDrag

    func test_onDrag_dragHidesTheSoftwareKeyboard() async {
        let (_, field) = makeScene(.onDrag)
        let recorder = KeyboardNotificationRecorder(app: app)
        defer { recorder.stop() }
        fingers.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), steps: 5, lift: false)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(app.softwareKeyboard.isVisible)
        XCTAssertEqual(recorder.names.prefix(2), ["willChangeFrame", "willHide"])
        lift(at: CGPoint(x: 200, y: 200))
        waitForKeyboardSlide()
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, 852, "slid off the screen")
        XCTAssertTrue(app.softwareKeyboard.window?.isHidden ?? true)
    }

    func test_onDrag_touchThatDoesNotScroll_keepsTheKeyboard() async {
        let (_, field) = makeScene(.onDrag)
        fingers.tap(CGPoint(x: 200, y: 300))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(app.softwareKeyboard.isVisible)
    }

    func test_none_dragKeepsTheKeyboard() async {
        let (scrollView, field) = makeScene(.none)
        fingers.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), steps: 10)
        XCTAssertGreaterThan(500, scrollView.contentOffset.y, "it scrolled")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, keyboardTop)
    }

    // MARK: .interactive

    func test_interactive_dragAboveTheKeyboard_leavesItInPlace() async {
        let (scrollView, field) = makeScene(.interactive)
        fingers.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), steps: 10)
        XCTAssertLessThan(scrollView.contentOffset.y, 500, "the content scrolled")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(app.softwareKeyboard.isInteractivelyDismissing)
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, keyboardTop)
    }

    func test_interactive_fingerPastTheKeyboardTop_pullsTheKeyboardWithoutNotifications() async {
        makeScene(.interactive)
        let recorder = KeyboardNotificationRecorder(app: app)
        defer { recorder.stop() }
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 560, 640])
        let keyboard = app.softwareKeyboard
        XCTAssertTrue(keyboard.isInteractivelyDismissing)
        XCTAssertEqual(keyboard.presentationFrame.minY, 640, "the keyboard's top is under the finger")
        XCTAssertEqual(keyboard.frame.minY, keyboardTop, "the resting frame is unchanged")
        XCTAssertEqual(recorder.names, [], "iOS posts nothing while the finger drags the keyboard")
        await app.runLoop.runFrames(1)
        fingers.move(CGPoint(x: 200, y: 580))
        XCTAssertEqual(keyboard.presentationFrame.minY, 580, "it follows back up")
        await app.runLoop.runFrames(1)
        fingers.move(CGPoint(x: 200, y: 300))
        XCTAssertEqual(keyboard.presentationFrame.minY, keyboardTop, "never above its resting place")
    }

    func test_interactive_draggedKeyboardKeysAreHittableWhereTheyAre() async {
        makeScene(.interactive)
        drag(from: CGPoint(x: 200, y: 300), through: [500, 600, 700])
        let keyboardWindow = app.softwareKeyboard.window!
        XCTAssertNil(keyboardWindow.hitTest(CGPoint(x: 200, y: 650), with: nil), "the area it left is uncovered")
        XCTAssertNotNil(keyboardWindow.hitTest(CGPoint(x: 200, y: 710), with: nil))
    }

    func test_interactive_releaseWithADownwardFlick_hidesTheKeyboard() async {
        let (_, field) = makeScene(.interactive)
        let recorder = KeyboardNotificationRecorder(app: app)
        defer { recorder.stop() }
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 600, 700])
        lift(at: CGPoint(x: 200, y: 700))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(app.softwareKeyboard.isVisible)
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willHide"])
        XCTAssertEqual(recorder.entries.last?.begin?.minY, 700, "the hide starts where the finger left the keyboard")
        waitForKeyboardSlide()
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, 852)
    }

    func test_interactive_releaseNearTheTopWithoutSpeed_bringsTheKeyboardBack() async {
        let (_, field) = makeScene(.interactive)
        let recorder = KeyboardNotificationRecorder(app: app)
        defer { recorder.stop() }
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 540, 560, 560])
        lift(at: CGPoint(x: 200, y: 560), holdingFrames: 20)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(app.softwareKeyboard.isVisible)
        XCTAssertFalse(app.softwareKeyboard.isInteractivelyDismissing)
        XCTAssertEqual(recorder.names, ["willChangeFrame", "willShow"])
        XCTAssertEqual(recorder.entries.last?.begin?.minY, 560)
        waitForKeyboardSlide()
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, keyboardTop)
    }

    func test_interactive_slowReleasePastHalfTheKeyboard_hidesIt() async {
        let (_, field) = makeScene(.interactive)
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 600, 700, 720, 720])
        lift(at: CGPoint(x: 200, y: 720), holdingFrames: 20)
        XCTAssertFalse(field.isFirstResponder)
    }

    func test_interactive_firstResponderRefusingToResign_keepsTheKeyboard() async {
        let (_, field) = makeScene(.interactive)
        let delegate = RefusingDelegate()
        field.delegate = delegate
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 600, 700])
        lift(at: CGPoint(x: 200, y: 700))
        XCTAssertTrue(field.isFirstResponder)
        waitForKeyboardSlide()
        XCTAssertEqual(app.softwareKeyboard.presentationFrame.minY, keyboardTop, "it slid back up")
    }

    func test_interactive_keyboardLayoutGuideFollowsTheDrag() async {
        makeScene(.interactive)
        var tops: [CGFloat] = []
        window.keyboardLayoutGuide.addChangeHandler { guide in tops.append(guide.layoutFrame.minY) }
        drag(from: CGPoint(x: 200, y: 300), through: [500, 600, 650])
        XCTAssertEqual(tops, [600, 650])
        XCTAssertEqual(window.keyboardLayoutGuide.layoutFrame.minY, 650)
    }

    func test_interactive_shortContent_needsAlwaysBounceVerticalToDrag() async {
        let (scrollView, field) = makeScene(.interactive)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.contentOffset = .zero
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 600, 700])
        XCTAssertFalse(app.softwareKeyboard.isInteractivelyDismissing, "a scroll view that cannot scroll does not drag")
        lift(at: CGPoint(x: 200, y: 700))
        XCTAssertTrue(field.isFirstResponder)

        scrollView.alwaysBounceVertical = true
        drag(from: CGPoint(x: 200, y: 300), through: [400, 500, 600, 700])
        XCTAssertTrue(app.softwareKeyboard.isInteractivelyDismissing)
        lift(at: CGPoint(x: 200, y: 700))
        XCTAssertFalse(field.isFirstResponder)
    }
}
