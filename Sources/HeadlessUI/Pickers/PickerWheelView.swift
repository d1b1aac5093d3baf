import Foundation

/// One wheel (component) of a ``UIPickerView``: a clipped strip of rows scrolled by its bounds
/// origin, spun by its own pan recognizer, coasting and snapping on the runtime clock.
///
/// - Only rows that intersect the visible strip exist; a row leaving it goes to a reuse pool and is
///   offered back to the delegate's `viewForRow(_:forComponent:reusing:)`.
/// - Dragging moves the content with the finger (past an end, with UIKit's rubber band). On release
///   the wheel coasts to the row nearest the projected rest (``PickerWheelGeometry``) and settles
///   there (``PickerWheelMotion``); a release without velocity snaps to the nearest row.
/// - A touch on a moving wheel stops it; lifting that finger without dragging snaps to the nearest row.
/// - A tap on a row above or below the selection indicator scrolls that row into it.
@MainActor
final class PickerWheelView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    private weak var picker: UIPickerView?
    /// The component this wheel shows.
    private(set) var component: Int
    /// Rows, row height and visible height.
    private(set) var wheelGeometry = PickerWheelGeometry(rowHeight: UIPickerView.defaultRowHeight, rowCount: 0, visibleHeight: 0)
    private var rowViews: [Int: UIView] = [:]
    private var reusableViews: [UIView] = []
    private var motion: PickerWheelMotion?
    private var motionTicker: ScheduledWork?
    private var dragStartOffset: CGFloat = 0
    private var caughtMovingWheel = false
    private var caughtMotionWasUserInitiated = false
    /// The wheel's pan recognizer.
    let panRecognizer = UIPanGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        clipsToBounds = true
        let pan = panRecognizer
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        pan.name = "UIPickerView wheel \(component)"
        addGestureRecognizer(pan)
    }

    // MARK: Offset and rows

    /// How far the content is scrolled: row `r` is under the selection indicator at `r × rowHeight`.
    var offset: CGFloat { bounds.origin.y }

    /// Whether the wheel is coasting or animating.
    var isMoving: Bool { motion != nil }

    /// The distance from the top of the strip to the top of row 0 when it is centred.
    private var rowInset: CGFloat { (bounds.height - wheelGeometry.rowHeight) / 2 }

    /// The frame of `row` in the wheel's (scrolled) coordinates.
    func rowFrame(_ row: Int) -> CGRect {
        CGRect(x: 0, y: rowInset + CGFloat(row) * wheelGeometry.rowHeight, width: bounds.width, height: wheelGeometry.rowHeight)
    }

    /// The view showing `row`, if it is visible.
    func visibleView(forRow row: Int) -> UIView? { rowViews[row] }

    /// Sets the row count and height; rebuilds every row view and rests on `row` (stopping any motion).
    func configure(rowCount: Int, rowHeight: CGFloat, restingOn row: Int) {
        stopMotion()
        wheelGeometry = PickerWheelGeometry(rowHeight: rowHeight, rowCount: rowCount, visibleHeight: bounds.height)
        for (_, view) in rowViews { recycle(view) }
        rowViews.removeAll()
        setOffset(wheelGeometry.offset(forRow: Swift.max(0, row)))
    }

    /// Whether the wheel already shows `rowCount` rows of `rowHeight`.
    func shows(rowCount: Int, rowHeight: CGFloat) -> Bool {
        wheelGeometry.rowCount == rowCount && wheelGeometry.rowHeight == rowHeight
    }

    private func setOffset(_ newOffset: CGFloat) {
        bounds = CGRect(origin: CGPoint(x: 0, y: newOffset), size: bounds.size)
        wheelGeometry.visibleHeight = bounds.height
        updateVisibleRows()
    }

    private func updateVisibleRows() {
        guard wheelGeometry.rowCount > 0, wheelGeometry.rowHeight > 0, bounds.height > 0 else {
            for (_, view) in rowViews { recycle(view) }
            rowViews.removeAll()
            return
        }
        let first = Swift.max(0, Int(((offset - rowInset) / wheelGeometry.rowHeight).rounded(.down)))
        let last = Swift.min(
            wheelGeometry.rowCount - 1, Int(((offset + bounds.height - rowInset) / wheelGeometry.rowHeight).rounded(.up)) - 1
        )
        let visible = first <= last ? first...last : 1...0
        for (row, view) in rowViews where !visible.contains(row) {
            rowViews[row] = nil
            recycle(view)
        }
        guard let picker, first <= last else { return }
        for row in visible where rowViews[row] == nil {
            let view = picker.makeRowView(row: row, component: component, reusing: reusableViews.popLast())
            view.frame = rowFrame(row)
            if view.superview !== self { addSubview(view) }
            rowViews[row] = view
        }
    }

    private func recycle(_ view: UIView) {
        view.removeFromSuperview()
        reusableViews.append(view)
    }

    // MARK: Moving

    /// Brings `row` under the selection indicator, at once or with a 0.3 s animation on the clock.
    func scroll(toRow row: Int, animated: Bool, userInitiated: Bool) {
        let target = wheelGeometry.offset(forRow: row)
        guard animated, target != offset else {
            stopMotion()
            setOffset(target)
            if userInitiated { settle() }
            return
        }
        start(
            PickerWheelMotion(kind: .animation, startOffset: offset, targetOffset: target, startTime: now, isUserInitiated: userInitiated)
        )
    }

    private var now: TimeInterval { owningApplication?.clock.seconds ?? 0 }

    private func start(_ newMotion: PickerWheelMotion) {
        stopMotion()
        guard let application = owningApplication else {
            setOffset(newMotion.targetOffset)
            settle(userInitiated: newMotion.isUserInitiated)
            return
        }
        motion = newMotion
        motionTicker = application.scheduler.schedule(
            after: HeadlessRunLoop.frameInterval, repeatingEvery: HeadlessRunLoop.frameInterval,
            label: "\(self.picker?.debugName ?? "UIPickerView") wheel \(self.component) motion"
        ) { [weak self] in
            self?.advanceMotion()
        }
    }

    private func advanceMotion() {
        guard let motion else { return }
        let (position, finished) = motion.offset(at: now)
        setOffset(position)
        if finished {
            stopMotion()
            settle(userInitiated: motion.isUserInitiated)
        }
    }

    /// Stops coasting or animating where the wheel is (no selection callback).
    func stopMotion() {
        motionTicker?.cancel()
        motionTicker = nil
        motion = nil
    }

    private func settle(userInitiated: Bool = true) {
        picker?.wheelDidSettle(component: component, row: wheelGeometry.nearestRow(toOffset: offset), userInitiated: userInitiated)
    }

    /// Snaps to the nearest row with an animation (or at once when already there).
    private func snapToNearestRow(userInitiated: Bool) {
        let row = wheelGeometry.nearestRow(toOffset: offset)
        guard row >= 0 else { return }
        scroll(toRow: row, animated: true, userInitiated: userInitiated)
    }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            caughtMovingWheel = false
            dragStartOffset = offset
        case .changed:
            setOffset(wheelGeometry.rubberBanded(dragStartOffset - pan.translation(in: self).y))
        case .ended:
            release(velocity: -pan.velocity(in: self).y)
        case .cancelled, .failed:
            snapToNearestRow(userInitiated: true)
        default:
            break
        }
    }

    private func release(velocity: CGFloat) {
        guard wheelGeometry.rowCount > 0 else { return }
        let beyondEnds = offset < 0 || offset > wheelGeometry.maximumOffset
        guard velocity != 0 || beyondEnds else { return snapToNearestRow(userInitiated: true) }
        let row = wheelGeometry.restingRow(releasedAt: offset, velocity: beyondEnds ? 0 : velocity)
        let target = wheelGeometry.offset(forRow: row)
        guard target != offset else { return settle() }
        start(PickerWheelMotion(kind: .deceleration, startOffset: offset, targetOffset: target, startTime: now, isUserInitiated: true))
    }

    // MARK: Touches (catching a moving wheel, tapping a row)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let motion else { return }
        caughtMovingWheel = true
        caughtMotionWasUserInitiated = motion.isUserInitiated
        stopMotion()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if caughtMovingWheel {
            caughtMovingWheel = false
            return snapToNearestRow(userInitiated: true)
        }
        guard let touch = touches.first(where: { $0.view === self }) ?? touches.first, wheelGeometry.rowHeight > 0 else { return }
        let y = touch.location(in: self).y
        let row = Int(((y - rowInset) / wheelGeometry.rowHeight).rounded(.down))
        guard row >= 0, row < wheelGeometry.rowCount, row != wheelGeometry.nearestRow(toOffset: offset) else { return }
        scroll(toRow: row, animated: true, userInitiated: true)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard caughtMovingWheel, panRecognizer.state == .possible || panRecognizer.state == .failed else { return }
        caughtMovingWheel = false
        snapToNearestRow(userInitiated: caughtMotionWasUserInitiated)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, let motion {
            // Leaving the window finishes the motion at once, so the selection is not left half-way.
            stopMotion()
            setOffset(motion.targetOffset)
            settle(userInitiated: motion.isUserInitiated)
        }
    }
}
