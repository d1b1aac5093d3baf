#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension HeadlessNetwork {
    /// At the request's delivery instant: hands the answer to `URLSession` on the main thread, in
    /// `URLSession`'s order (response, data, finished; or the failure), then waits until the app's
    /// completion handler has run. A task the app cancelled gets no answer: `URLSession` reports the
    /// cancellation itself, and only that is waited for.
    func deliver(_ request: ActiveRequest) {
        guard !request.isFinishing, let urlProtocol = awaitProtocol(of: request) else { return }
        if request.wasCancelledByApp {
            finish(request)
            return
        }
        let outcome: RealNetworkOutcome
        switch request.plan {
        case .fail(let error):
            request.tracked.cancelRealTask()
            outcome = .failure(error)
        case .answer:
            if request.outcome == nil { awaitRealAnswer(request) }
            guard let answer = request.outcome else { return }  // rescheduled as a timeout, or cancelled
            outcome = answer
        }
        request.isFinishing = true
        // Before the handler can run: what it sends to the main queue is taken from now on.
        beginAwaitingHandlers()
        // The async API resumes its awaiting task from inside this hand-over: that task's hop through
        // the global executor runs here, on the main thread, so its main-actor caller continues now.
        MainThreadTaskCapture.capture { hand(outcome, to: urlProtocol) }
        finish(request)
    }

    /// The protocol object `URLSession` made for `request`, waiting for it (bounded, real time) when
    /// it is not made yet: it always comes once `canInit(with:)` said yes, cancelled or not. When it
    /// does not come, reports it and ends the busy work.
    func awaitProtocol(of request: ActiveRequest) -> HeadlessURLProtocol? {
        if let urlProtocol = request.tracked.urlProtocol { return urlProtocol }
        let deadline = Date(timeIntervalSinceNow: conditions.realResponseLimit)
        if let urlProtocol = request.tracked.waitForProtocol(until: deadline) { return urlProtocol }
        UIApplication.reportRuntimeIssue(.other(
            "HeadlessUI network: URLSession did not start loading \(request.tracked.label) within "
                + "\(Self.seconds(conditions.realResponseLimit)) of real time (it was resumed at "
                + "\(RuntimeClock.Instant(offset: .seconds(request.start)))); the request is no longer counted as busy."
        ))
        request.isFinishing = true
        end(request)
        return nil
    }

    /// Hands `outcome` to `URLSession` through the protocol's client, on the task's work queue (where
    /// `URLSession` expects its client to be called, and where the app's `cancel()` runs): when the
    /// app cancelled meanwhile, nothing is handed over (`URLSession` reports the cancellation).
    private func hand(_ outcome: RealNetworkOutcome, to urlProtocol: HeadlessURLProtocol) {
        let handOver = {
            guard urlProtocol.task?.state != .canceling, let client = urlProtocol.client else { return }
            switch outcome {
            case .response(let response, let data):
                client.urlProtocol(urlProtocol, didReceive: response, cacheStoragePolicy: .notAllowed)
                if !data.isEmpty { client.urlProtocol(urlProtocol, didLoad: data) }
                client.urlProtocolDidFinishLoading(urlProtocol)
            case .failure(let error):
                client.urlProtocol(urlProtocol, didFailWithError: error)
            }
        }
        if let workQueue = urlProtocol.task?.headlessWorkQueue {
            workQueue.sync(execute: handOver)
        } else {
            handOver()
        }
    }

    /// Waits until the app's completion handler (or delegate callbacks) for `request` ran on the
    /// session's delegate queue, then ends the busy work once the main queue has run what the
    /// handler queued there (its `DispatchQueue.main.async`, a main-actor task), in this same turn.
    func finish(_ request: ActiveRequest) {
        request.isFinishing = true
        beginAwaitingHandlers()
        defer { runHandedOffWork() }
        let deadline = Date(timeIntervalSinceNow: conditions.realResponseLimit)
        guard request.tracked.waitForFinalCallback(until: deadline) else {
            UIApplication.reportRuntimeIssue(.other(
                "HeadlessUI network: URLSession did not report the end of \(request.tracked.label) within "
                    + "\(Self.seconds(conditions.realResponseLimit)) of real time; the request is no longer counted as busy."
            ))
            end(request)
            return
        }
        guard let queue = request.tracked.urlProtocol?.task?.headlessDelegateQueue else {
            reportUnknownDelegateQueueOnce(request)
            endAfterMainQueue(request)
            return
        }
        if queue.runsOnMainThread {
            // The handler runs on the main queue: blocking here would stop it. The barrier ends the
            // busy work after it, when the run loop lets the main queue run in this turn.
            queue.addBarrierBlock { [weak self] in
                MainActor.assumeIsolated { self?.endAfterMainQueue(request) }
            }
            requestMainQueueDrain()
            return
        }
        let handlersRan = DispatchSemaphore(value: 0)
        queue.addBarrierBlock { handlersRan.signal() }
        if handlersRan.wait(timeout: .now() + conditions.realResponseLimit) == .timedOut {
            UIApplication.reportRuntimeIssue(.other(
                "HeadlessUI network: the app's completion handler for \(request.tracked.label) did not return within "
                    + "\(Self.seconds(conditions.realResponseLimit)) of real time (does it wait for the main thread, "
                    + "DispatchQueue.main.sync?); the runtime goes on without it."
            ))
        }
        endAfterMainQueue(request)
    }

    /// From now until ``runHandedOffWork()``, the main thread waits for app handlers: requests they
    /// start begin at this instant, and what they send to the main queue through the `UIKit` module
    /// is handed to the runtime.
    private func beginAwaitingHandlers() {
        NetworkInterception.shared.isAwaitingHandlers = true
        MainThreadHandoff.shared.beginAccepting()
    }

    /// Ends the wait for handlers: takes in the requests they started (a chained request starts at
    /// this instant) and runs, in order, the main-queue work they handed over.
    private func runHandedOffWork() {
        NetworkInterception.shared.isAwaitingHandlers = false
        let handedOff = MainThreadHandoff.shared.endAccepting()
        HeadlessNetwork.admitSeenRequests()
        for work in handedOff { work() }
    }

    /// Lets this turn run the main queue (the blocks and main-actor tasks the app's handler queued
    /// there run before the turn ends) and ends the busy work at the next turn once the main queue
    /// has run past them, or at the first turn at a later instant (a test waiting synchronously
    /// inside an async test method keeps Grand Central Dispatch's main queue from running at all).
    private func endAfterMainQueue(_ request: ActiveRequest) {
        requestMainQueueDrain()
        request.handedOverAt = application?.clock.seconds ?? -.infinity
        DispatchQueue.main.async { [weak request] in
            MainActor.assumeIsolated { request?.mainQueueRanAfterHandler = true }
        }
    }

    private func reportUnknownDelegateQueueOnce(_ request: ActiveRequest) {
        guard !reportedUnknownDelegateQueue else { return }
        reportedUnknownDelegateQueue = true
        UIApplication.reportRuntimeIssue(.other(
            "HeadlessUI network: cannot find the delegate queue of \(request.tracked.label)'s session, so the runtime "
                + "cannot wait for its completion handler; the UI update it makes may land a frame later than on other runs."
        ))
    }
}
