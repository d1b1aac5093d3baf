import ChaosBank
import Foundation
@testable import HammerAgent
import HeadlessUI

/// ChaosBank on the virtual clock with a `HammerAgent` on a free loopback port, in this process.
@MainActor
final class AgentFixture {
    private(set) var application: UIApplication?
    private(set) var agent: HammerAgent?

    /// Launches ChaosBank on `route` and starts the agent (with `token` when given, after
    /// `configure` registered the app's commands; `log` gets the agent's log lines); returns its port.
    func start(
        route: String = "home", token: String? = nil,
        configure: (HammerAgent) throws -> Void = { _ in }, log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> Int {
        application = UIApplication.launch(LaunchConfiguration(arguments: ["-ChaosBankRoute", route]), delegate: ChaosBankAppDelegate())
        await application?.runLoop.runFrames(30)
        var configuration = AgentServerConfiguration(environment: [:])
        configuration.port = 0
        configuration.token = token
        let agent = HammerAgent(configuration: configuration, log: log)
        self.agent = agent
        try configure(agent)
        return try await agent.start()
    }

    /// Stops the agent and the app.
    func stop() async {
        await agent?.stop()
        await agent?.router.context.finish()
        agent = nil
        application?.terminate()
        application = nil
    }
}
