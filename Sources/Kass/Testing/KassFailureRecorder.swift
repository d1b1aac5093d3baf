import Foundation
import Hammer

/// Where Kass sends a failure: an XCTest failure in ``KassTestCase``, a Swift Testing issue in a
/// `@Test`, or a list the DSL's own tests read (``KassFailureCapture``). The one abstraction every
/// failure goes through.
@MainActor
public protocol KassFailureRecorder: AnyObject {
    /// Records one failure at the test source location that caused it.
    func record(_ issue: KassIssue)
}

/// Keeps failures instead of reporting them, so a test can run the DSL and assert on its failures.
///
/// ```swift
/// let capture = KassFailureCapture()
/// let session = KassSession(app: .login, test: info, recorder: capture)
/// ...
/// XCTAssertEqual(capture.messages.first, "Kass: ...")
/// ```
@MainActor
public final class KassFailureCapture: KassFailureRecorder {
    /// Every failure recorded, in order.
    public private(set) var issues: [KassIssue] = []

    /// An empty capture.
    public init() {}

    /// Keeps `issue`.
    public func record(_ issue: KassIssue) { issues.append(issue) }

    /// The messages of the recorded failures.
    public var messages: [String] { issues.map(\.message) }

    /// Forgets what was recorded.
    func removeAll() { issues.removeAll() }
}

/// Writes failures to standard error as `file:line: error: message` (the fallback where neither
/// XCTest nor Swift Testing records them), so a failure is never silently dropped.
@MainActor
final class KassStandardErrorRecorder: KassFailureRecorder {
    /// A recorder writing to standard error.
    init() {}

    /// Writes `issue` to standard error.
    func record(_ issue: KassIssue) {
        FileHandle.standardError.write(Data("\(issue.file):\(issue.line): error: \(issue.message)\n".utf8))
    }
}
