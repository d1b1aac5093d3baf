import Foundation
import Hammer
import KassSupport

/// The trait names the `traits` key accepts (`button,selected`), as UIKit spells them.
enum TraitNames {
    static let table: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("header", .header), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
    ]

    /// Every accepted name.
    static var all: [String] { table.map(\.0) }

    /// The traits named in `text` (comma- or space-separated, case-insensitive).
    static func parse(_ text: String, command: String) throws(AgentCommandError) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        let names = text.split { $0 == "," || $0 == " " }.map(String.init)
        guard !names.isEmpty else {
            throw .badArgument(key: "traits", command: command, reason: "is empty; name at least one trait, for example \"button\"")
        }
        for name in names {
            guard let entry = table.first(where: { $0.0.lowercased() == name.lowercased() }) else {
                let suggestion = NearMatchWording.parenthesized(Array(NearMatchRanker.rank(name, among: all).prefix(1)))
                throw .badArgument(
                    key: "traits", command: command,
                    reason: "names the unknown trait '\(name)'\(suggestion); known traits: \(all.joined(separator: ", "))"
                )
            }
            traits.insert(entry.1)
        }
        return traits
    }

    /// The names of the traits in `traits`, in table order.
    static func names(of traits: UIAccessibilityTraits) -> [String] {
        table.filter { traits.contains($0.1) }.map(\.0)
    }
}
