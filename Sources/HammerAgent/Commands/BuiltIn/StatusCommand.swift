import Foundation
import Hammer

/// `status`: whether an app is running, its screen, key window, top view controller, focused element
/// and alert. Cheap; tools call it to check the agent is up.
public struct StatusCommand: AgentCommand {
    /// What `status` answers.
    public struct Output: Codable, Sendable, Equatable {
        /// The process name.
        public var app: String
        /// Whether an application is running.
        public var running: Bool
        /// The screen size in points.
        public var screen: AgentSize
        /// Pixels per point.
        public var scale: Double
        /// The key window (`UIWindow`), if any.
        public var keyWindow: String?
        /// The class of the view controller on top.
        public var topViewController: String?
        /// The focused element, if any.
        public var focused: String?
        /// The alert shown, if any.
        public var alert: String?
    }

    /// The descriptor: no parameters.
    public let descriptor = CommandDescriptor(
        name: "status",
        summary: "Says whether the app runs: screen size and scale, key window, top view controller, focused element and alert.",
        examples: ["{}"]
    )

    /// Creates the command.
    public init() {}

    /// Reads the state of the app.
    @MainActor public func run(_ arguments: NoArguments, in context: AgentContext) async throws -> Output {
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
