import UIKit
import Foundation

/// The calls of UIKitAloneTime.swift from a file that imports UIKit AND Foundation, as much iOS code
/// does: it must compile (no ambiguity). Here `Timer` and `RunLoop.add` are Foundation's own (on the
/// wall clock, detected and reported by HeadlessUI); the dispatch queue and `Task.sleep` forms run
/// on the runtime clock as with `import UIKit` alone.
@MainActor
enum UIKitAndFoundationTime {
    static func scheduledTimer(every interval: TimeInterval, repeats: Bool, log: FiringLog) -> Timer {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { _ in
            MainActor.assumeIsolated { log.record() }
        }
    }

    static func timerAddedToMainRunLoop(every interval: TimeInterval, repeats: Bool, log: FiringLog) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats) { _ in
            MainActor.assumeIsolated { log.record() }
        }
        RunLoop.main.add(timer, forMode: .common)
        return timer
    }

    static func mainQueueAsync(log: FiringLog) {
        DispatchQueue.main.async { log.record() }
    }

    static func mainQueueAsyncAfter(_ seconds: Double, log: FiringLog) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { log.record() }
    }

    static func sleepNanoseconds(_ nanoseconds: UInt64, log: FiringLog) async throws {
        try await Task.sleep(nanoseconds: nanoseconds)
        log.record()
    }

    static func sleepFor(_ duration: Duration, log: FiringLog) async throws {
        try await Task.sleep(for: duration)
        log.record()
    }
}
