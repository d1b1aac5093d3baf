import Foundation
import Hammer

extension KassSession {
    /// Runs `body` on screen `S` as a step named "On S": first every `onLoad` element must be present
    /// within the budget, otherwise the test fails right here naming the screen and what is missing.
    public func onScreen<S: KassScreen>(_ type: S.Type, file: StaticString = #filePath, line: UInt = #line, _ body: (S) -> Void) {
        let screen = S(session: self)
        runStep(.screen, "On \(screen.screenName)") { _ in
            guard running(action: "onScreen", element: screen.screenName, file: file, line: line) != nil else { return }
            guard checkLoaded(screen, file: file, line: line) else { return }
            body(screen)
        }
    }

    /// Screen `S` without a step or `onLoad` check (for helpers that already know it is shown).
    public func screen<S: KassScreen>(_ type: S.Type) -> S {
        S(session: self)
    }

    /// Runs `body` as a custom step named `name`.
    public func step(_ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        runStep(.step, name) { _ in body() }
    }

    /// Waits within the budget until every `onLoad` element of `screen` is present; fails otherwise.
    private func checkLoaded(_ screen: KassScreen, file: StaticString, line: UInt) -> Bool {
        let elements = screen.onLoad
        guard !elements.isEmpty else { return true }
        let outcome = wait(makeBudget()) { snapshot -> KassCheck<Void> in
            var missing: [(KassFailure.MissingElement, KassSuggestions)] = []
            for element in elements {
                switch element.resolve(in: snapshot) {
                case .found: continue
                case .notFound(let reason, let near): missing.append((.init(element: "\(element)", reason: reason), near))
                case .wrongType(let reason, _): missing.append((.init(element: "\(element)", reason: reason), .none))
                case .ambiguous(let nodes): missing.append((.init(element: "\(element)", reason: .severalMatch(count: nodes.count)), .none))
                }
            }
            guard let first = missing.first else { return .satisfied(()) }
            return .unsatisfied(KassShortfall(
                reason: .screenNotLoaded(screen: screen.screenName, missing: missing.map(\.0)),
                state: KassFailureMessages.elementsOnScreen(snapshot.nodes.lazy.filter(\.isElement).count),
                didYouMean: first.1
            ))
        }
        guard let shortfall = outcome.shortfall else { return true }
        fail(KassFailure(
            element: screen.screenName, action: "onLoad", reason: shortfall.reason, state: shortfall.state,
            didYouMean: shortfall.didYouMean.values
        ), file: file, line: line, snapshot: outcome.snapshot)
        return false
    }
}
