import Foundation
import Hammer

/// How a command names what to act on: an element by `identifier`, `label`, `value` and `traits`
/// (combinable; exact matching with Hammer's ``AccessibilityQuery`` rules), by `ref` from
/// `describe`, or a screen point by `x` and `y` (points).
///
/// Commands decode it from the same JSON object as their other keys:
/// `{"identifier":"home.send"}`, `{"label":"Send","traits":"button"}`, `{"ref":"e12"}`, `{"x":100,"y":200}`.
public struct ElementSelector: Decodable, Sendable, Equatable {
    /// The exact accessibility identifier.
    public var identifier: String?
    /// The exact accessibility label.
    public var label: String?
    /// The exact accessibility value.
    public var value: String?
    /// Trait names the element must all have, comma-separated (`button,selected`).
    public var traits: String?
    /// A ref from `describe` (`e12`).
    public var ref: String?
    /// A screen x coordinate, in points (with `y`).
    public var x: Double?
    /// A screen y coordinate, in points (with `x`).
    public var y: Double?

    /// A selector from its parts.
    public init(
        identifier: String? = nil, label: String? = nil, value: String? = nil, traits: String? = nil,
        ref: String? = nil, x: Double? = nil, y: Double? = nil
    ) {
        self.identifier = identifier; self.label = label; self.value = value; self.traits = traits
        self.ref = ref; self.x = x; self.y = y
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, label, value, traits, ref, x, y
    }

    /// The element parameters, for descriptors.
    public static let elementParameters: [ParameterDescriptor] = BuiltInCatalog.elementParameters

    /// The element and point parameters, for descriptors of commands that also take a point.
    public static let parameters: [ParameterDescriptor] = BuiltInCatalog.elementAndPointParameters

    /// Whether nothing is given.
    public var isEmpty: Bool { self == ElementSelector() }

    /// Whether an element is described (anything but a point).
    var describesElement: Bool {
        identifier != nil || label != nil || value != nil || traits != nil || ref != nil
    }

    /// The query for identifier, label, value and traits.
    func query(command: String) throws(AgentCommandError) -> AccessibilityQuery {
        var traitSet: UIAccessibilityTraits = []
        if let traits {
            traitSet = try TraitNames.parse(traits, command: command)
        }
        return AccessibilityQuery(identifier: identifier, label: label, value: value, traits: traitSet)
    }
}
