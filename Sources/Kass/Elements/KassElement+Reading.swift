import Foundation
import Hammer

extension KassElement {
    /// Whether the element is in the hierarchy right now (one snapshot, no waiting; resolves to
    /// exactly one element under the configuration's matching rules).
    public var exists: Bool {
        guard let snapshot = session.takeSnapshot(),
              case .found = resolve(in: snapshot, unique: session.effectiveConfig.preconditions.requireUniqueMatch) else { return false }
        return true
    }

    /// The element's accessibility label (waits within the budget for it to be present).
    public func readLabel(file: StaticString = #filePath, line: UInt = #line) -> String? {
        read("readLabel", file: file, line: line) { $0.label ?? "" }
    }

    /// The element's accessibility value (a field's text, a switch's "1"/"0", a slider's percentage).
    public func readValue(file: StaticString = #filePath, line: UInt = #line) -> String? {
        read("readValue", file: file, line: line) { $0.value ?? "" }
    }

    /// The element's text: its value when it has one, else its label.
    public func readText(file: StaticString = #filePath, line: UInt = #line) -> String? {
        read("readText", file: file, line: line, KassElementReading.text(of:))
    }

    /// The number the element's text shows, read with `locale`'s separators (`"€ 1.234,56"` with a
    /// German locale reads 1234.56). Fails the test when the text holds no number.
    public func readNumber(locale: Locale = .current, file: StaticString = #filePath, line: UInt = #line) -> Double? {
        guard let text = readText(file: file, line: line) else { return nil }
        guard let number = KassElementReading.number(in: text, locale: locale) else {
            session.fail(KassFailure(
                element: description, action: "readNumber", reason: .mismatch(.unreadableNumber(text: text, locale: locale.identifier))
            ), file: file, line: line)
            return nil
        }
        return number
    }

    /// Waits within the budget for the element, then reads `property` from its node.
    func read(_ name: String, file: StaticString, line: UInt, _ property: (AccessibilitySnapshot.Node) -> String) -> String? {
        guard !session.isHalted else { return nil }
        guard session.running(action: name, element: description, file: file, line: line) != nil else { return nil }
        let outcome = session.wait(session.makeBudget(limit: timeout)) { snapshot in
            check(in: snapshot) { KassCheck.satisfied(property($0)) }
        }
        if let shortfall = outcome.shortfall {
            session.fail(shortfall.failure(element: description, action: name), file: file, line: line, snapshot: outcome.snapshot)
        }
        return outcome.value
    }

    /// The element's node in `snapshot`, for read-back and assertion checks.
    func check<Value>(in snapshot: AccessibilitySnapshot, _ body: (AccessibilitySnapshot.Node) -> KassCheck<Value>) -> KassCheck<Value> {
        switch resolve(in: snapshot, unique: session.effectiveConfig.preconditions.requireUniqueMatch) {
        case .found(let node): return body(node)
        case .wrongType(let reason, let actual):
            return .unsatisfied(KassShortfall(reason: reason, state: KassElementState.describe(actual)))
        case .notFound(let reason, let near):
            return .unsatisfied(KassShortfall(
                reason: reason,
                state: KassFailureMessages.notInHierarchy(elementsOnScreen: snapshot.nodes.lazy.filter(\.isElement).count), didYouMean: near
            ))
        case .ambiguous(let nodes):
            return .unsatisfied(KassShortfall(
                reason: .ambiguous(count: nodes.count, matches: nodes.map(KassElementState.headline)),
                state: nodes.map(KassElementState.describe).joined(separator: " | "),
                elementFound: true
            ))
        }
    }
}
