#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking pipe that wakes an event loop waiting in ``Socket/poll(_:timeoutMilliseconds:)``:
/// the loop watches ``readDescriptor`` and ``drain()``s it; other threads call ``wake()``.
package struct WakePipe: Sendable {
    /// The end the loop polls for readability.
    package let readDescriptor: Int32
    /// The end ``wake()`` writes to.
    package let writeDescriptor: Int32

    /// Opens the pipe (both ends non-blocking and close-on-exec).
    package init() throws(SocketError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .failed(operation: .pipe, code: errno) }
        let read = Socket(descriptor: ends[0])
        let write = Socket(descriptor: ends[1])
        guard read.configure(), write.configure() else {
            let code = errno
            read.close()
            write.close()
            throw .failed(operation: .configure, code: code)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    /// Writes one byte (a full pipe already wakes the loop, so a failed write is harmless).
    package func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe.
    package func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(readDescriptor, &bytes, bytes.count) > 0 {}
    }

    /// Closes the write end (nothing may ``wake()`` afterwards).
    package func closeWriteEnd() {
        _ = posixClose(writeDescriptor)
    }

    /// Closes the read end.
    package func closeReadEnd() {
        _ = posixClose(readDescriptor)
    }
}
