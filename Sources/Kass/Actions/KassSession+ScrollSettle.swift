import Foundation
import Hammer

extension KassSession {
    /// Lets the scrolling the action started come to rest before the action returns: a drag that
    /// pulled a list past its edge returns once the list has bounced back, a swipe that flung it once
    /// it has stopped, a tap that animated an offset change once the animation ended. Otherwise the
    /// next step would see content where the app does not keep it. Scrolling is what
    /// `UIApplication.scrollMotion(startedSince:)` lists after `mark` (motion that was already
    /// running does not count). Time passes as in every Kass wait (a frame while the content
    /// moves), for at most what is left of `budget` (at least ``minimumReadBackWindow``); content
    /// still moving then fails the action (a scroll view that never comes to rest is a bug).
    ///
    /// Returns false when it reported a failure (the action stops there).
    func settleScrolling(
        since mark: WorkMark?, budget: KassBudget, action name: String, element: KassElement, file: StaticString, line: UInt
    ) -> Bool {
        guard let application, let mark else { return true }
        let start = appTime
        let end = start + max(budget.remaining(at: start), Self.minimumReadBackWindow)
        while !application.isTerminated {
            let moving = application.scrollMotion(startedSince: mark)
            if moving.isEmpty { return true }
            guard appTime < end else {
                let reason = KassFailure.Reason.readBack(.stillScrolling(scrollViews: moving, after: appTime - start))
                let failure = KassFailure(element: element.description, action: name, reason: reason)
                fail(failure, file: file, line: line, snapshot: takeSnapshot())
                return false
            }
            advance(toward: end)
        }
        return true
    }
}
