import Foundation
import Hammer

/// `status`: whether an app is running, its screen, key window, top view controller, focused element
/// and alert. Cheap; tools call it to check the agent is up.
struct StatusCommand: AgentCommand {
    /// What `status` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The process name.
        var app: String
        /// Whether an application is running.
        var running: Bool
        /// The screen size in points.
        var screen: AgentSize
        /// Pixels per point.
        var scale: Double
        /// The key window (`UIWindow`), if any.
        var keyWindow: String?
        /// The class of the view controller on top.
        var topViewController: String?
        /// The focused element, if any.
        var focused: String?
        /// The alert shown, if any.
        var alert: String?
    }

    /// The descriptor: no parameters.
    let descriptor = BuiltInCatalog.status

    /// Creates the command.
    init() {}

    /// Reads the state of the app.
    @MainActor func run(_ arguments: NoArguments, in context: AgentContext) async throws -> Output {
        let screen = AgentPlatform.screen
        let window = context.keyWindow
        let state = AgentPlatform.hasApplication ? AgentScreenState.capture(context.snapshot()) : nil
        return Output(
            app: ProcessInfo.processInfo.processName, running: AgentPlatform.hasApplication,
            screen: AgentSize(screen.bounds.size), scale: Double(screen.scale),
            keyWindow: window.map { String(describing: type(of: $0)) },
            topViewController: state?.topViewController, focused: state?.focused, alert: state?.alert
        )
    }
}
