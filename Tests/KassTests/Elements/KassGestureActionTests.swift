import Foundation
@testable import Kass
import XCTest

/// Gesture actions reach UIKit-style recognizers with the right parameters.
@MainActor
final class KassGestureActionTests: KassDSLTestCase {
    /// What the canvas's recognizers saw.
    @MainActor
    final class GestureLog {
        var recognized: [String] = []
        var pinchScale: CGFloat = 0
        var rotation: CGFloat = 0
        var panTranslation: CGPoint = .zero
        var submissions = 0
    }

    private var log: GestureLog!

    private func startCanvas() {
        let log = GestureLog()
        self.log = log
        start(ClosureApp.app("Canvas") { root, _ in
            let canvas = UIView(frame: CGRect(x: 40, y: 150, width: 300, height: 300))
            canvas.accessibilityIdentifier = "canvas"
            canvas.isAccessibilityElement = true
            canvas.accessibilityTraits = .allowsDirectInteraction
            root.view.addSubview(canvas)
            let double = UITapGestureRecognizer { recognizer in if recognizer.state == .ended { log.recognized.append("doubleTap") } }
            double.numberOfTapsRequired = 2
            canvas.addGestureRecognizer(double)
            let twoFinger = UITapGestureRecognizer { recognizer in if recognizer.state == .ended { log.recognized.append("twoFingerTap") } }
            twoFinger.numberOfTouchesRequired = 2
            canvas.addGestureRecognizer(twoFinger)
            canvas.addGestureRecognizer(
                UILongPressGestureRecognizer { recognizer in if recognizer.state == .began { log.recognized.append("longPress") } }
            )
            canvas.addGestureRecognizer(UIPinchGestureRecognizer { recognizer in
                if recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer {
                    log.pinchScale = pinch.scale
                    log.recognized.append("pinch")
                }
            })
            canvas.addGestureRecognizer(UIRotationGestureRecognizer { recognizer in
                if recognizer.state == .ended, let rotation = recognizer as? UIRotationGestureRecognizer {
                    log.rotation = rotation.rotation
                    log.recognized.append("rotate")
                }
            })
            let swipe = UISwipeGestureRecognizer { recognizer in if recognizer.state == .ended { log.recognized.append("swipeLeft") } }
            swipe.direction = .left
            canvas.addGestureRecognizer(swipe)
            let submit = makeButton(
                "submit", title: "Pay", frame: CGRect(x: 40, y: 500, width: 300, height: 44), in: root.view
            ) { log.submissions += 1 }
            submit.isExclusiveTouch = false
        })
    }

    func test_doubleTap_isRecognizedByATwoTapRecognizer() async {
        startCanvas()
        screen().element("canvas").doubleTap()
        XCTAssertEqual(log.recognized, ["doubleTap"])
        XCTAssertEqual(capture.messages, [])
    }

    func test_longPress_beginsALongPress() async {
        startCanvas()
        screen().element("canvas").longPress(duration: 1)
        XCTAssertEqual(log.recognized, ["longPress"])
    }

    func test_twoFingerTap_isRecognizedByATwoTouchRecognizer() async {
        startCanvas()
        screen().element("canvas").twoFingerTap()
        XCTAssertEqual(log.recognized, ["twoFingerTap"])
    }

    func test_pinch_scalesByTheGivenFactor() async {
        startCanvas()
        screen().element("canvas").pinch(scale: 2)
        XCTAssertEqual(log.recognized, ["pinch"])
        XCTAssertEqual(log.pinchScale, 2, accuracy: 0.05)
    }

    func test_pinch_rejectsANonPositiveScale() async {
        startCanvas()
        screen().element("canvas").pinch(scale: 0)
        XCTAssertEqual(summaries, ["Kass: element \"canvas\" — pinch(scale: 0.0) failed: the scale must be a positive finite number"])
    }

    func test_rotate_turnsByTheAngle() async {
        startCanvas()
        screen().element("canvas").rotate(angle: .pi / 2)
        XCTAssertEqual(log.recognized, ["rotate"])
        XCTAssertEqual(log.rotation, .pi / 2, accuracy: 0.05)
    }

    func test_swipe_isRecognizedInItsDirection() async {
        startCanvas()
        screen().element("canvas").swipe(.left)
        XCTAssertEqual(log.recognized, ["swipeLeft"])
    }

    func test_rapidTap_deliversEveryTapWithoutRechecking() async {
        startCanvas()
        screen().button("submit").rapidTap(times: 3)
        XCTAssertEqual(log.submissions, 3)
        XCTAssertEqual(capture.messages, [])
    }

    func test_rapidTap_rejectsZeroTimes() async {
        startCanvas()
        screen().button("submit").rapidTap(times: 0)
        XCTAssertEqual(summaries, ["Kass: button \"submit\" — rapidTap(times: 0) failed: times must be at least 1"])
        XCTAssertEqual(log.submissions, 0)
    }

    func test_dragBy_movesAPanFromTheElement() async {
        startCanvas()
        var translation = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer { translation = pan.translation(in: nil) }
        }
        session.application?.keyWindow?.addGestureRecognizer(pan)
        screen().button("submit").drag(by: CGVector(dx: 0, dy: -200))
        // The pan's 10 pt hysteresis is not part of its translation (as on UIKit).
        XCTAssertEqual(translation.y, -190, accuracy: 1)
    }
}
