import HeadlessUI
import XCTest

/// Base class for the network tests: a ``HeadlessTestCase`` with a ``LoopbackTestServer`` listening
/// on a free loopback port during each test (started after the launch, stopped before the app
/// terminates), and the app's ``HeadlessNetwork/conditions`` set to ``initialNetworkConditions``.
@MainActor
open class LoopbackServerTestCase: HeadlessTestCase {
    /// The server of the running test.
    public private(set) var server: LoopbackTestServer!

    /// The network conditions each test starts with; `nil` (the default) keeps the standard ones.
    open var initialNetworkConditions: NetworkConditions? { nil }

    open override func setUp() async throws {
        try await super.setUp()
        let server = LoopbackTestServer()
        try server.start()
        self.server = server
        if let initialNetworkConditions { app.network.conditions = initialNetworkConditions }
    }

    open override func tearDown() async throws {
        server?.stop()
        server = nil
        try await super.tearDown()
    }
}
