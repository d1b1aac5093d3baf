import Foundation
import Hammer
import KassSupport

/// `key`: presses one key of the hardware keyboard by name (`returnOrEnter`, `tab`, `escape`,
/// `deleteOrBackspace`, `a`, `upArrow`…; also `return`, `enter`, `delete`, `backspace`, `esc`,
/// `space`), `count` times.
struct KeyCommand: AgentCommand {
    /// The arguments: the key's name and how many presses.
    struct Arguments: Decodable, Sendable {
        /// The key's name.
        var key: String
        /// How many presses (default 1).
        var count: Int?
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.key

    private static let aliases: [String: KeyboardKey] = [
        "return": .returnOrEnter, "enter": .returnOrEnter, "delete": .deleteOrBackspace, "backspace": .deleteOrBackspace,
        "esc": .escape, "space": .spacebar, "up": .arrowUp, "down": .arrowDown, "left": .arrowLeft, "right": .arrowRight,
    ]

    /// Creates the command.
    init() {}

    /// The key named `name`, or the error naming the nearest names.
    static func key(named name: String) throws(AgentCommandError) -> KeyboardKey {
        if let key = KeyboardKey.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) { return key }
        if let key = aliases[name.lowercased()] { return key }
        if name.count == 1, let character = name.first,
           let key = KeyboardKey.allCases.first(where: { $0.name == String(character).lowercased() }) {
            return key
        }
        let names = KeyboardKey.allCases.map(\.name) + aliases.keys.sorted()
        let suggestions = NearMatchRanker.rankNames(name, among: names)
        throw .invalid(
            message: "key: '\(name)' is not a key name",
            hint: (NearMatchWording.didYouMean(suggestions).map { [$0] } ?? [])
                + ["key names: returnOrEnter, tab, escape, deleteOrBackspace, spacebar, upArrow, a…z, digit0…digit9, f1…f24"]
        )
    }

    /// Presses the key.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> NoOutput {
        let count = arguments.count ?? 1
        guard (1...100).contains(count) else {
            throw AgentCommandError.badArgument(key: "count", command: "key", reason: "must be between 1 and 100, not \(count)")
        }
        let key = try Self.key(named: arguments.key)
        let generator = try await context.generator()
        for _ in 0..<count { try await generator.keyPress(key) }
        context.noteHit("pressed \(key.name)" + (count > 1 ? " \(count) times" : ""))
        return NoOutput()
    }
}
