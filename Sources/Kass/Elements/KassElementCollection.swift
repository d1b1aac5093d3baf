import Foundation
import Hammer

/// Every element of a type (optionally matching a query, inside a container), such as the cells
/// of a list. Each check evaluates the whole collection on one snapshot.
///
/// ```swift
/// let rows = transactions.cells()
/// rows.assertCount(20)
/// rows.assertNoDuplicates()
/// rows.assertEach("has an amount") { row in row.text("transaction.amount").assertExists() }
/// rows.element(at: 2).button("delete").tap()
/// ```
@MainActor
public struct KassElementCollection: CustomStringConvertible {
    /// The collection as an element without an index (its locator, type and container).
    let pattern: KassElement

    /// A collection of `type` elements matching `query` inside `container` (screens create them).
    public init(session: KassSession, type: KassElementType, query: AccessibilityQuery = AccessibilityQuery(), in container: KassElement? = nil) {
        pattern = KassElement(session: session, locator: .query(query), type: type, in: container)
    }

    private var session: KassSession { pattern.session }

    /// `cells in table "list"`.
    nonisolated public var description: String {
        var text = "\(pattern.type.noun)s"
        if case .query(let query) = pattern.locator, query != AccessibilityQuery() { text += " matching (\(query))" }
        if let parent = pattern.parent { text += " in \(parent)" }
        return text
    }

    /// The element at `index` (0-based; negative counts from the end), resolved again on every use.
    public func element(at index: Int) -> KassElement {
        KassElement(session: session, locator: pattern.locator, type: pattern.type, in: pattern.parent, index: index, timeout: pattern.timeout)
    }

    /// The same collection with its own budget for each check: `rows.within(timeout: 30).assertCount(20)`.
    public func within(timeout: TimeInterval) -> KassElementCollection {
        KassElementCollection(pattern: pattern.within(timeout: timeout))
    }

    private init(pattern: KassElement) {
        self.pattern = pattern
    }

    /// The first element.
    public var first: KassElement { element(at: 0) }
    /// The last element.
    public var last: KassElement { element(at: -1) }

    /// The number of elements now (one snapshot; 0 when the app is not running or the container
    /// is missing).
    public var count: Int {
        guard let snapshot = session.takeSnapshot() else { return 0 }
        return pattern.collectionItems(in: snapshot)?.count ?? 0
    }

    /// The texts (value, else label) of every element, from one snapshot.
    public func readTexts() -> [String] {
        guard let snapshot = session.takeSnapshot() else { return [] }
        return (pattern.collectionItems(in: snapshot) ?? []).map(KassElementReading.text(of:))
    }

    /// Waits within the budget until there are exactly `expected` elements.
    public func assertCount(_ expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        assertItems("assertCount(\(expected))", file: file, line: line) { items in
            items.count == expected ? nil : "there are \(items.count), expected \(expected)"
        }
    }

    /// Waits within the budget until there is at least one element.
    public func assertNotEmpty(file: StaticString = #filePath, line: UInt = #line) {
        assertItems("assertNotEmpty", file: file, line: line) { items in
            items.isEmpty ? "there are none" : nil
        }
    }

    /// No two elements share a key (default: their text, value else label); fails listing every
    /// repeated key.
    public func assertNoDuplicates(by key: ((AccessibilitySnapshot.Node) -> String?)? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let key = key ?? { KassElementReading.text(of: $0) }
        assertItems("assertNoDuplicates", file: file, line: line) { items in
            var counts: [String: Int] = [:]
            var order: [String] = []
            for item in items {
                guard let value = key(item) else { continue }
                if counts[value] == nil { order.append(value) }
                counts[value, default: 0] += 1
            }
            let repeated = order.filter { counts[$0, default: 0] > 1 }
            guard !repeated.isEmpty else { return nil }
            return "repeated: " + repeated.map { "'\($0)' ×\(counts[$0, default: 0])" }.joined(separator: ", ")
        }
    }

    /// Checks every element with `check` (assertions inside check once, no waiting), retrying the
    /// whole collection within the budget; fails reporting every failing row.
    public func assertEach(_ description: String, file: StaticString = #filePath, line: UInt = #line, _ check: (KassElement) -> Void) {
        session.runStep(.assertion, "assertEach '\(description)' \(self)") { _ in
            guard session.running(action: "assertEach", element: self.description, file: file, line: line) != nil else { return }
            let budget = session.makeBudget(limit: pattern.timeout)
            while true {
                let rows = count
                var failing: [String] = []
                var lastSnapshot: AccessibilitySnapshot?
                for index in 0..<rows {
                    let failures = session.withScope(.capture) { session.withDeadline(after: 0) { check(element(at: index)) } }
                    if let failure = failures.first {
                        failing.append("row \(index + 1): \(failure.failure.summary)")
                        lastSnapshot = failure.snapshot
                    }
                }
                if failing.isEmpty, rows > 0 { return }
                if budget.isExhausted(at: session.appTime) || session.application == nil {
                    let reason = rows == 0 ? "there are no \(pattern.type.noun)s" : "\(failing.count) of \(rows) rows fail '\(description)'"
                    return session.fail(KassFailure(element: self.description, action: "assertEach('\(description)')", reason: reason, details: failing), file: file, line: line, snapshot: lastSnapshot)
                }
                session.advance(within: budget)
            }
        }
    }

    /// An assertion on the collection's items in one snapshot, waited for within the budget.
    private func assertItems(_ name: String, file: StaticString, line: UInt, _ problem: @escaping ([AccessibilitySnapshot.Node]) -> String?) {
        session.performAssertion(name, subject: description, timeout: pattern.timeout, file: file, line: line) { snapshot in
            guard let items = pattern.collectionItems(in: snapshot) else {
                return .unsatisfied(KassShortfall(reason: "the container of \(description) is not found", hint: "check the container's identifier"))
            }
            guard let reason = problem(items) else { return .satisfied(()) }
            let texts = items.prefix(10).map { "'\(KassElementReading.text(of: $0))'" }.joined(separator: ", ")
            return .unsatisfied(KassShortfall(reason: reason, state: "\(items.count) items: \(texts)\(items.count > 10 ? ", …" : "")"))
        }
    }
}

extension KassScreen {
    /// Every cell (optionally matching `query`).
    public func cells(_ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: .cell, query: query)
    }
    /// Every button (optionally matching `query`).
    public func buttons(_ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: .button, query: query)
    }
    /// Every static text (optionally matching `query`).
    public func texts(_ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: .text, query: query)
    }
    /// Every element of `type` (optionally matching `query`).
    public func all(_ type: KassElementType = .any, _ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: type, query: query)
    }
}

extension KassElement {
    /// Every cell inside this element.
    public func cells(_ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: .cell, query: query, in: self)
    }
    /// Every element of `type` inside this element.
    public func all(_ type: KassElementType = .any, _ query: AccessibilityQuery = AccessibilityQuery()) -> KassElementCollection {
        KassElementCollection(session: session, type: type, query: query, in: self)
    }
}
