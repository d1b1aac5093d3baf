/// The commands every agent has, as data, in catalog order: what the `hammer` tool reads to type
/// flags and print help without an app, and what the agent's command implementations describe
/// themselves with (a test checks that the agent registers exactly these, so the two cannot drift).
package enum BuiltInCatalog {
    /// Every built-in command's descriptor, in catalog order.
    package static let all: [CommandDescriptor] = [
        status, describe, tap, doubleTap, longPress, swipe, typeText, key, wait, screenshot, inspect,
        setProperty, setConstraint, changes, revert,
    ]

    /// The names of the built-in commands, in catalog order.
    package static var names: [String] { all.map(\.name) }

    /// The built-in command named `name`, if there is one.
    package static func descriptor(named name: String) -> CommandDescriptor? {
        all.first { $0.name == name }
    }

    /// The trait names the `traits` key accepts (`button,selected`), as UIKit spells them, in the
    /// order the agent lists them.
    package static let traitNames = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "header", "tabBar", "toggleButton",
    ]

    /// The view properties `set-property` changes live, in the order the agent lists them.
    package static let livePropertyNames = [
        "alpha", "isHidden", "backgroundColor", "text", "textColor", "fontSize", "layoutMargins",
        "isUserInteractionEnabled", "clipsToBounds", "isEnabled", "cornerRadius",
    ]

    /// The keys that name an element: identifier, label, value, traits and ref.
    package static let elementParameters: [ParameterDescriptor] = [
        ParameterDescriptor(name: "identifier", type: .string, summary: "The element's exact accessibility identifier."),
        ParameterDescriptor(name: "label", type: .string, summary: "The element's exact accessibility label."),
        ParameterDescriptor(name: "value", type: .string, summary: "The element's exact accessibility value."),
        ParameterDescriptor(
            name: "traits", type: .string,
            summary: "Traits the element must all have, comma-separated: \(traitNames.joined(separator: ", "))."
        ),
        ParameterDescriptor(name: "ref", type: .string, summary: "A ref from describe (e12); an error when the element is gone."),
    ]

    /// The element keys and a screen point (`x`, `y`), for commands that also take a point.
    package static let elementAndPointParameters: [ParameterDescriptor] = elementParameters + [
        ParameterDescriptor(name: "x", type: .number, summary: "Screen x coordinate in points (with y), instead of an element."),
        ParameterDescriptor(name: "y", type: .number, summary: "Screen y coordinate in points (with x), instead of an element."),
    ]
}
