#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs, on the main thread and before the runtime goes on, the Swift concurrency work that the main
/// thread starts while it hands a response to `URLSession`.
///
/// `URLSession`'s async API (`data(from:)`, `data(for:)`) resumes its continuation from inside the
/// protocol client's call, on the thread that delivers the response: for HeadlessUI, the main thread,
/// at the response's runtime instant. The continuation belongs to a nonisolated async function, so
/// Swift sends it to the global executor; it continues on a worker thread whenever that thread gets
/// to run, and only then hops to the main actor. The awaiting code (`label.text = ...` after
/// `try await URLSession.shared.data(from:)`) could so land in the delivery's turn or a later one,
/// depending on thread timing under load.
///
/// While ``capture(_:)`` runs its body, jobs the main thread sends to the global executor (through
/// the Swift runtime's `swift_task_enqueueGlobal_hook`) are kept instead; after the body, they run
/// on the main thread, as the main actor's executor, in order, together with the jobs they send
/// there in turn (bounded). The continuation, the rest of `data(from:)` and the main-actor code that
/// awaited it up to its next suspension so run before the delivery returns, at its instant. Jobs
/// sent from other threads, or from the main thread at any other time, are left to the global
/// executor.
enum MainThreadTaskCapture {
    private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

    /// The most jobs one capture runs on the main thread; the rest go to the global executor (a
    /// generic loop that yields forever must not hold the main thread).
    static let jobLimit = 10_000

    // Read and written on the main thread only (the hook checks the thread before reading).
    nonisolated(unsafe) private static var isCapturing = false
    nonisolated(unsafe) private static var captured: [UnownedJob] = []
    nonisolated(unsafe) private static var globalEnqueue: Enqueue?
    nonisolated(unsafe) private static var previousHook: Hook?

    /// Whether the hook is installed (the Swift runtime exports it; `false` elsewhere, and then jobs
    /// go to the global executor as without HeadlessUI).
    private static let isInstalled: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
        let slot = symbol.assumingMemoryBound(to: Hook?.self)
        previousHook = slot.pointee
        slot.pointee = { job, enqueue in
            if Thread.isMainThread, MainThreadTaskCapture.isCapturing {
                MainThreadTaskCapture.globalEnqueue = enqueue
                MainThreadTaskCapture.captured.append(job)
            } else if let previous = MainThreadTaskCapture.previousHook {
                previous(job, enqueue)
            } else {
                enqueue(job)
            }
        }
        return true
    }()

    /// Runs `body`, then the jobs it (and they) sent to the global executor from the main thread.
    /// Returns how many captured jobs ran on the main thread.
    @MainActor
    @discardableResult
    static func capture(_ body: () -> Void) -> Int {
        guard isInstalled, !isCapturing else {
            body()
            return 0
        }
        isCapturing = true
        body()
        var ran = 0
        while !captured.isEmpty, ran < jobLimit {
            let job = captured.removeFirst()
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            ran += 1
        }
        isCapturing = false
        let leftOver = captured
        captured.removeAll()
        if let globalEnqueue {
            for job in leftOver { globalEnqueue(job) }
        }
        return ran
    }
}
