import Foundation

/// Finger-driven scrolling: tracking, dragging with rubber band, release into deceleration.
extension UIScrollView {
    /// Flick speed (points per second) above which a paging scroll view moves to the next page in the
    /// flick's direction rather than to the nearest page (HeadlessUI's choice).
    public static let pagingFlickVelocity: CGFloat = 300

    // MARK: Tracking

    /// A finger touched down: tracking starts and any motion stops where it is. The touch that stops
    /// a deceleration does not reach the content (a tap that stops a flick does not press a button).
    func trackingBegan(with touches: Set<UITouch>) {
        isTracking = true
        guard motion != nil else { return }
        if isDecelerating {
            for touch in touches { TouchDelivery.withholdFromView(touch) }
        }
        stopMotion()
    }

    /// Every finger lifted and the pan is over: content left past an edge, or between pages, settles.
    func trackingEnded() {
        isTracking = false
        isDragHandedToSheet = false
        guard !isDragging, motion == nil else { return }
        let offset = contentOffset
        let settled = isPagingEnabled ? pageTarget(velocity: .zero, from: offset) : clampedContentOffset(offset)
        guard settled != offset else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startDeceleration(velocity: .zero, target: settled, targetChanged: isPagingEnabled)
    }

    /// Held content touches are about to be delivered: content that ``touchesShouldBegin(_:with:in:)``
    /// refuses never gets them.
    func contentTouchesWillBegin(_ touches: [UITouch], with event: UIEvent?) {
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in touches where !touch.viewDelivery.beganDelivered && !touch.viewDelivery.finished {
            guard let view = touch.view, view !== self else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for entry in byView where !touchesShouldBegin(Set(entry.touches), with: event, in: entry.view) {
            for touch in entry.touches { TouchDelivery.withholdFromView(touch) }
        }
    }

    /// Whether the pan may start scrolling now (see ``gestureRecognizerShouldBegin(_:)``).
    func panMayBeginScrolling() -> Bool {
        guard isScrollEnabled else { return false }
        for touch in panGestureRecognizer.trackedTouches where touch.viewDelivery.beganDelivered && !touch.viewDelivery.finished {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    // MARK: Dragging

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: followFinger(pan)
        case .ended: endDragging(fingerVelocity: pan.velocity(in: self))
        case .cancelled: endDragging(fingerVelocity: .zero)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        dragOrigin = unconstrainedOffset(for: contentOffset)
        dragStartPage = pageIndex(of: clampedContentOffset(contentOffset))
        isDragging = true
        keyboardDragDidBegin()
        delegate?.scrollViewWillBeginDragging(self)
        followFinger(pan)
    }

    private func followFinger(_ pan: UIPanGestureRecognizer) {
        guard isDragging else { return }
        let translation = pan.translation(in: self)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        var offset = contentOffset
        if canScrollHorizontally {
            offset.x = constrained(dragOrigin.x - translation.x, minimum.x, maximum.x, bounds.width)
        }
        if handDragToSheetIfPulledPastTop() {
            offset.y = contentOffset.y
        } else if canScrollVertically {
            offset.y = constrained(dragOrigin.y - translation.y, minimum.y, maximum.y, bounds.height)
        }
        if offset != contentOffset { contentOffset = offset }
        keyboardDragDidMove(pan)
    }

    /// The insets changed mid-drag (the refresh control began refreshing): keep the content where it
    /// is under the finger.
    func rebaseDrag() {
        guard isDragging else { return }
        let translation = panGestureRecognizer.translation(in: self)
        let unconstrained = unconstrainedOffset(for: contentOffset)
        dragOrigin = CGPoint(x: unconstrained.x + translation.x, y: unconstrained.y + translation.y)
    }

    private func endDragging(fingerVelocity: CGPoint) {
        guard isDragging else { return }
        let velocity = CGPoint(
            x: canScrollHorizontally && fingerVelocity.x.isFinite ? -fingerVelocity.x : 0,
            y: canScrollVertically && !isDragHandedToSheet && fingerVelocity.y.isFinite ? -fingerVelocity.y : 0
        )
        let natural = naturalTarget(velocity: velocity)
        var target = natural
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target
        )
        if !target.x.isFinite || !target.y.isFinite {
            reportInvalid(
                "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
                "the delegate set a non-finite target \(target); the natural target \(natural) is used."
            )
            target = natural
        }
        isDragging = false
        keyboardDragDidEnd(fingerVelocity: fingerVelocity)
        let targetChanged = target != natural || isPagingEnabled
        let willDecelerate = prepareDeceleration(velocity: velocity, target: target, targetChanged: targetChanged)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, motion != nil else {
            motion = nil
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startFrameDriver()
    }

    /// Where the content would come to rest: the deceleration's end clamped to the range, or the page.
    private func naturalTarget(velocity: CGPoint) -> CGPoint {
        let offset = contentOffset
        if isPagingEnabled { return pageTarget(velocity: velocity, from: offset) }
        let rate = Double(decelerationRate.rawValue)
        let clamped = clampedContentOffset(offset)
        var target = clamped
        if clamped.x == offset.x {
            target.x = offset.x + CGFloat(ScrollPhysics.decelerationDistance(velocity: Double(velocity.x), rate: rate))
        }
        if clamped.y == offset.y {
            target.y = offset.y + CGFloat(ScrollPhysics.decelerationDistance(velocity: Double(velocity.y), rate: rate))
        }
        return clampedContentOffset(target)
    }

    // MARK: Paging

    func pageIndex(of offset: CGPoint) -> CGPoint {
        CGPoint(
            x: bounds.width > 0 ? (offset.x / bounds.width).rounded() : 0,
            y: bounds.height > 0 ? (offset.y / bounds.height).rounded() : 0
        )
    }

    /// The page to snap to: the next one in a flick's direction (at most one page from where the drag
    /// started), otherwise the nearest.
    func pageTarget(velocity: CGPoint, from offset: CGPoint) -> CGPoint {
        func axis(_ position: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ startPage: CGFloat) -> CGFloat {
            guard size > 0 else { return position }
            let page = position / size
            var target: CGFloat
            if speed > UIScrollView.pagingFlickVelocity {
                target = Swift.min(page.rounded(.down) + 1, startPage + 1)
            } else if speed < -UIScrollView.pagingFlickVelocity {
                target = Swift.max(page.rounded(.up) - 1, startPage - 1)
            } else {
                target = page.rounded()
            }
            target = Swift.max(0, target)
            return target * size
        }
        let start = isDragging ? dragStartPage : pageIndex(of: offset)
        return clampedContentOffset(CGPoint(
            x: canScrollHorizontally ? axis(offset.x, velocity.x, bounds.width, start.x) : offset.x,
            y: canScrollVertically ? axis(offset.y, velocity.y, bounds.height, start.y) : offset.y
        ))
    }

    // MARK: Rubber band

    private func constrained(_ raw: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if raw < minimum {
            return bounces ? minimum - ScrollPhysics.rubberBandDistance(pull: minimum - raw, dimension: dimension) : minimum
        }
        if raw > maximum {
            return bounces ? maximum + ScrollPhysics.rubberBandDistance(pull: raw - maximum, dimension: dimension) : maximum
        }
        return raw
    }

    /// The finger position (as an offset) that the rubber band maps to `offset`.
    private func unconstrainedOffset(for offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low - ScrollPhysics.pull(forRubberBandDistance: low - value, dimension: dimension) }
            if value > high { return high + ScrollPhysics.pull(forRubberBandDistance: value - high, dimension: dimension) }
            return value
        }
        guard bounces else { return offset }
        return CGPoint(
            x: axis(offset.x, minimum.x, maximum.x, bounds.width), y: axis(offset.y, minimum.y, maximum.y, bounds.height)
        )
    }
}
