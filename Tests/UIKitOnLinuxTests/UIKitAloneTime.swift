import UIKit

/// The runtime seconds at which scheduled work ran (main actor only).
@MainActor
final class FiringLog {
    private(set) var times: [TimeInterval] = []

    func record() {
        times.append(UIApplication.shared.clock.seconds)
    }
}

/// Foundation's and the Swift runtime's time APIs called from a file that imports UIKit alone, as
/// app code calls them (see UIKitAndFoundationTime.swift for the same calls next to `import Foundation`).
@MainActor
enum UIKitAloneTime {
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

    static func addToMainRunLoop(_ timer: Timer) {
        RunLoop.main.add(timer, forMode: .default)
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
