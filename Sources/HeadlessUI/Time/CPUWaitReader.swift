#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads how long the calling thread has waited, ready to run, for a CPU held by other threads or
/// processes (the `run_delay` of `/proc/thread-self/schedstat`, in nanoseconds), so a hang measured
/// on a loaded machine can leave that time out. `nil` where the system does not say (not Linux, or
/// no scheduler statistics): hangs then count wall time. Main thread only: the file stays open
/// for the process (one descriptor, opened on first use).
@MainActor
enum CPUWaitReader {
    #if os(Linux)
    private static var descriptor: Int32 = -2

    /// Nanoseconds the main thread has waited for a CPU since it started, or `nil`.
    static func read() -> UInt64? {
        if descriptor == -2 { descriptor = open("/proc/thread-self/schedstat", O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { bytes -> UInt64? in
            let count = pread(descriptor, bytes.baseAddress, bytes.count, 0)
            guard count > 0 else { return nil }
            return Self.runDelay(in: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
        }
    }
    #else
    /// Nanoseconds the main thread has waited for a CPU since it started, or `nil`.
    static func read() -> UInt64? { nil }
    #endif

    /// The second number of a schedstat line (`<on CPU ns> <waiting ns> <time slices>`).
    nonisolated static func runDelay(in text: UnsafeRawBufferPointer) -> UInt64? {
        var field = 0
        var value: UInt64 = 0
        var inNumber = false
        for byte in text {
            if byte >= 48, byte <= 57 {
                if field == 1 { value = value &* 10 &+ UInt64(byte - 48) }
                inNumber = true
            } else if inNumber {
                if field == 1 { return value }
                field += 1
                inNumber = false
            }
        }
        return field == 1 && inNumber ? value : nil
    }
}
