import Foundation
import Hammer

extension KassSession {
    /// Runs `body` (actions and assertions as usual) and fails when the app's main thread did not
    /// respond for longer than `maximumHang` seconds at a time while it ran: a frozen UI is a defect
    /// even when every action eventually succeeds. Two things count:
    ///
    /// - **hangs**: a main-thread callback of the app (an event with its handlers, an action, a
    ///   timer, main-queue work, a layout pass, an animation frame, a view controller lifecycle
    ///   method) that held the main thread longer than that in real time, as iOS hang detection
    ///   measures it (``MainThreadHang``; time the thread only waited for a CPU that other
    ///   processes held is left out, so a loaded machine does not fail a clean app);
    /// - **stalls** modelled with `stallMainThread(for:)` (app time that passed with no frames).
    ///
    /// The failure names the callback, the time it took and the limit. The default limit, 0.25 s, is
    /// iOS's hang threshold; the test-wide ``KassConfig/maximumHang`` (checked at every action)
    /// stays off inside the block, so one hang fails once.
    ///
    /// ```swift
    /// assertResponsive(maximumHang: 0.25) {
    ///     markets.segments.selectSegment("Crypto")
    /// }
    /// ```
    public func assertResponsive(
        maximumHang: TimeInterval = 0.25, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
    ) {
        guard maximumHang.isFinite, maximumHang >= 0 else {
            return fail(KassFailure(
                element: nil, action: "assertResponsive", reason: .misuse(.maximumStallNotSeconds(maximumHang))
            ), file: file, line: line)
        }
        runStep(.combinator, "assertResponsive(maximumHang: \(KassElement.seconds(maximumHang)))") { _ in
            let runLoop = application?.runLoop
            let stallBefore = runLoop?.stalls.last
            let hangsBefore = runLoop?.hangCount ?? 0
            // Record the hangs this block judges, down to its own limit.
            let threshold = runLoop?.hangThreshold
            if let runLoop, let threshold, maximumHang < threshold { runLoop.hangThreshold = Swift.max(maximumHang, 0.001) }
            responsivenessBlocks += 1
            body()
            responsivenessBlocks -= 1
            guard let runLoop, application?.runLoop === runLoop else { return }
            if let threshold { runLoop.hangThreshold = threshold }
            hangsJudged = runLoop.hangCount
            let hangs = Self.hangs(of: runLoop, since: hangsBefore).filter { $0.duration > maximumHang }
            if let longest = hangs.max(by: { $0.duration < $1.duration }) {
                return fail(KassFailure(
                    element: nil, action: "assertResponsive",
                    reason: .hung("\(longest)", duration: longest.duration, allowed: maximumHang),
                    details: hangs.filter { $0 != longest }.map { .hang("\($0)") }
                ), file: file, line: line)
            }
            let during = Self.stalls(in: runLoop.stalls, after: stallBefore)
            guard let longest = during.max(by: { $0.duration < $1.duration }), longest.duration > maximumHang else { return }
            fail(KassFailure(
                element: nil, action: "assertResponsive",
                reason: .stalled(longest: longest.duration, allowed: maximumHang),
                state: KassFailureMessages.stalls(count: during.count, total: during.reduce(0) { $0 + $1.duration }),
                details: during.map { .stall("\($0)") }
            ), file: file, line: line)
        }
    }

    /// The former name of ``assertResponsive(maximumHang:file:line:_:)``, which now also fails on
    /// real work that holds the main thread (hangs), not only on modelled stalls.
    @available(*, deprecated, renamed: "assertResponsive(maximumHang:file:line:_:)")
    public func assertResponsive(maximumStall: TimeInterval, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        assertResponsive(maximumHang: maximumStall, file: file, line: line, body)
    }

    /// The stalls recorded after `before` (the last stall seen when the block started; a stall that
    /// grew since then counts by the part that grew).
    static func stalls(in stalls: [MainThreadStall], after before: MainThreadStall?) -> [MainThreadStall] {
        guard let before else { return stalls }
        guard let index = stalls.lastIndex(where: { $0.start == before.start }) else { return stalls.filter { $0.start > before.start } }
        var result = Array(stalls[(index + 1)...])
        let grown = stalls[index].duration - before.duration
        if grown > 0 { result.insert(MainThreadStall(start: before.start + before.duration, duration: grown), at: 0) }
        return result
    }
}
