import Foundation
import Hammer

extension KassSession {
    /// Runs `body` (actions and assertions as usual) and fails when the app's main thread stalled
    /// longer than `maximumStall` seconds at a time while it ran: a frozen UI is a defect even when
    /// every action eventually succeeds (budgets do not count stalled time, so nothing else notices).
    ///
    /// ```swift
    /// assertResponsive(maximumStall: 0.25) {
    ///     markets.segments.selectSegment("Crypto")
    /// }
    /// ```
    public func assertResponsive(
        maximumStall: TimeInterval = 0.25, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
    ) {
        guard maximumStall.isFinite, maximumStall >= 0 else {
            return fail(KassFailure(
                element: nil, action: "assertResponsive", reason: .misuse(.maximumStallNotSeconds(maximumStall))
            ), file: file, line: line)
        }
        runStep(.combinator, "assertResponsive(maximumStall: \(KassElement.seconds(maximumStall)))") { _ in
            let runLoop = application?.runLoop
            let before = runLoop?.stalls.last
            body()
            guard let stalls = application?.runLoop.stalls, application?.runLoop === runLoop else { return }
            let during = Self.stalls(in: stalls, after: before)
            guard let longest = during.max(by: { $0.duration < $1.duration }), longest.duration > maximumStall else { return }
            fail(KassFailure(
                element: nil, action: "assertResponsive",
                reason: .stalled(longest: longest.duration, allowed: maximumStall),
                state: KassFailureMessages.stalls(count: during.count, total: during.reduce(0) { $0 + $1.duration }),
                details: during.map { .stall("\($0)") }
            ), file: file, line: line)
        }
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
