import Foundation
import Hammer

/// `describe`: the accessibility tree as indented lines, one element per line with its ref:
///
/// ```text
/// screen 393x852 pt @3x, key window: UIWindow, top: HomeViewController, focused: none, alert: none
/// - window [ref=e1]
///   - button "Send" #home.send [ref=e9]
///   - textField #transfer.amount [placeholder "0.00"] [ref=e14]: 12.50
/// ```
///
/// A line is `- role "label" #identifier [states] [ref=eN]: value` (the snapshot dump's lines).
/// `interactive` keeps only actionable elements, `find` only lines containing a text (ignoring
/// case), both as a flat list; `depth` cuts the tree; `frames` adds each visible frame.
struct DescribeCommand: AgentCommand {
    /// `describe`'s arguments.
    struct Arguments: Decodable, Sendable {
        /// Only actionable elements (buttons, fields, switches, cells…), as a flat list.
        var interactive: Bool?
        /// The deepest level shown (0: windows only).
        var depth: Int?
        /// Whether each line ends with the visible frame.
        var frames: Bool?
        /// Only lines containing this text, ignoring case, as a flat list.
        var find: String?
    }

    /// What `describe` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The header and the tree, one node per line.
        var text: String
        /// How many node lines `text` holds.
        var count: Int
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.describe

    /// Creates the command.
    init() {}

    /// Takes one snapshot and writes it.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        if let depth = arguments.depth, depth < 0 {
            throw AgentCommandError.badArgument(key: "depth", command: "describe", reason: "must be 0 or more, not \(depth)")
        }
        let snapshot = context.snapshot()
        let state = AgentScreenState.capture(snapshot)
        let frames = arguments.frames ?? false
        let needle = arguments.find.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        let flat = arguments.interactive == true || needle != nil
        var lines: [String] = []
        for node in snapshot.nodes {
            if let depth = arguments.depth, node.depth > depth { continue }
            if arguments.interactive == true, !(node.isElement && node.isActionable) { continue }
            let line = AccessibilitySnapshot.line(for: node, includeFrames: frames)
            if let needle, !line.lowercased().contains(needle) { continue }
            lines.append(String(repeating: "  ", count: flat ? 0 : node.depth) + "- " + line)
        }
        let header = Self.header(snapshot: snapshot, state: state, keyWindow: context.keyWindow)
        let body = lines.isEmpty ? ["(nothing matches)"] : lines
        return Output(text: ([header] + body).joined(separator: "\n"), count: lines.count)
    }

    /// `screen 393x852 pt @3x, key window: UIWindow, top: HomeViewController, focused: none, alert: none`.
    @MainActor static func header(snapshot: AccessibilitySnapshot, state: AgentScreenState, keyWindow: UIWindow?) -> String {
        let size = snapshot.screenBounds.size
        let width = AgentContext.number(Double(size.width))
        let height = AgentContext.number(Double(size.height))
        let screen = "screen \(width)x\(height) pt @\(AgentContext.number(Double(snapshot.screenScale)))x"
        return [
            screen,
            "key window: \(keyWindow.map { String(describing: type(of: $0)) } ?? "none")",
            "top: \(state.topViewController ?? "none")",
            "focused: \(state.focused ?? "none")",
            "alert: \(state.alert ?? "none")",
        ].joined(separator: ", ")
    }
}
