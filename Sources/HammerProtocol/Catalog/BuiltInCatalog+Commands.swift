/// The descriptor of each built-in command: its name, summary, JSON parameters and examples.
extension BuiltInCatalog {
    /// `status`: whether the app runs, and its screen.
    package static let status = CommandDescriptor(
        name: "status",
        summary: "Says whether the app runs: screen size and scale, key window, top view controller, focused element and alert.",
        examples: ["{}"]
    )

    /// `describe`: the screen as an indented tree.
    package static let describe = CommandDescriptor(
        name: "describe",
        summary: "Shows the screen as an indented tree: - role \"label\" #identifier [states] [ref=eN]: value, under a header with "
            + "screen size, scale, focused element and alert.",
        parameters: [
            ParameterDescriptor(
                name: "interactive", type: .boolean,
                summary: "Only actionable elements (buttons, fields, switches, cells), as a flat list."
            ),
            ParameterDescriptor(name: "depth", type: .integer, summary: "The deepest level shown; 0 shows the windows only."),
            ParameterDescriptor(name: "frames", type: .boolean, summary: "End each line with the visible frame in screen points."),
            ParameterDescriptor(
                name: "find", type: .string,
                summary: "Only elements whose line contains this text, ignoring case, as a flat list."
            ),
        ],
        examples: ["{}", #"{"interactive":true}"#, #"{"find":"send","frames":true}"#, #"{"depth":3}"#]
    )

    /// `tap`: one tap on an element or a screen point.
    package static let tap = CommandDescriptor(
        name: "tap", summary: "Taps an element (identifier, label, value, traits or ref) or a screen point (x, y).",
        parameters: elementAndPointParameters,
        examples: [#"{"identifier":"home.send"}"#, #"{"label":"Send","traits":"button"}"#, #"{"ref":"e12"}"#, #"{"x":120,"y":300}"#],
        isMutating: true
    )

    /// `double-tap`: two quick taps on an element or a screen point.
    package static let doubleTap = CommandDescriptor(
        name: "double-tap", summary: "Double-taps an element or a screen point.",
        parameters: elementAndPointParameters,
        examples: [#"{"identifier":"photo"}"#, #"{"ref":"e7"}"#], isMutating: true
    )

    /// `long-press`: a finger held on an element or a screen point.
    package static let longPress = CommandDescriptor(
        name: "long-press", summary: "Holds a finger on an element or a screen point (duration in seconds, default 1).",
        parameters: elementAndPointParameters + [
            ParameterDescriptor(name: "duration", type: .number, summary: "How long to hold, in seconds, 0 to 60 (default 1)."),
        ],
        examples: [#"{"identifier":"home.activity.row.t1"}"#, #"{"ref":"e7","duration":2}"#], isMutating: true
    )

    /// `swipe`: one finger travelling up, down, left or right.
    package static let swipe = CommandDescriptor(
        name: "swipe",
        summary: "Swipes one finger up, down, left or right, on an element, a point, or the screen's centre.",
        parameters: [
            ParameterDescriptor(
                name: "direction", type: .string, required: true,
                summary: "up, down, left or right (the way the finger travels)."
            ),
        ] + elementAndPointParameters,
        examples: [
            #"{"direction":"up"}"#,
            #"{"direction":"left","identifier":"home.activity.row.t1"}"#,
            #"{"direction":"down","x":200,"y":300}"#,
        ],
        isMutating: true
    )

    /// `type-text`: typing into the focused or given field.
    package static let typeText = CommandDescriptor(
        name: "type-text",
        summary: "Types text into the focused field, or into the field given (tapped first); replace clears it first. Answers the "
            + "field's text.",
        parameters: [
            ParameterDescriptor(name: "text", type: .string, required: true, summary: "The text to type (shifted characters get shift)."),
            ParameterDescriptor(name: "replace", type: .boolean, summary: "Delete the field's text before typing."),
        ] + elementParameters,
        examples: [#"{"identifier":"transfer.amount","text":"12.50"}"#, #"{"text":"hello","replace":true}"#],
        isMutating: true
    )

    /// `key`: a hardware keyboard key pressed by name.
    package static let key = CommandDescriptor(
        name: "key",
        summary: "Presses a key of the hardware keyboard by name (returnOrEnter, tab, escape, deleteOrBackspace, a, upArrow…).",
        parameters: [
            ParameterDescriptor(
                name: "key", type: .string, required: true,
                summary: "The key's name (Hammer's KeyboardKey names, or return, enter, delete, backspace, esc, space, or one character)."
            ),
            ParameterDescriptor(name: "count", type: .integer, summary: "How many times to press it (1 to 100, default 1)."),
        ],
        examples: [#"{"key":"returnOrEnter"}"#, #"{"key":"deleteOrBackspace","count":3}"#, #"{"key":"tab"}"#],
        isMutating: true
    )

    /// `wait`: an element appears, or is gone.
    package static let wait = CommandDescriptor(
        name: "wait",
        summary: "Waits until an element is visible, or with gone until nothing visible matches it (timeout in app seconds, default "
            + "5, at most 300).",
        parameters: elementParameters + [
            ParameterDescriptor(name: "gone", type: .boolean, summary: "Wait until the element is gone (removed or not visible)."),
            ParameterDescriptor(name: "timeout", type: .number, summary: "The longest wait in seconds of app time, 0 to 300 (default 5)."),
        ],
        examples: [#"{"identifier":"transfer.title"}"#, #"{"label":"Sent","timeout":10}"#, #"{"ref":"e12","gone":true}"#]
    )

    /// `screenshot`: the screen or one element as PNG.
    package static let screenshot = CommandDescriptor(
        name: "screenshot",
        summary: "Captures the screen, or one element's visible frame, as PNG (base64), one pixel per point unless scale is given.",
        parameters: elementParameters + [
            ParameterDescriptor(name: "scale", type: .number, summary: "Pixels per point, above 0 and at most 3 (default 1)."),
        ],
        examples: ["{}", #"{"ref":"e12"}"#, #"{"identifier":"home.total","scale":2}"#]
    )

    /// `inspect`: one element in depth.
    package static let inspect = CommandDescriptor(
        name: "inspect",
        summary: "Shows one element in depth: class, frame, visibility, colours, font and text, accessibility, constraints (with cN "
            + "refs) and superviews.",
        parameters: elementParameters,
        examples: [#"{"ref":"e12"}"#, #"{"identifier":"home.send"}"#]
    )

    /// `set-property`: a live edit of a view property.
    package static let setProperty = CommandDescriptor(
        name: "set-property",
        summary: "Changes a view's property live (\(livePropertyNames.joined(separator: ", "))); revert restores the original.",
        parameters: [
            ParameterDescriptor(
                name: "property", type: .string, required: true,
                summary: "The property: \(livePropertyNames.joined(separator: ", "))."
            ),
            ParameterDescriptor(
                name: "to", type: .string, required: true,
                summary: "The new value as text: 0.5, true, #FF8800, systemBlue, none, 8,16,8,16, or the text itself."
            ),
        ] + elementParameters,
        examples: [
            #"{"ref":"e12","property":"alpha","to":"0.5"}"#,
            ##"{"identifier":"home.send","property":"backgroundColor","to":"#FF8800"}"##,
        ],
        isMutating: true
    )

    /// `set-constraint`: a live edit of a constraint.
    package static let setConstraint = CommandDescriptor(
        name: "set-constraint",
        summary: "Changes a constraint live by its cN ref from inspect: constant, priority or active; revert restores the originals.",
        parameters: [
            ParameterDescriptor(name: "constraint", type: .string, required: true, summary: "The constraint's ref from inspect (c4)."),
            ParameterDescriptor(name: "constant", type: .number, summary: "The new constant, in points, from -1000000 to 1000000."),
            ParameterDescriptor(name: "priority", type: .number, summary: "The new priority, from 1 to 1000."),
            ParameterDescriptor(name: "active", type: .boolean, summary: "Whether the constraint takes part in layout."),
        ],
        examples: [#"{"constraint":"c4","constant":24}"#, #"{"constraint":"c4","active":false}"#, #"{"constraint":"c2","priority":750}"#],
        isMutating: true
    )

    /// `changes`: the live edits in force.
    package static let changes = CommandDescriptor(
        name: "changes",
        summary: "Lists the live edits in force (set-property, set-constraint) with their original values.",
        examples: ["{}"]
    )

    /// `revert`: undoes live edits.
    package static let revert = CommandDescriptor(
        name: "revert",
        summary: "Restores live edits to their original values: all, or the ones named (as changes lists them).",
        parameters: [
            ParameterDescriptor(
                name: "names", type: .string,
                summary: "Comma-separated edit names (e12.alpha,c4.constant); all edits when absent."
            ),
        ],
        examples: ["{}", #"{"names":"e12.alpha"}"#],
        isMutating: true
    )
}
