import Foundation

extension Socket {
    /// One request and its answer over a fresh loopback connection: connects to
    /// 127.0.0.1:`port`, sends `request`, and reads until the other end closes. Each step fails
    /// when it makes no progress for `timeout` seconds; `cancellation` can end it from another
    /// thread (it then throws ``SocketError/cancelled``).
    package static func exchange(
        _ request: [UInt8], withLoopbackPort port: Int, timeout: TimeInterval, cancellation: SocketCancellation? = nil
    ) throws(SocketError) -> [UInt8] {
        if cancellation?.isCancelled == true { throw .cancelled }
        let socket = try connect(toLoopbackPort: port, timeout: timeout)
        defer {
            cancellation?.detach()
            socket.close()
        }
        if let cancellation, !cancellation.attach(socket) { throw .cancelled }
        do throws(SocketError) {
            try socket.writeAll(request, timeout: timeout)
        } catch {
            if cancellation?.isCancelled == true { throw .cancelled }
            throw error
        }
        return try socket.readToEnd(timeout: timeout, cancellation: cancellation)
    }
}
