import Foundation
import Hammer

/// The combinators, forwarded to the test's session (see ``KassSession``).
extension KassTestCase {
    /// Runs `body` again until it passes or the time runs out (see ``KassSession/eventually(timeout:file:line:_:)``).
    public func eventually(timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.eventually(timeout: timeout, file: file, line: line, body)
    }

    /// Checks `body`'s assertions at every frame for `seconds` (see ``KassSession/continuously(during:file:line:_:)``).
    public func continuously(during seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.continuously(during: seconds, file: file, line: line, body)
    }

    /// Passes when one named branch passes and returns which one held (see
    /// ``KassSession/anyOf(timeout:_:file:line:)``).
    @discardableResult
    public func anyOf(
        timeout: TimeInterval? = nil, _ branches: KeyValuePairs<String, () -> Void>, file: StaticString = #filePath, line: UInt = #line
    ) -> KassAnyOfResult? {
        kass.anyOf(timeout: timeout, branches, file: file, line: line)
    }

    /// Runs `body` up to `times` times until it passes (see ``KassSession/retry(times:file:line:_:)``).
    public func retry(times: Int, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.retry(times: times, file: file, line: line, body)
    }

    /// Runs every assertion and reports all mismatches (see ``KassSession/verifyAll(file:line:_:)``).
    public func verifyAll(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.verifyAll(file: file, line: line, body)
    }

    /// Runs `body` per case, each a step (see ``KassSession/parameterized(_:name:file:line:_:)``).
    public func parameterized<Case>(
        _ cases: [Case], name: (Case) -> String, file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        kass.parameterized(cases, name: name, file: file, line: line, body)
    }

    /// Runs `body` per case named by its description.
    public func parameterized<Case: CustomStringConvertible>(
        _ cases: [Case], file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        kass.parameterized(cases, name: { $0.description }, file: file, line: line, body)
    }

    /// Fails when a main-thread callback of the app held the main thread (or a modelled stall froze
    /// it) longer than `maximumHang` seconds while `body` ran (see
    /// ``KassSession/assertResponsive(maximumHang:file:line:_:)``).
    public func assertResponsive(
        maximumHang: TimeInterval = 0.25, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
    ) {
        kass.assertResponsive(maximumHang: maximumHang, file: file, line: line, body)
    }

    /// The former name of ``assertResponsive(maximumHang:file:line:_:)``.
    @available(*, deprecated, renamed: "assertResponsive(maximumHang:file:line:_:)")
    public func assertResponsive(maximumStall: TimeInterval, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.assertResponsive(maximumHang: maximumStall, file: file, line: line, body)
    }
}

extension KassTestCase {
    /// Runs the one action in `action` and checks `checks` while the work it started is pending
    /// (see ``KassSession/whilePending(_:timeout:file:line:_:check:)``).
    public func whilePending(
        _ mode: KassPendingMode = .atOneMoment, timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ action: () -> Void, check checks: () -> Void
    ) {
        kass.whilePending(mode, timeout: timeout, file: file, line: line, action, check: checks)
    }
}
