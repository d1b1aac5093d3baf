import Foundation
import Hammer

/// `tap`, `double-tap` and `long-press`: one finger on an element (identifier, label, value,
/// traits, ref) or a screen point (x, y). The element must be visible and reachable by a touch;
/// the answer's delta says what was hit and whether the screen changed.
public struct TapCommand: AgentCommand {
    /// The three finger gestures.
    public enum Gesture: String, Sendable, CaseIterable {
        /// One tap.
        case tap
        /// Two taps in quick succession.
        case doubleTap = "double-tap"
        /// A finger held down (`duration`, default 1 s).
        case longPress = "long-press"
    }

    /// The arguments: an element or a point, and for a long press its duration.
    public struct Arguments: Decodable, Sendable {
        /// What to touch.
        public var selector: ElementSelector
        /// How long a long press holds, in seconds.
        public var duration: Double?

        private enum CodingKeys: String, CodingKey { case duration }

        /// Decodes the selector keys and `duration` from one object.
        public init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            duration = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Double.self, forKey: .duration)
        }
    }

    /// The longest long press, in seconds: mutating commands run one at a time, so a longer one would
    /// hold up every other action.
    public static let maximumDuration: Double = 60

    /// Which gesture this command makes.
    public let gesture: Gesture

    /// The command for `gesture`.
    public init(_ gesture: Gesture) {
        self.gesture = gesture
    }

    /// The descriptor (a long press also takes `duration`).
    public var descriptor: CommandDescriptor {
        switch gesture {
        case .tap:
            return CommandDescriptor(
                name: "tap", summary: "Taps an element (identifier, label, value, traits or ref) or a screen point (x, y).",
                parameters: ElementSelector.parameters,
                examples: [#"{"identifier":"home.send"}"#, #"{"label":"Send","traits":"button"}"#, #"{"ref":"e12"}"#, #"{"x":120,"y":300}"#],
                isMutating: true
            )
        case .doubleTap:
            return CommandDescriptor(
                name: "double-tap", summary: "Double-taps an element or a screen point.",
                parameters: ElementSelector.parameters,
                examples: [#"{"identifier":"photo"}"#, #"{"ref":"e7"}"#], isMutating: true
            )
        case .longPress:
            return CommandDescriptor(
                name: "long-press", summary: "Holds a finger on an element or a screen point (duration in seconds, default 1).",
                parameters: ElementSelector.parameters + [
                    ParameterDescriptor(name: "duration", type: .number, summary: "How long to hold, in seconds, 0 to 60 (default 1)."),
                ],
                examples: [#"{"identifier":"home.activity.row.t1"}"#, #"{"ref":"e7","duration":2}"#], isMutating: true
            )
        }
    }

    /// Resolves the target in one snapshot, then touches it through the generator.
    @MainActor public func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
        let name = descriptor.name
        if let duration = arguments.duration, !(duration.isFinite && (0...Self.maximumDuration).contains(duration)) {
            throw AgentCommandError.badArgument(
                key: "duration", command: name, reason: "must be from 0 to \(Int(Self.maximumDuration)) seconds, not \(duration)"
            )
        }
        let generator = try await context.generator()
        let target = try context.target(arguments.selector, command: name)
        switch gesture {
        case .tap: try await generator.fingerTap(at: target.point)
        case .doubleTap: try await generator.fingerDoubleTap(at: target.point)
        case .longPress: try await generator.fingerLongPress(at: target.point, duration: arguments.duration)
        }
        context.noteHit("\(Self.pastTense(gesture)) \(target.description)")
        return NoOutput()
    }

    private static func pastTense(_ gesture: Gesture) -> String {
        switch gesture {
        case .tap: "tapped"
        case .doubleTap: "double-tapped"
        case .longPress: "long-pressed"
        }
    }
}
