#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Measures the real time the app's main-thread callbacks take (event delivery, actions, timers,
/// main-queue work, layout, animation frames, display links, view controller lifecycle) and records
/// the outermost callback that held the main thread longer than ``threshold`` as a
/// ``MainThreadHang``. Nested callbacks are measured once, as part of the outermost; the slowest
/// named callback inside it (an action inside an event delivery) names the hang.
///
/// The hot path is two reads of the monotonic clock and a few integer operations per callback. The
/// time the thread waited for a CPU (a loaded machine) is read from the scheduler's statistics at
/// most every ``baselineRefreshNanoseconds`` and when a callback is over the threshold, so load on
/// the machine does not turn a clean callback into a hang. Nothing here touches the runtime clock.
@MainActor
final class HangMonitor {
    /// iOS's default hang threshold (Xcode Organizer and `MXHangDiagnostic` report hangs from 250 ms).
    static let defaultThreshold: TimeInterval = 0.25
    /// How old the CPU-wait baseline may get before an outermost callback reads a new one.
    static let baselineRefreshNanoseconds: UInt64 = 10_000_000

    /// Seconds of real time a callback may hold the main thread before it counts as a hang
    /// (`.infinity` turns measuring off).
    var threshold: TimeInterval {
        didSet { thresholdNanoseconds = Self.nanoseconds(threshold) }
    }
    private var thresholdNanoseconds: UInt64
    private var depth = 0
    private var outermostVirtualStart: TimeInterval = 0
    private var slowestInner: (callback: MainThreadHang.Callback, name: String, start: UInt64, elapsed: UInt64)?
    private var baseline: (at: UInt64, waited: UInt64)?
    private let virtualNow: @MainActor () -> TimeInterval
    private let record: @MainActor (MainThreadHang) -> Void

    init(
        threshold: TimeInterval, virtualNow: @escaping @MainActor () -> TimeInterval,
        record: @escaping @MainActor (MainThreadHang) -> Void
    ) {
        self.threshold = threshold
        self.thresholdNanoseconds = Self.nanoseconds(threshold)
        self.virtualNow = virtualNow
        self.record = record
    }

    /// Whether a callback is being measured now.
    var isMeasuring: Bool { depth > 0 }

    /// Runs `body`, one main-thread callback of the app, and measures it.
    @inline(__always)
    func measure<Result>(
        _ callback: MainThreadHang.Callback, _ name: @autoclosure () -> String, _ body: () throws -> Result
    ) rethrows -> Result {
        guard thresholdNanoseconds != .max else { return try body() }
        let start = Self.monotonicNanoseconds()
        if depth == 0 { beginOutermost(at: start) }
        depth += 1
        defer {
            depth -= 1
            finish(callback, name, start: start)
        }
        return try body()
    }

    /// Async form of ``measure(_:_:_:)`` for the run loop's yields to main-actor tasks: the tasks that
    /// run while `body` is suspended are the callback.
    func measure(_ callback: MainThreadHang.Callback, _ name: @autoclosure () -> String, _ body: () async -> Void) async {
        guard thresholdNanoseconds != .max else { return await body() }
        let start = Self.monotonicNanoseconds()
        if depth == 0 { beginOutermost(at: start) }
        depth += 1
        await body()
        depth -= 1
        finish(callback, name, start: start)
    }

    private func beginOutermost(at start: UInt64) {
        outermostVirtualStart = virtualNow()
        slowestInner = nil
        if baseline.map({ start &- $0.at >= Self.baselineRefreshNanoseconds }) ?? true {
            baseline = CPUWaitReader.read().map { (start, $0) }
        }
    }

    @inline(__always)
    private func finish(_ callback: MainThreadHang.Callback, _ name: () -> String, start: UInt64) {
        let elapsed = Self.monotonicNanoseconds() &- start
        if depth > 0 {
            noteInner(callback, name, start: start, elapsed: elapsed)
        } else if elapsed > thresholdNanoseconds {
            finishSlowOutermost(callback, name(), start: start, elapsed: elapsed)
        }
    }

    /// Remembers the slowest inner callback worth naming: at least half the threshold, and not a
    /// callback around one already remembered unless it took twice as long (the nested one is the
    /// more precise name for the same time).
    private func noteInner(_ callback: MainThreadHang.Callback, _ name: () -> String, start: UInt64, elapsed: UInt64) {
        guard elapsed >= thresholdNanoseconds / 2 else { return }
        if let slowest = slowestInner {
            let nestedInThis = slowest.start >= start
            if nestedInThis ? elapsed < slowest.elapsed * 2 : elapsed <= slowest.elapsed { return }
        }
        slowestInner = (callback, name(), start, elapsed)
    }

    private func finishSlowOutermost(_ callback: MainThreadHang.Callback, _ name: String, start: UInt64, elapsed: UInt64) {
        let end = Self.monotonicNanoseconds()
        var waited: UInt64 = 0
        if let baseline, let now = CPUWaitReader.read() {
            // The baseline was read before `start`; what the thread waited between the two counts
            // at most their distance, so this is the least it can have waited inside the callback.
            let total = now &- baseline.waited
            let before = start &- baseline.at
            waited = total > before ? Swift.min(total - before, elapsed) : 0
            self.baseline = (end, now)
        }
        let held = elapsed - waited
        defer { slowestInner = nil }
        guard held > thresholdNanoseconds else { return }
        var hang = MainThreadHang(
            callback: callback, name: name, duration: Self.seconds(held), wallDuration: Self.seconds(elapsed),
            waitingForCPU: Self.seconds(waited), start: outermostVirtualStart
        )
        if let inner = slowestInner, inner.elapsed * 2 > elapsed {
            hang.within = name
            hang.callback = inner.callback
            hang.name = inner.name
        }
        record(hang)
    }

    // MARK: Clocks

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds.isFinite else { return .max }
        return UInt64(Swift.max(0, seconds) * 1e9)
    }

    static func seconds(_ nanoseconds: UInt64) -> TimeInterval {
        TimeInterval(nanoseconds) / 1e9
    }
}
