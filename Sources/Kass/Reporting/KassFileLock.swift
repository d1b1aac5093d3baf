import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (`flock`), shared by every process and thread that opens the same
/// path: report writers take it around read-merge-write sequences so that concurrent writers wait
/// for each other instead of losing each other's results.
///
/// Each call opens its own file descriptor, so two threads of one process exclude each other as two
/// processes do. The lock is released when the body returns (or when the process dies: the system
/// drops the locks of a closed descriptor, so a crashed writer never blocks the others).
enum KassFileLock {
    /// Runs `body` holding the exclusive lock on `url` (created when missing, with its folders).
    /// Returns the reason when the lock could not be taken; `body` then does not run.
    static func withExclusiveLock(at url: URL, _ body: () -> Void) -> String? {
        if let problem = KassReportFiles.createDirectory(url.deletingLastPathComponent()) { return problem }
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "could not open the lock file \(url.path): \(errorText())" }
        defer { close(descriptor) }
        var result = flock(descriptor, LOCK_EX)
        while result != 0, errno == EINTR { result = flock(descriptor, LOCK_EX) }
        guard result == 0 else { return "could not lock \(url.path): \(errorText())" }
        defer { flock(descriptor, LOCK_UN) }
        body()
        return nil
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
