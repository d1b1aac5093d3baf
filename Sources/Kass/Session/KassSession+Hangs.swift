import Foundation
import Hammer

extension KassSession {
    /// Fails when the app hung longer than ``KassConfig/maximumHang`` since the last check (the
    /// launch, action or assertion during which it happened), naming the longest hang. Inside an
    /// `assertResponsive` block the block judges them instead, with its own limit.
    func reportHangs(during activity: String, file: StaticString, line: UInt) {
        guard let application, responsivenessBlocks == 0 else { return }
        let new = Self.hangs(of: application.runLoop, since: hangsJudged)
        hangsJudged = application.runLoop.hangCount
        guard let limit = effectiveConfig.maximumHang, let longest = new.max(by: { $0.duration < $1.duration }),
              longest.duration > limit else { return }
        fail(KassFailure(
            element: nil, action: activity, reason: .hung("\(longest)", duration: longest.duration, allowed: limit),
            details: new.filter { $0 != longest && $0.duration > limit }.map { .hang("\($0)") }
        ), file: file, line: line)
    }

    /// The hangs `runLoop` recorded after its ``HeadlessRunLoop/hangCount`` was `count` (as many of
    /// them as its history keeps).
    static func hangs(of runLoop: HeadlessRunLoop, since count: Int) -> ArraySlice<MainThreadHang> {
        let newCount = Swift.max(0, runLoop.hangCount - count)
        return runLoop.hangs.suffix(newCount)
    }
}
