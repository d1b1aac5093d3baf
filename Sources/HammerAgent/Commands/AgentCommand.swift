import Foundation
import Hammer

/// A command the agent can run: built-in (`tap`, `describe`) or added by the app with
/// ``AgentCommandRouter/register(_:)``.
///
/// Arguments arrive as one JSON object decoded into ``Arguments``; only the keys the
/// ``descriptor`` lists are accepted. The ``Output`` is encoded as JSON into the answer.
///
/// ```swift
/// struct SignInCommand: AgentCommand {
///     struct Arguments: Decodable, Sendable { var user: String }
///     let descriptor = CommandDescriptor(
///         name: "sign-in", summary: "Signs a test user in.",
///         parameters: [ParameterDescriptor(name: "user", type: .string, required: true, summary: "The user.")],
///         examples: [#"{"user":"alice"}"#]
///     )
///     @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
///         try AppSession.signIn(arguments.user)
///         return NoOutput()
///     }
/// }
/// ```
public protocol AgentCommand: Sendable {
    /// The command's JSON arguments (``NoArguments`` for none).
    associatedtype Arguments: Decodable & Sendable
    /// What the command answers (``NoOutput`` for nothing).
    associatedtype Output: Encodable & Sendable
    /// Name, summary, parameters and examples, for the catalog.
    var descriptor: CommandDescriptor { get }
    /// Runs the command on the main actor. Throw ``AgentCommandError`` to say what went wrong and how
    /// to fix it; other errors are reported as failures with their description.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output
}

/// The output of a command that answers nothing but success (encoded as `{}`).
public struct NoOutput: Encodable, Sendable, Equatable {
    /// Creates the empty output.
    public init() {}
}

/// The arguments of a command that takes none (decoded from `{}`).
public struct NoArguments: Decodable, Sendable, Equatable {
    /// Creates the empty arguments.
    public init() {}
}

/// A command with its types erased, as the router keeps it.
@MainActor
struct RegisteredCommand {
    let descriptor: CommandDescriptor
    let run: @MainActor (Data, AgentContext) async throws -> AgentJSONValue

    init<Command: AgentCommand>(_ command: Command) {
        descriptor = command.descriptor
        let name = command.descriptor.name
        run = { body, context in
            let arguments = try ArgumentDecoding.decode(Command.Arguments.self, from: body, command: name)
            let output = try await command.run(arguments, in: context)
            return try AgentJSONValue(encoding: output)
        }
    }
}
