import Foundation
import Hammer

/// `swipe`: a quick one-finger swipe `up`, `down`, `left` or `right`, on an element or a point
/// (the key window's centre when neither is given).
public struct SwipeCommand: AgentCommand {
    /// The arguments: a direction and where to start.
    public struct Arguments: Decodable, Sendable {
        /// Where the swipe starts.
        public var selector: ElementSelector
        /// `up`, `down`, `left` or `right`.
        public var direction: String

        private enum CodingKeys: String, CodingKey { case direction }

        /// Decodes the selector keys and `direction` from one object.
        public init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            direction = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .direction)
        }
    }

    /// The descriptor.
    public let descriptor = CommandDescriptor(
        name: "swipe",
        summary: "Swipes one finger up, down, left or right, on an element, a point, or the screen's centre.",
        parameters: [
            ParameterDescriptor(name: "direction", type: .string, required: true, summary: "up, down, left or right (the way the finger travels)."),
        ] + ElementSelector.parameters,
        examples: [#"{"direction":"up"}"#, #"{"direction":"left","identifier":"home.activity.row.t1"}"#, #"{"direction":"down","x":200,"y":300}"#],
        isMutating: true
    )

    /// Creates the command.
    public init() {}

    /// Resolves where to start and swipes.
    @MainActor public func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
        guard let direction = SwipeDirection(rawValue: arguments.direction.lowercased()) else {
            throw AgentCommandError.badArgument(
                key: "direction", command: "swipe", reason: "must be up, down, left or right, not '\(arguments.direction)'"
            )
        }
        let generator = try await context.generator()
        if arguments.selector.isEmpty {
            try await generator.fingerSwipe(direction: direction)
            context.noteHit("swiped \(direction.rawValue) on the screen's centre")
        } else {
            let target = try context.target(arguments.selector, command: "swipe")
            try await generator.fingerSwipe(at: target.point, direction: direction)
            context.noteHit("swiped \(direction.rawValue) on \(target.description)")
        }
        return NoOutput()
    }
}
