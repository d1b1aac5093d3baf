import Foundation
import Hammer

/// Assertions: each waits within the budget for its condition, checked on a fresh snapshot every
/// frame, and fails with the last reason seen and the element's state.
extension KassElement {
    /// The element is on screen and hittable (never "just exists").
    public func assertVisible(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertVisible", file: file, line: line) { node in
            if let reason = node.notVisibleReason { return .notVisible(reason) }
            if let reason = node.notHittableReason { return .visibleButNotHittable(reason) }
            return nil
        }
    }

    /// The element is in the hierarchy (visible or not).
    public func assertExists(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertExists", file: file, line: line) { _ in nil }
    }

    /// A touch at the element's activation point reaches it.
    public func assertHittable(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertHittable", file: file, line: line) { node in
            node.notHittableReason.map { .notHittable($0) }
        }
    }

    /// The element is enabled.
    public func assertEnabled(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertEnabled", file: file, line: line) { $0.isEnabled ? nil : .disabled }
    }

    /// The element is disabled.
    public func assertDisabled(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertDisabled", file: file, line: line) { $0.isEnabled ? .enabled : nil }
    }

    /// The element is selected.
    public func assertSelected(file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertSelected", file: file, line: line) { $0.isSelected ? nil : .notSelected }
    }

    /// The element's label equals `label`.
    public func assertLabel(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertLabel(\(Self.quoted(label)))", file: file, line: line) { node in
            node.label == label ? nil : .label(actual: node.label ?? "", expected: label)
        }
    }

    /// The element's label contains `text`.
    public func assertLabelContains(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertLabelContains(\(Self.quoted(text)))", file: file, line: line) { node in
            (node.label ?? "").contains(text) ? nil : .labelLacks(actual: node.label ?? "", expected: text)
        }
    }

    /// The element's accessibility value equals `value`.
    public func assertValue(_ value: String, file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertValue(\(Self.quoted(value)))", file: file, line: line) { node in
            node.value == value ? nil : .value(actual: node.value ?? "", expected: value)
        }
    }

    /// The number the element shows is within `tolerance` of `expected` (read with `locale`).
    public func assertValue(
        closeTo expected: Double, tolerance: Double, locale: Locale = .current, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertNode("assertValue(closeTo: \(expected), tolerance: \(tolerance))", file: file, line: line) { node in
            let text = KassElementReading.text(of: node)
            guard let number = KassElementReading.number(in: text, locale: locale) else {
                return .notANumber(text: text, locale: locale.identifier)
            }
            return abs(number - expected) <= tolerance ? nil : .number(actual: number, text: text, expected: expected, tolerance: tolerance)
        }
    }

    /// The element's text (value, else label) equals `text`.
    public func assertText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertText(\(Self.quoted(text)))", file: file, line: line) { node in
            let actual = KassElementReading.text(of: node)
            return actual == text ? nil : .text(actual: actual, expected: text)
        }
    }

    /// The element's text matches the regular expression `pattern` (anywhere in the text; anchor
    /// with `^…$` for a whole match). An invalid pattern fails with the reason.
    public func assertTextMatches(_ pattern: String, file: StaticString = #filePath, line: UInt = #line) {
        let name = "assertTextMatches(\(Self.quoted(pattern)))"
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            return session.fail(
                KassFailure(element: description, action: name, reason: .misuse(.invalidPattern(error.localizedDescription))),
                file: file, line: line
            )
        }
        assertNode(name, file: file, line: line) { node in
            let text = KassElementReading.text(of: node)
            let found = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return found ? nil : .textDoesNotMatch(actual: text, pattern: pattern)
        }
    }

    /// The element's placeholder equals `placeholder`.
    public func assertPlaceholder(_ placeholder: String, file: StaticString = #filePath, line: UInt = #line) {
        assertNode("assertPlaceholder(\(Self.quoted(placeholder)))", file: file, line: line) { node in
            node.placeholder == placeholder ? nil : .placeholder(actual: node.placeholder ?? "", expected: placeholder)
        }
    }

    /// The element is not in the hierarchy (waits within the budget for it to go).
    public func assertNotExists(file: StaticString = #filePath, line: UInt = #line) {
        assertGone("assertNotExists", file: file, line: line)
    }

    /// Waits within the budget until the element is gone from the hierarchy.
    public func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
        assertGone("waitUntilGone", file: file, line: line)
    }

    // MARK: Building blocks

    /// An assertion on the element's node: `problem` returns why it does not hold, or `nil`.
    func assertNode(
        _ name: String, file: StaticString, line: UInt, _ problem: @escaping (AccessibilitySnapshot.Node) -> KassFailure.Mismatch?
    ) {
        session.performAssertion(name, on: self, file: file, line: line) { snapshot in
            check(in: snapshot) { node in
                guard let mismatch = problem(node) else { return .satisfied(()) }
                return .unsatisfied(KassShortfall(reason: .mismatch(mismatch), state: KassElementState.describe(node), elementFound: true))
            }
        }
    }

    private func assertGone(_ name: String, file: StaticString, line: UInt) {
        session.performAssertion(name, on: self, file: file, line: line) { snapshot in
            switch resolve(in: snapshot, unique: false) {
            case .notFound, .wrongType: return .satisfied(())
            case .found(let node):
                return .unsatisfied(
                    KassShortfall(reason: .mismatch(.stillPresent), state: KassElementState.describe(node), elementFound: true)
                )
            case .ambiguous(let nodes):
                return .unsatisfied(KassShortfall(reason: .mismatch(.stillPresentCount(nodes.count)), elementFound: true))
            }
        }
    }
}
