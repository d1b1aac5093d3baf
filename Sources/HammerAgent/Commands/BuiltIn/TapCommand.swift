import Foundation
import Hammer

/// `tap`, `double-tap` and `long-press`: one finger on an element (identifier, label, value,
/// traits, ref) or a screen point (x, y). The element must be visible and reachable by a touch;
/// the answer's delta says what was hit and whether the screen changed.
struct TapCommand: AgentCommand {
    /// The three finger gestures.
    enum Gesture: String, Sendable, CaseIterable {
        /// One tap.
        case tap
        /// Two taps in quick succession.
        case doubleTap = "double-tap"
        /// A finger held down (`duration`, default 1 s).
        case longPress = "long-press"
    }

    /// The arguments: an element or a point, and for a long press its duration.
    struct Arguments: Decodable, Sendable {
        /// What to touch.
        var selector: ElementSelector
        /// How long a long press holds, in seconds.
        var duration: Double?

        private enum CodingKeys: String, CodingKey { case duration }

        /// Decodes the selector keys and `duration` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            duration = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Double.self, forKey: .duration)
        }
    }

    /// The longest long press, in seconds: mutating commands run one at a time, so a longer one would
    /// hold up every other action.
    static let maximumDuration: Double = 60

    /// Which gesture this command makes.
    let gesture: Gesture

    /// The command for `gesture`.
    init(_ gesture: Gesture) {
        self.gesture = gesture
    }

    /// The descriptor (a long press also takes `duration`).
    var descriptor: CommandDescriptor {
        switch gesture {
        case .tap: BuiltInCatalog.tap
        case .doubleTap: BuiltInCatalog.doubleTap
        case .longPress: BuiltInCatalog.longPress
        }
    }

    /// Resolves the target in one snapshot, then touches it through the generator.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
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
