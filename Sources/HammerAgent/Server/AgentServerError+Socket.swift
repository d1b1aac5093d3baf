import KassSupport

extension AgentServerError {
    /// The server error for a failure to open the listening socket on `port`.
    init(listening error: SocketError, port: Int) {
        switch error {
        case .addressInUse: self = .portInUse(port: port)
        case .notPermitted: self = .portNotPermitted(port: port)
        case let .failed(operation, code):
            let what = switch operation {
            case .socket: "create a socket"
            case .configure: "make the listening socket non-blocking"
            case .listen: "listen on port \(port)"
            default: "bind port \(port)"
            }
            self = .socketFailure(operation: what, code: code)
        default:
            self = .socketFailure(operation: "bind port \(port): \(error)", code: 0)
        }
    }

    /// The server error for a failure to open the wake-up pipe.
    init(wakePipe error: SocketError) {
        guard case let .failed(operation, code) = error else {
            self = .socketFailure(operation: "create the wake-up pipe: \(error)", code: 0)
            return
        }
        let what = operation == .configure ? "configure the wake-up pipe" : "create the wake-up pipe"
        self = .socketFailure(operation: what, code: code)
    }
}
