import Foundation
import Hammer

/// Input actions: each runs within one budget, retries only its preconditions (found once, in view,
/// not under the keyboard, visible, enabled, stable, hittable) and delivers the input once.
extension KassElement {
    /// Taps the element at its activation point.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("tap", on: self, file: file, line: line) { node, generator in
            try generator.fingerTap(at: node.hitPoint)
        }
    }

    /// Scrolls the element into view without touching it, as a user flicks a list to find a row:
    /// the scroll view that holds it is swiped until it shows, and a row a list has not created
    /// yet is found by walking the list page by page. Passes when the element is visible and still
    /// is once the scrolling settles (enabled or covered does not matter). Assertions never scroll,
    /// so use it before asserting on a row that may be out of view:
    ///
    /// ```swift
    /// pantry.item("Oats").scrollIntoView()
    /// pantry.item("Oats").assertLabelContains("2 left")
    /// ```
    public func scrollIntoView(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction(
            "scrollIntoView", on: self, needs: .visibility, file: file, line: line,
            deliver: { _, _ in },
            readBack: { snapshot in
                check(in: snapshot) { node in
                    guard let reason = node.notVisibleReason else { return .satisfied(()) }
                    return .unsatisfied(
                        KassShortfall(reason: .notVisible(reason), state: KassElementState.describe(node), elementFound: true)
                    )
                }
            }
        )
    }

    /// Double-taps the element.
    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("doubleTap", on: self, file: file, line: line) { node, generator in
            try generator.fingerDoubleTap(at: node.hitPoint)
        }
    }

    /// Presses the element for `duration` seconds (default: the engine's long-press duration).
    public func longPress(duration: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("longPress", on: self, file: file, line: line) { node, generator in
            try generator.fingerLongPress(at: node.hitPoint, duration: duration)
        }
    }

    /// Taps the element with two fingers at once.
    public func twoFingerTap(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("twoFingerTap", on: self, file: file, line: line) { node, generator in
            try generator.twoFingerTap(at: node.hitPoint)
        }
    }

    /// Swipes on the element in `direction`. The finger goes down where a user's would: when the
    /// keyboard covers the element's centre but not all of it (a list below a search field being
    /// edited), on the part above the keyboard, which stays up, so whatever puts it away (a list's
    /// `keyboardDismissMode`) is the app's doing; only an element wholly under the keyboard has the
    /// keyboard put away first.
    public func swipe(_ direction: SwipeDirection, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("swipe(\(direction))", on: self, touchArea: .anywhere, file: file, line: line) { node, generator in
            try generator.fingerSwipe(at: node.hitPoint, direction: direction)
        }
    }

    /// Drags the element by `offset` points over `duration` seconds. On a scroll view, like
    /// ``swipe(_:file:line:)``, it starts above the keyboard when the keyboard covers the view's centre
    /// but not all of it, and leaves the keyboard up (a list's interactive dismissal is then the app's
    /// doing); any other element (a slider, whose thumb is where the drag must start) has the keyboard
    /// put away first.
    public func drag(by offset: CGVector, duration: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let name = "drag(by: \(offset.dx), \(offset.dy))"
        session.performAction(name, on: self, touchArea: .anywhereInScrollView, file: file, line: line) { node, generator in
            let start = node.hitPoint
            try generator.fingerDrag(from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), duration: duration)
        }
    }

    /// Drags the element onto `target` (resolved in the same snapshot; it must be present).
    public func drag(to target: KassElement, duration: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("drag(to: \(target))", on: self, file: file, line: line) { node, generator in
            guard let snapshot = session.takeSnapshot(), case .found(let destination) = target.resolve(in: snapshot) else {
                throw KassDeliveryError(.dragTargetMissing("\(target)"))
            }
            try generator.fingerDrag(from: node.hitPoint, to: destination.activationPoint, duration: duration)
        }
    }

    /// Pinches on the element: the fingers' distance changes by `scale` (2 zooms in, 0.5 out).
    public func pinch(scale: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard scale.isFinite, scale > 0 else {
            return session.fail(
                KassFailure(element: description, action: "pinch(scale: \(scale))", reason: .misuse(.scaleNotPositive)),
                file: file, line: line
            )
        }
        session.performAction("pinch(scale: \(scale))", on: self, file: file, line: line) { node, generator in
            let start: CGFloat = scale >= 1 ? 60 : 200
            try generator.fingerPinch(at: node.hitPoint, fromDistance: start, toDistance: start * scale)
        }
    }

    /// Rotates two fingers on the element by `angle` radians (positive is clockwise on screen).
    public func rotate(angle: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("rotate(angle: \(angle))", on: self, file: file, line: line) { node, generator in
            try generator.fingerRotate(at: node.hitPoint, angle: angle)
        }
    }

    /// Pulls the element (a scroll view or table with a `UIRefreshControl`) down far enough to
    /// start refreshing. Fails when it has no refresh control.
    public func pullToRefresh(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("pullToRefresh", on: self, file: file, line: line) { node, generator in
            guard let scrollView = node.object as? UIScrollView else {
                throw KassDeliveryError(.notA(control: "scroll view", actual: node.noun))
            }
            guard scrollView.refreshControl != nil else {
                throw KassDeliveryError(.noRefreshControl)
            }
            let frame = node.visibleFrame
            let start = CGPoint(x: frame.midX, y: frame.minY + min(40, frame.height / 4))
            let end = CGPoint(x: start.x, y: min(frame.maxY - 1, start.y + Self.pullDistance))
            try generator.fingerDrag(from: start, to: end, duration: 0.6)
        }
    }

    /// How far `pullToRefresh` drags: beyond UIKit's refresh threshold even after rubber-banding.
    static let pullDistance: CGFloat = 500

    /// Taps the element `times` times on one spot at `config.rapidTapRate` taps per second, checking
    /// preconditions once and never in between (to provoke double submits).
    public func rapidTap(times: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard times > 0 else {
            return session.fail(
                KassFailure(element: description, action: "rapidTap(times: \(times))", reason: .misuse(.rapidTapTimesBelowOne)),
                file: file, line: line
            )
        }
        let interval = 1 / max(1, session.effectiveConfig.rapidTapRate)
        session.performAction("rapidTap(times: \(times))", on: self, file: file, line: line) { node, generator in
            for tap in 0..<times {
                if tap > 0 { try generator.wait(max(0, interval - generator.settings.tapDuration)) }
                try generator.fingerTap(at: node.hitPoint)
            }
        }
    }
}

/// Why an action could not deliver its input (reported as the action's failure).
struct KassDeliveryError: Error, CustomStringConvertible {
    /// Why, as data.
    let delivery: KassFailure.Delivery

    init(_ delivery: KassFailure.Delivery) {
        self.delivery = delivery
    }

    var description: String { KassFailureMessages.text(delivery) }

    /// Why `error` (thrown while delivering) stopped the input: a delivery error's reason, or the
    /// event generator's error.
    static func delivery(of error: any Error) -> KassFailure.Delivery {
        (error as? KassDeliveryError)?.delivery ?? .generator("\(error)")
    }
}
