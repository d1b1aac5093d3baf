import Foundation
import Hammer
import KassSupport

/// The command catalog and its dispatcher: the built-in commands plus the app's own, run on the main
/// actor against one ``AgentContext``. The HTTP server hands each accepted request to
/// ``respond(method:path:body:)``; tests call ``handle(name:body:)`` directly, without sockets.
///
/// ```swift
/// let router = AgentCommandRouter()
/// try router.register(SignInCommand())
/// let result = await router.handle(name: "tap", body: Data(#"{"identifier":"home.send"}"#.utf8))
/// ```
@MainActor
public final class AgentCommandRouter {
    /// What the commands run against.
    public let context: AgentContext
    private var commands: [String: RegisteredCommand] = [:]
    private var order: [String] = []
    private var builtInNames: Set<String> = []
    private let serializer = CommandSerializer()

    /// A router with every built-in command, running against `context`.
    public init(context: AgentContext = AgentContext()) {
        self.context = context
        for command in BuiltInCommands.all {
            commands[command.descriptor.name] = command
            order.append(command.descriptor.name)
            builtInNames.insert(command.descriptor.name)
        }
    }

    /// Adds an app command. Throws ``AgentCommandRegistrationError`` when the name is a built-in's,
    /// was registered before, or is not a valid name, or a parameter is listed twice.
    public func register<Command: AgentCommand>(_ command: Command) throws(AgentCommandRegistrationError) {
        let descriptor = command.descriptor
        let name = descriptor.name
        guard CommandDescriptor.isValidName(name) else { throw .invalidName(name: name) }
        if builtInNames.contains(name) { throw .clashesWithBuiltIn(name: name) }
        if commands[name] != nil { throw .alreadyRegistered(name: name) }
        var seen: Set<String> = []
        for parameter in descriptor.parameters where !seen.insert(parameter.name).inserted {
            throw .duplicateParameter(command: name, parameter: parameter.name)
        }
        commands[name] = RegisteredCommand(command)
        order.append(name)
    }

    /// Every command's descriptor: built-ins first, then the app's in registration order.
    public var catalog: [CommandDescriptor] {
        order.compactMap { commands[$0]?.descriptor }
    }

    /// The names of the built-in commands.
    public var builtInCommandNames: [String] {
        order.filter(builtInNames.contains)
    }

    /// Runs the command `name` with the JSON arguments in `body` and answers with the envelope.
    /// Arguments are checked against the descriptor first (unknown keys, missing keys, JSON types);
    /// a mutating command's answer carries a delta (what was hit, whether the screen changed).
    /// Mutating commands run one at a time, in arrival order.
    public func handle(name: String, body: Data) async -> AgentCommandResult {
        guard let command = commands[name] else {
            return .failure(.unknownCommand(name: name, suggestions: NearMatchRanker.rankNames(name, among: order)))
        }
        guard command.descriptor.isMutating else { return await run(command, name: name, body: body) }
        return await serializer.run { await run(command, name: name, body: body) }
    }

    private func run(_ command: RegisteredCommand, name: String, body: Data) async -> AgentCommandResult {
        do {
            _ = try ArgumentDecoding.validate(body, against: command.descriptor)
            // The client went away while the command was queued: do not start it.
            try Task.checkCancellation()
            // Without an application a snapshot would launch an empty one: only `status` answers.
            if !AgentPlatform.hasApplication, name != "status", builtInNames.contains(name) { throw AgentCommandError.noApplication }
            let before = command.descriptor.isMutating ? AgentScreenState.capture(context.snapshot()) : nil
            _ = context.takeHitNotes()
            let output = try await command.run(body, context)
            guard let before else { return .success(output) }
            await context.settle()
            let after = AgentScreenState.capture(context.snapshot())
            let delta = (context.takeHitNotes() + [before.change(to: after)]).joined(separator: "; ")
            return .success(output, delta: delta)
        } catch {
            return .failure(Self.agentError(error, command: name))
        }
    }

    /// The agent error for anything a command threw.
    static func agentError(_ error: Error, command: String) -> AgentCommandError {
        switch error {
        case let error as AgentCommandError: return error
        case let error as HammerError: return AgentCommandError.from(error)
        case is CancellationError:
            return .failed(
                message: "\(command) was cancelled: its client hung up or cancelled the call before it finished",
                hint: ["send the command again"]
            )
        default: return .failed(message: "\(command) failed: \(error)", hint: ["run help \(command) for its keys and examples"])
        }
    }
}
