#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import HammerAgent
import KassSupport
import XCTest

/// How a failure of KassSupport's socket layer becomes the server's error (and keeps its wording).
final class AgentServerErrorSocketTests: XCTestCase {
    func test_listeningFailures_becomeTheServersErrors() {
        let table: [(SocketError, AgentServerError)] = [
            (.addressInUse(port: 9876), .portInUse(port: 9876)),
            (.notPermitted(port: 9876), .portNotPermitted(port: 9876)),
            (.failed(operation: .socket, code: EMFILE), .socketFailure(operation: "create a socket", code: EMFILE)),
            (.failed(operation: .configure, code: EBADF), .socketFailure(operation: "make the listening socket non-blocking", code: EBADF)),
            (.failed(operation: .listen, code: EINVAL), .socketFailure(operation: "listen on port 9876", code: EINVAL)),
            (.failed(operation: .bind, code: EADDRNOTAVAIL), .socketFailure(operation: "bind port 9876", code: EADDRNOTAVAIL)),
        ]
        for (socketError, expected) in table {
            XCTAssertEqual(AgentServerError(listening: socketError, port: 9876), expected, socketError.description)
        }
    }

    func test_wakePipeFailures_becomeTheServersErrors() {
        let table: [(SocketError, AgentServerError)] = [
            (.failed(operation: .pipe, code: EMFILE), .socketFailure(operation: "create the wake-up pipe", code: EMFILE)),
            (.failed(operation: .configure, code: EBADF), .socketFailure(operation: "configure the wake-up pipe", code: EBADF)),
        ]
        for (socketError, expected) in table {
            XCTAssertEqual(AgentServerError(wakePipe: socketError), expected, socketError.description)
        }
    }

    func test_portInUse_keepsItsWording() {
        XCTAssertEqual(
            AgentServerError(listening: .addressInUse(port: 9876), port: 9876).description,
            "port 9876 is already in use: quit the app or agent that holds it, "
                + "or set HAMMER_AGENT_PORT to a free port (the same value for the app and for `hammer`)"
        )
    }
}
