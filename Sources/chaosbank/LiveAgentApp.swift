import ChaosBank
import Foundation
import HammerAgent
import HeadlessUI

/// `chaosbank --agent`: ChaosBank on the real-time clock with the Hammer agent listening, until the
/// process is stopped. Prints one line saying where the agent listens, then keeps the run loop
/// turning at 60 frames a second so commands run as on a device.
@MainActor
enum LiveAgentApp {
    /// Launches the app, starts the agent and runs forever; returns an exit status only when the
    /// agent cannot start.
    static func run(_ request: LiveAppRequest) async -> Int32 {
        let options = ChaosBankLaunchOptions(defects: request.defects, route: request.route, locale: request.locale)
        let application = UIApplication.launch(LaunchConfiguration(clockMode: .realTime), delegate: ChaosBankAppDelegate(options: options))
        var configuration = AgentServerConfiguration()
        if let port = request.port { configuration.port = port }
        let agent = HammerAgent(configuration: configuration)
        let port: Int
        do {
            port = try await agent.start()
        } catch {
            FileHandle.standardError.write(Data("chaosbank: the Hammer agent could not start: \(error)\n".utf8))
            return 1
        }
        let token = configuration.token == nil ? "no token" : "token required (HAMMER_AGENT_TOKEN)"
        let banner = """
            ChaosBank is running (\(request.route), \(request.locale.rawValue), defects: \(request.defects)).
            Hammer agent listening on 127.0.0.1:\(port), \(token). Try: HAMMER_AGENT_PORT=\(port) swift run hammer describe

            """
        FileHandle.standardOutput.write(Data(banner.utf8))
        while !application.isTerminated {
            // Each turn waits on the wall clock and serves the agent's commands (main-actor work).
            await application.runLoop.run(for: 1)
        }
        return 0
    }
}
