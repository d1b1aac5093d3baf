import Foundation
import Kass

/// Small apps for the examples of Guide/Kass/Actions.md that the fixtures do not cover.
extension KassApp {
    /// One target view per gesture (`gestures.doubleTap`, `.longPress`, `.twoFingerTap`, `.swipe`,
    /// `.pinch`, `.rotate`), a draggable `gestures.card` with a drop zone `gestures.zone`, and a
    /// `gestures.pay` button without a double-submit guard. `gestures.last` names the last gesture
    /// recognized (`double tap`, `long press`, `two-finger tap`, `swipe left`, `zoom in`, `zoom out`,
    /// `rotate clockwise`, `moved`, `dropped`); `gestures.payments` reads "Payments: N".
    static let gestures = KassApp(name: "Gestures") {
        ClosureApp { root, _ in GuideGesturesScreen.build(in: root.view) }
    }

    /// The troubleshooting screen: a disabled `trouble.disabled` button, a `trouble.covered` button
    /// under an opaque `trouble.cover`, a `trouble.locked` field that refuses editing, a
    /// `trouble.status` label and a `trouble.help` button.
    static let trouble = KassApp(name: "Trouble") {
        ClosureApp { root, _ in
            let disabled = makeButton("trouble.disabled", title: "Pay", frame: CGRect(x: 20, y: 100, width: 160, height: 44), in: root.view)
            disabled.isEnabled = false
            _ = makeButton("trouble.covered", title: "Delete", frame: CGRect(x: 20, y: 160, width: 160, height: 44), in: root.view)
            let cover = UIView(frame: CGRect(x: 0, y: 150, width: 393, height: 70))
            cover.backgroundColor = .white
            cover.accessibilityIdentifier = "trouble.cover"
            root.view.addSubview(cover)
            let locked = GuideLockedField(frame: CGRect(x: 20, y: 240, width: 300, height: 44))
            locked.accessibilityIdentifier = "trouble.locked"
            locked.borderStyle = .roundedRect
            root.view.addSubview(locked)
            makeLabel("trouble.status", text: "Ready", frame: CGRect(x: 20, y: 300, width: 300, height: 30), in: root.view)
            _ = makeButton("trouble.help", title: "Help", frame: CGRect(x: 20, y: 340, width: 160, height: 44), in: root.view)
        }
    }
}

/// A text field that never becomes the first responder (as one whose delegate refuses editing).
final class GuideLockedField: UITextField {
    override var canBecomeFirstResponder: Bool { false }
}

/// Builds the gestures screen.
@MainActor
enum GuideGesturesScreen {
    static func build(in view: UIView) {
        let last = makeLabel("gestures.last", text: "none", frame: CGRect(x: 20, y: 60, width: 350, height: 30), in: view)
        func target(_ identifier: String, _ frame: CGRect, _ recognizer: UIGestureRecognizer) {
            let target = UIView(frame: frame)
            target.backgroundColor = .systemGray
            target.isAccessibilityElement = true
            target.accessibilityIdentifier = identifier
            target.accessibilityLabel = identifier
            target.addGestureRecognizer(recognizer)
            view.addSubview(target)
        }
        let doubleTap = UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { last.text = "double tap" }
        }
        doubleTap.numberOfTapsRequired = 2
        target("gestures.doubleTap", CGRect(x: 20, y: 100, width: 170, height: 110), doubleTap)
        target("gestures.longPress", CGRect(x: 203, y: 100, width: 170, height: 110), UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { last.text = "long press" }
        })
        let twoFingers = UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { last.text = "two-finger tap" }
        }
        twoFingers.numberOfTouchesRequired = 2
        target("gestures.twoFingerTap", CGRect(x: 20, y: 220, width: 170, height: 110), twoFingers)
        let swipe = UISwipeGestureRecognizer { recognizer in
            if recognizer.state == .ended { last.text = "swipe left" }
        }
        swipe.direction = .left
        target("gestures.swipe", CGRect(x: 203, y: 220, width: 170, height: 110), swipe)
        target("gestures.pinch", CGRect(x: 20, y: 340, width: 353, height: 150), UIPinchGestureRecognizer { recognizer in
            guard recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            last.text = pinch.scale > 1 ? "zoom in" : "zoom out"
        })
        target("gestures.rotate", CGRect(x: 20, y: 500, width: 353, height: 150), UIRotationGestureRecognizer { recognizer in
            guard recognizer.state == .ended, let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            last.text = rotation.rotation > 0 ? "rotate clockwise" : "rotate counterclockwise"
        })
        let zone = UIView(frame: CGRect(x: 223, y: 670, width: 150, height: 90))
        zone.backgroundColor = .systemGreen
        zone.isAccessibilityElement = true
        zone.accessibilityIdentifier = "gestures.zone"
        view.addSubview(zone)
        let card = UIView(frame: CGRect(x: 20, y: 690, width: 80, height: 50))
        card.backgroundColor = .systemBlue
        card.isAccessibilityElement = true
        card.accessibilityIdentifier = "gestures.card"
        var start = CGPoint.zero
        card.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            switch pan.state {
            case .began: start = card.center
            case .changed, .ended:
                let moved = pan.translation(in: view)
                card.center = CGPoint(x: start.x + moved.x, y: start.y + moved.y)
                if pan.state == .ended { last.text = zone.frame.contains(card.center) ? "dropped" : "moved" }
            default: break
            }
        })
        view.addSubview(card)
        var payments = 0
        let paymentsLabel = makeLabel(
            "gestures.payments", text: "Payments: 0", frame: CGRect(x: 140, y: 780, width: 200, height: 30), in: view
        )
        _ = makeButton("gestures.pay", title: "Pay", frame: CGRect(x: 20, y: 775, width: 100, height: 40), in: view) {
            payments += 1
            paymentsLabel.text = "Payments: \(payments)"
        }
    }
}
