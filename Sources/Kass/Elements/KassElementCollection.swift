import Foundation
import Hammer

/// Every element of a type (optionally matching a query, inside a container), such as the cells
/// of a list. When the collection lives in a list that scrolls, every check covers the whole list,
/// not only the rows the list has created: it walks the list page by page as a user flicks through
/// it (``KassListWalk``), collects each row once by its place in the list, says in its step how many
/// rows it saw, and puts the scroll position back. ``onScreen`` limits a collection to what is on
/// screen now. Otherwise each check evaluates the collection on one snapshot.
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
    /// Whether checks walk a scrolling list (false: only the rows on screen now).
    let walksList: Bool

    /// A collection of `type` elements matching `query` inside `container` (screens create them).
    public init(
        session: KassSession, type: KassElementType, query: AccessibilityQuery = AccessibilityQuery(), in container: KassElement? = nil
    ) {
        pattern = KassElement(session: session, locator: .query(query), type: type, in: container)
        walksList = true
    }

    private var session: KassSession { pattern.session }

    /// `cells in table "list"`.
    nonisolated public var description: String {
        var text = "\(pattern.type.noun)s"
        if case .query(let query) = pattern.locator, query != AccessibilityQuery() { text += " matching (\(query))" }
        if let parent = pattern.parent { text += " in \(parent)" }
        if !walksList { text += " on screen" }
        return text
    }

    /// The element at `index` (0-based; negative counts from the end), resolved again on every use.
    public func element(at index: Int) -> KassElement {
        KassElement(
            session: session, locator: pattern.locator, type: pattern.type, in: pattern.parent, index: index, timeout: pattern.timeout
        )
    }

    /// The same collection with its own budget for each check: `rows.within(timeout: 30).assertCount(20)`.
    public func within(timeout: TimeInterval) -> KassElementCollection {
        KassElementCollection(pattern: pattern.within(timeout: timeout), walksList: walksList)
    }

    /// The same collection limited to the rows the list shows now (no scrolling): `rows.onScreen
    /// .assertCount(8)` checks what the user sees without moving the list.
    public var onScreen: KassElementCollection {
        KassElementCollection(pattern: pattern, walksList: false)
    }

    private init(pattern: KassElement, walksList: Bool) {
        self.pattern = pattern
        self.walksList = walksList
    }

    /// The first element.
    public var first: KassElement { element(at: 0) }
    /// The last element.
    public var last: KassElement { element(at: -1) }

    /// The number of elements now, across the whole list when it scrolls (0 when the app is not
    /// running or the container is missing).
    public var count: Int {
        guard let snapshot = session.takeSnapshot() else { return 0 }
        return items(in: snapshot)?.items.count ?? 0
    }

    /// The texts (value, else label) of every element, in list order, across the whole list when
    /// it scrolls.
    public func readTexts() -> [String] {
        guard let snapshot = session.takeSnapshot() else { return [] }
        return (items(in: snapshot)?.items ?? []).map(KassElementReading.text(of:))
    }

    /// The collection's items, walking the list when the collection lives in one that scrolls;
    /// `nil` when the container is missing. `note` says what the walk saw.
    func items(in snapshot: AccessibilitySnapshot) -> (items: [AccessibilitySnapshot.Node], note: String?)? {
        guard let onScreen = pattern.collectionItems(in: snapshot) else { return nil }
        guard walksList, let list = KassListWalk.list(for: pattern, items: onScreen, in: snapshot) else { return (onScreen, nil) }
        let outside = onScreen.filter { list.contentPosition(of: $0, in: snapshot) == nil }
        var rows: [(position: CGRect, node: AccessibilitySnapshot.Node)] = []
        let outcome = walkRows(of: list, from: snapshot) { _, item, position in rows.append((position, item)) }
        rows.sort { ($0.position.minY, $0.position.minX) < ($1.position.minY, $1.position.minX) }
        return (outside + rows.map(\.node), Self.note(rows: rows.count, list: list, outcome: outcome))
    }

    /// Waits within the budget until there are exactly `expected` elements.
    public func assertCount(_ expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        assertItems("assertCount(\(expected))", file: file, line: line) { items in
            items.count == expected ? nil : .count(actual: items.count, expected: expected)
        }
    }

    /// Waits within the budget until there is at least one element.
    public func assertNotEmpty(file: StaticString = #filePath, line: UInt = #line) {
        assertItems("assertNotEmpty", file: file, line: line) { items in
            items.isEmpty ? .empty : nil
        }
    }

    /// No two elements share a key (default: their text, value else label); fails listing every
    /// repeated key.
    public func assertNoDuplicates(
        by key: ((AccessibilitySnapshot.Node) -> String?)? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
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
            return .duplicates(repeated.map { KassFailure.RepeatedKey(key: $0, count: counts[$0, default: 0]) })
        }
    }

    /// Checks every element with `check` (assertions inside check once, no waiting), retrying the
    /// whole collection within the budget; fails reporting every failing row. In a list that
    /// scrolls, every row of the list is checked once, page by page.
    public func assertEach(_ description: String, file: StaticString = #filePath, line: UInt = #line, _ check: (KassElement) -> Void) {
        session.runStep(.assertion, "assertEach '\(description)' \(self)") { step in
            guard session.running(action: "assertEach", element: self.description, file: file, line: line) != nil else { return }
            let budget = session.makeBudget(limit: pattern.timeout)
            while true {
                let round = checkEveryRow(check)
                if round.failing.isEmpty, round.rows > 0 {
                    step.note = round.note
                    return
                }
                if budget.isExhausted(at: session.appTime) || session.application == nil {
                    let reason: KassFailure.Reason = round.rows == 0
                        ? .noRows(noun: pattern.type.noun)
                        : .rowsFail(failing: round.failing.count, rows: round.rows, check: description, note: round.note)
                    return session.fail(
                        KassFailure(
                            element: self.description, action: "assertEach('\(description)')", reason: reason, details: round.failing
                        ),
                        file: file, line: line, snapshot: round.snapshot
                    )
                }
                session.advance(within: budget)
            }
        }
    }

    /// Runs `check` once on every row: the rows on screen, or every row of a scrolling list, page by
    /// page (each row once, by its place in the list; rows outside the list first).
    private func checkEveryRow(
        _ check: (KassElement) -> Void
    ) -> (rows: Int, failing: [KassFailure.Detail], snapshot: AccessibilitySnapshot?, note: String?) {
        guard let snapshot = session.takeSnapshot(), let onScreen = pattern.collectionItems(in: snapshot) else { return (0, [], nil, nil) }
        var rows = 0
        var failing: [KassFailure.Detail] = []
        var failureSnapshot: AccessibilitySnapshot?
        func checkRow(at index: Int) {
            rows += 1
            let failures = session.withScope(.capture) { session.withDeadline(after: 0) { check(element(at: index)) } }
            if let failure = failures.first {
                failing.append(.row(rows, failure.failure))
                failureSnapshot = failure.snapshot
            }
        }
        guard walksList, let list = KassListWalk.list(for: pattern, items: onScreen, in: snapshot) else {
            onScreen.indices.forEach(checkRow(at:))
            return (rows, failing, failureSnapshot, nil)
        }
        for (index, item) in onScreen.enumerated() where list.contentPosition(of: item, in: snapshot) == nil { checkRow(at: index) }
        let outside = rows
        let outcome = walkRows(of: list, from: snapshot) { index, _, _ in checkRow(at: index) }
        return (rows, failing, failureSnapshot, Self.note(rows: rows - outside, list: list, outcome: outcome))
    }

    /// Walks `list` page by page and calls `visit` once per row of the collection, the first time it
    /// is seen (rows are told apart by their place in the list's content), with its index on that page.
    private func walkRows(
        of list: KassListWalk, from snapshot: AccessibilitySnapshot,
        _ visit: (_ index: Int, _ node: AccessibilitySnapshot.Node, _ position: CGRect) -> Void
    ) -> KassListWalk.Outcome {
        var seen = Set<String>()
        return list.walk(session: session, from: snapshot) { page in
            for (index, item) in (pattern.collectionItems(in: page) ?? []).enumerated() {
                guard let position = list.contentPosition(of: item, in: page),
                      seen.insert(KassListWalk.key(of: position)).inserted else { continue }
                visit(index, item, position)
            }
            return true
        }
    }

    /// `saw 600 rows of UITableView "list" in 40 pages`.
    private static func note(rows: Int, list: KassListWalk, outcome: KassListWalk.Outcome) -> String {
        var note = "saw \(rows) rows of \(list.description) in \(outcome.pages) pages"
        if outcome.hitPageLimit { note += ", stopped at \(KassListWalk.pageLimit) pages before its end" }
        return note
    }

    /// An assertion on the collection's items (the whole list when it scrolls), waited for within
    /// the budget; the step says how many rows a walk saw.
    private func assertItems(
        _ name: String, file: StaticString, line: UInt, _ problem: @escaping ([AccessibilitySnapshot.Node]) -> KassFailure.Mismatch?
    ) {
        var lastNote: String?
        session.performAssertion(
            name, subject: description, timeout: pattern.timeout, file: file, line: line, note: { lastNote }
        ) { snapshot in
            guard let (items, note) = items(in: snapshot) else {
                return .unsatisfied(KassShortfall(reason: .collectionContainerNotFound(collection: description)))
            }
            lastNote = note
            guard let mismatch = problem(items) else { return .satisfied(()) }
            let texts = items.prefix(10).map(KassElementReading.text(of:))
            return .unsatisfied(KassShortfall(
                reason: .mismatch(mismatch), state: KassFailureMessages.items(count: items.count, note: note, texts: texts)
            ))
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
