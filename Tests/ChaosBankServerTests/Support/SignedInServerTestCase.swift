import ChaosBankServer
import XCTest

/// A test case with a server on a fresh database, started before each test and signed in as the
/// demo customer (`client`); subclasses change the server's limits through ``configuration``.
class SignedInServerTestCase: XCTestCase {
    /// The server and its database.
    var fixture: ServerFixture!
    /// A client holding the demo customer's session.
    var client: APIClient!

    /// The server's configuration (the defaults unless a subclass says otherwise).
    var configuration: HTTPServerConfiguration { HTTPServerConfiguration() }

    override func setUpWithError() throws {
        fixture = try ServerFixture()
        client = try fixture.start(configuration).signedIn()
    }

    override func tearDown() {
        fixture.tearDown()
    }
}
