import Foundation

extension AccessibilitySnapshot {
    /// The snapshot as indented text, one node per line: the agent's `describe` and failure dumps.
    ///
    /// ```text
    /// screen 393x852 @3x, focused: textField "Email" #email [ref=e5]
    /// - window [ref=e1]
    ///   - button "Sign In" #signIn [selected, disabled] [ref=e4]
    ///   - switch "Wi-Fi" [ref=e6]: 1
    ///   - staticText "Terms" [scrolled out] [ref=e7]
    /// ```
    ///
    /// A line is `- kind "label" #identifier [flags] [ref=eN]: value`. Kind `other` shows the class,
    /// `other (UIStackView)`. Flags, in order: `placeholder "…"`, `selected`, `disabled`, `focused`, then
    /// why the node is not visible (`scrolled out`, `covered by UIView #overlay`) or, when visible,
    /// why an element is not hittable (`not hittable: user interaction is disabled on …`; structural
    /// nodes leave it out, as a tap at a container's centre often lands on something else). With `includeFrames`,
    /// each line ends with the visible frame. Line breaks and quotes inside texts are escaped.
    public func dump(includeFrames: Bool = false) -> String {
        var lines = [header]
        for windowIndex in windowIndexes {
            appendLines(for: nodes[windowIndex], indent: 0, includeFrames: includeFrames, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private var header: String {
        let size = "\(Self.number(screenBounds.width))x\(Self.number(screenBounds.height))"
        return "screen \(size) @\(Self.number(screenScale))x, focused: \(focused.map { $0.description } ?? "none")"
    }

    private func appendLines(for node: Node, indent: Int, includeFrames: Bool, into lines: inout [String]) {
        lines.append(String(repeating: "  ", count: indent) + "- " + Self.line(for: node, includeFrames: includeFrames))
        for child in node.childIndexes {
            appendLines(for: nodes[child], indent: indent + 1, includeFrames: includeFrames, into: &lines)
        }
    }

    /// One node's line, without the indentation and the leading `- `, as ``dump(includeFrames:)``
    /// writes it: for tools that filter the tree (the agent's `describe --interactive`).
    package static func line(for node: Node, includeFrames: Bool = false) -> String {
        var parts = [node.kind == .other ? "other (\(node.className))" : node.kind.rawValue]
        if let label = node.label, !label.isEmpty { parts.append("\"\(escaped(label))\"") }
        if let identifier = node.identifier, !identifier.isEmpty { parts.append("#\(escaped(identifier))") }
        let flags = Self.flags(of: node)
        if !flags.isEmpty { parts.append("[\(flags.joined(separator: ", "))]") }
        parts.append("[ref=\(node.ref)]")
        var line = parts.joined(separator: " ")
        if let value = node.value, !value.isEmpty { line += ": \(escaped(value))" }
        if includeFrames { line += " @\(rectangle(node.visibleFrame))" }
        return line
    }

    private static func flags(of node: Node) -> [String] {
        var flags: [String] = []
        if let placeholder = node.placeholder, !placeholder.isEmpty { flags.append("placeholder \"\(escaped(placeholder))\"") }
        if node.isSelected { flags.append("selected") }
        if !node.isEnabled { flags.append("disabled") }
        if node.isFocused { flags.append("focused") }
        if let reason = node.notVisibleReason {
            flags.append(reason.tag)
        } else if node.isElement, let reason = node.notHittableReason {
            flags.append("not hittable: \(reason)")
        }
        return flags
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    private static func rectangle(_ rect: CGRect) -> String {
        guard !rect.isNull else { return "(none)" }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
