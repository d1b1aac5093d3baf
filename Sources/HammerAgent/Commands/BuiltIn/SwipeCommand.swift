import Foundation
import Hammer

/// `swipe`: a quick one-finger swipe `up`, `down`, `left` or `right`, on an element or a point
/// (the key window's centre when neither is given).
struct SwipeCommand: AgentCommand {
    /// The arguments: a direction and where to start.
    struct Arguments: Decodable, Sendable {
        /// Where the swipe starts.
        var selector: ElementSelector
        /// `up`, `down`, `left` or `right`.
        var direction: String

        private enum CodingKeys: String, CodingKey { case direction }

        /// Decodes the selector keys and `direction` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            direction = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .direction)
        }
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.swipe

    /// Creates the command.
    init() {}

    /// Resolves where to start and swipes.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
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
