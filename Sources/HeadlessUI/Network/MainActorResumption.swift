#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Lets a task that awaits `URLSession`'s async API (`data(for:)`, `data(from:)`) continue in the
/// run-loop turn that delivers its answer, instead of a thread hop later.
///
/// Those functions are not isolated: when `URLSession` resumes their continuation, the rest of the
/// function is queued on Swift's global executor (another thread) and only then hops back to the
/// app's main actor, a moment the runtime cannot see, so the app's UI update could land in the next
/// frame or the one after. While the runtime hands an answer to `URLSession`, this catches the jobs
/// queued on the global executor (through the Swift runtime's `swift_task_enqueueGlobal_hook`, as
/// swift-concurrency-extras' main serial executor does) and runs them on the main thread right
/// after, as main-actor work: the awaiting code continues at the delivery instant. Jobs other threads
/// queue in that short window run on the main thread too, which is allowed for jobs that are not
/// isolated. Without the hook (a Swift runtime without it) the body simply runs.
enum MainActorResumption {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    nonisolated(unsafe) private static let hook: UnsafeMutablePointer<Hook?>? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return nil }
        return symbol.assumingMemoryBound(to: Hook?.self)
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var captured: [UnownedJob] = []

    /// Runs `body`, then runs on the main thread, as main-actor work, the jobs queued on the global
    /// executor while it ran.
    @MainActor
    static func runCapturingResumedTasks(_ body: () -> Void) {
        guard let hook else {
            body()
            return
        }
        let previous = hook.pointee
        hook.pointee = { job, _ in MainActorResumption.capture(job) }
        body()
        hook.pointee = previous
        let jobs = lock.withLock {
            defer { captured.removeAll() }
            return captured
        }
        for job in jobs { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
    }

    private static func capture(_ job: UnownedJob) {
        lock.withLock { captured.append(job) }
    }
}
