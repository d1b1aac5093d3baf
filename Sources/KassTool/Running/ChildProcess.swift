import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program to completion with Foundation `Process` (no shell), standard output and error
/// merged into one captured text, and a timeout after which the program is terminated (then
/// killed two seconds later if it is still there). Waiting never blocks Swift's cooperative pool:
/// the output is read on a dedicated thread and completion resumes a continuation.
enum ChildProcess {
    /// How a child process ended.
    enum Termination: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash: SIGSEGV, SIGILL from a Swift trap, SIGABRT...).
        case signalled(Int32)
        /// It ran longer than its timeout and was stopped.
        case timedOut(seconds: Double)
        /// It could not be started; the reason says why.
        case failedToLaunch(reason: String)
        /// It was stopped because its output showed what the caller waited for (a failed test).
        case stoppedEarly
    }

    /// What running a child process produced.
    struct Completion: Equatable, Sendable {
        /// How it ended.
        var termination: Termination
        /// Standard output and standard error, interleaved as written.
        var output: String
        /// Wall-clock seconds from launch to exit.
        var duration: Double

        /// A completion with all of its fields.
        init(termination: Termination, output: String, duration: Double) {
            self.termination = termination
            self.output = output
            self.duration = duration
        }
    }

    /// Runs `executable` with `arguments` in `directory` (nil = the current one) and exactly
    /// `environment`, stopping it after `timeout` seconds, or as soon as `stopWhen` holds for the
    /// output seen so far (its last few hundred characters and the newest chunk): the process is
    /// killed and the completion is what it had printed (termination ``Termination/stoppedEarly``).
    ///
    /// `lineLimit` sees each complete line of output; when it returns a number, the process has that
    /// many seconds from then (until another line sets a new limit) before it is stopped as timed out
    /// (a test that started and may take so long), on top of the overall `timeout`.
    static func run(
        executable: URL, arguments: [String], environment: [String: String], directory: URL? = nil, timeout: Double,
        stopWhen: (@Sendable (Substring) -> Bool)? = nil, lineLimit: (@Sendable (Substring) -> Double?)? = nil
    ) async -> Completion {
        await withCheckedContinuation { continuation in
            let state = RunState(continuation: continuation)
            let process = Process()
            let pipe = Pipe()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = environment
            if let directory { process.currentDirectoryURL = directory }
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            let started = DispatchTime.now()
            // Stops the process as timed out after `limit` seconds, unless `generation` is no longer the
            // newest limit (a later line set another) or the process has ended.
            @Sendable func stop(after limit: Double, generation: Int?) {
                DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
                    guard process.isRunning, generation == nil || generation == state.limitGeneration else { return }
                    state.markTimedOut(after: limit)
                    process.terminate()
                    let identifier = process.processIdentifier
                    DispatchQueue.global().asyncAfter(deadline: .now() + killGrace) {
                        guard process.isRunning else { return }
                        // Children may inherit a blocked SIGTERM, and Foundation may report the exit
                        // only once the output pipe closes: kill, then answer without waiting.
                        kill(identifier, SIGKILL)
                        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                            state.finish(
                                Completion(termination: .timedOut(seconds: limit), output: state.text, duration: seconds(since: started))
                            )
                        }
                    }
                }
            }
            let reader = Thread {
                let handle = pipe.fileHandleForReading
                var recent = ""
                var partialLine = ""
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    state.append(chunk)
                    if let lineLimit {
                        partialLine += String(decoding: chunk, as: UTF8.self)
                        while let newline = partialLine.firstIndex(of: "\n") {
                            if let limit = lineLimit(partialLine[..<newline]) {
                                stop(after: limit, generation: state.newLimitGeneration())
                            }
                            partialLine.removeSubrange(...newline)
                        }
                    }
                    guard let stopWhen, !state.wasStopped else { continue }
                    recent = String(recent.suffix(300)) + String(decoding: chunk, as: UTF8.self)
                    if stopWhen(recent[...]) {
                        state.markStopped()
                        // SIGKILL: what it printed is all the caller needs, and a SIGTERM may be
                        // blocked in children (see the timeout below).
                        kill(process.processIdentifier, SIGKILL)
                    }
                }
                state.readerFinished.signal()
            }
            process.terminationHandler = { finished in
                // Wait for the rest of the output; a grandchild holding the pipe must not hang us.
                _ = state.readerFinished.wait(timeout: .now() + 2)
                let termination: Termination
                if let limit = state.timedOutAfter {
                    termination = .timedOut(seconds: limit)
                } else if state.wasStopped {
                    termination = .stoppedEarly
                } else if finished.terminationReason == .uncaughtSignal {
                    termination = .signalled(finished.terminationStatus)
                } else {
                    termination = .exited(finished.terminationStatus)
                }
                state.finish(Completion(termination: termination, output: state.text, duration: seconds(since: started)))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                state.finish(Completion(termination: .failedToLaunch(reason: "\(error)"), output: "", duration: 0))
                return
            }
            pipe.fileHandleForWriting.closeFile()
            reader.start()
            stop(after: timeout, generation: nil)
        }
    }

    /// Seconds between the polite SIGTERM and the SIGKILL of a process that ran out of time.
    static let killGrace = 1.0

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// The full path of `name` found on `PATH` (or `name` itself when it holds a slash).
    static func locate(_ name: String, environment: [String: String]) -> URL? {
        if name.contains("/") { return URL(fileURLWithPath: name) }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// The mutable state shared by the reader thread, the timer and the termination handler.
    private final class RunState: @unchecked Sendable {
        let readerFinished = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var data = Data()
        private var timeLimitHit: Double?
        private var generation = 0
        private var stopped = false
        private var continuation: CheckedContinuation<Completion, Never>?

        init(continuation: CheckedContinuation<Completion, Never>) {
            self.continuation = continuation
        }

        /// Resumes the waiting task with the first completion; later ones are ignored.
        func finish(_ completion: Completion) {
            lock.lock()
            let waiting = continuation
            continuation = nil
            lock.unlock()
            waiting?.resume(returning: completion)
        }

        func append(_ chunk: Data) {
            lock.lock()
            data.append(chunk)
            lock.unlock()
        }

        /// Records that the process ran past a limit of `seconds` (the first limit hit is kept).
        func markTimedOut(after seconds: Double) {
            lock.lock()
            if timeLimitHit == nil { timeLimitHit = seconds }
            lock.unlock()
        }

        /// Starts a new per-line limit and returns its number; earlier per-line timers lapse.
        func newLimitGeneration() -> Int {
            lock.lock()
            defer { lock.unlock() }
            generation += 1
            return generation
        }

        /// The number of the newest per-line limit.
        var limitGeneration: Int {
            lock.lock()
            defer { lock.unlock() }
            return generation
        }

        func markStopped() {
            lock.lock()
            stopped = true
            lock.unlock()
        }

        var wasStopped: Bool {
            lock.lock()
            defer { lock.unlock() }
            return stopped
        }

        /// The limit the process ran past, if it did.
        var timedOutAfter: Double? {
            lock.lock()
            defer { lock.unlock() }
            return timeLimitHit
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
