import Foundation
import Hammer

/// How resolving an element against one snapshot ended.
enum KassResolution {
    /// Exactly one element is meant.
    case found(AccessibilitySnapshot.Node)
    /// Nothing matches (`didYouMean`: the closest identifiers and labels of the same snapshot).
    case notFound(reason: KassFailure.Reason, didYouMean: KassSuggestions)
    /// The locator matches an element of another type (a label where a switch was declared).
    case wrongType(reason: KassFailure.Reason, actual: AccessibilitySnapshot.Node)
    /// Several elements remain after Hammer's preference rules.
    case ambiguous([AccessibilitySnapshot.Node])
}

extension KassElement {
    /// Resolves the element in `snapshot`: its container first, then the locator inside it, narrowed
    /// to the element's type, with Hammer's preference rules (visible, then actionable, one per
    /// activation point). With `unique` false, the first candidate is taken.
    func resolve(in snapshot: AccessibilitySnapshot, unique: Bool = true) -> KassResolution {
        var query = locator.query
        if let parent {
            switch parent.resolve(in: snapshot, unique: unique) {
            case .found(let container): query = query.inside(container)
            case .notFound(let reason, let didYouMean):
                return .notFound(reason: .containerNotFound(container: "\(parent)", because: reason), didYouMean: didYouMean)
            case .wrongType(let reason, _):
                return .notFound(reason: .containerNotFound(container: "\(parent)", because: reason), didYouMean: .none)
            case .ambiguous(let containers):
                return .notFound(reason: .containerAmbiguous(container: "\(parent)", matches: containers.count), didYouMean: .none)
            }
        }
        let matches = query.matches(in: snapshot).filter(type.matches)
        if let index {
            let items = Self.collectionItems(matches, type: type)
            let position = index < 0 ? items.count + index : index
            guard position >= 0, position < items.count else {
                return .notFound(reason: .noSuchItem(count: items.count, noun: type.noun, index: index), didYouMean: .none)
            }
            return .found(items[position])
        }
        let candidates = AccessibilityQueryResolution.preferredCandidates(among: matches)
        switch candidates.count {
        case 0:
            let typed = type == .any ? "element" : type.noun
            if let other = query.matches(in: snapshot).first {
                return .wrongType(
                    reason: .wrongType(expected: typed, locator: "\(locator)", actual: KassElementState.noun(of: other)),
                    actual: other
                )
            }
            return .notFound(
                reason: .notFound(type: typed, locator: "\(locator)"), didYouMean: KassSuggestions(query: locator.query, snapshot: snapshot)
            )
        case 1:
            return .found(candidates[0])
        default:
            return unique ? .ambiguous(candidates) : .found(candidates[0])
        }
    }

    /// Every item of the collection this element's locator describes (ignoring ``index``), in
    /// snapshot order; `nil` when the container is missing or ambiguous.
    func collectionItems(in snapshot: AccessibilitySnapshot) -> [AccessibilitySnapshot.Node]? {
        var query = locator.query
        if let parent {
            guard case .found(let container) = parent.resolve(in: snapshot) else { return nil }
            query = query.inside(container)
        }
        return Self.collectionItems(query.matches(in: snapshot).filter(type.matches), type: type)
    }

    /// The items of a collection: every match of the type, in snapshot order; for untyped
    /// collections, one per activation point (a button and its title label count once).
    static func collectionItems(_ matches: [AccessibilitySnapshot.Node], type: KassElementType) -> [AccessibilitySnapshot.Node] {
        guard type == .any else { return matches }
        var seen = Set<String>()
        return matches.filter { seen.insert("\(($0.activationPoint.x * 2).rounded()),\(($0.activationPoint.y * 2).rounded())").inserted }
    }
}
