import Foundation
import Hammer

/// Assertions over a window of app time, checked on a fresh snapshot every frame.
extension KassElement {
    /// The element appears (visible) within `seconds` (default 2): catches something transient,
    /// such as a toast shown for 1.4 s.
    public func assertAppears(within seconds: TimeInterval = 2, file: StaticString = #filePath, line: UInt = #line) {
        within(timeout: seconds).assertNode("assertAppears(within: \(seconds))", file: file, line: line) { node in
            node.notVisibleReason.map { .notVisible($0) }
        }
    }

    /// The element's text (value, else label) does not change for `seconds` of app time.
    public func assertUnchanged(for seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        var initial: String?
        session.performHold("assertUnchanged(for: \(seconds))", on: self, seconds: seconds, file: file, line: line) { snapshot, elapsed in
            guard case .found(let node) = resolve(in: snapshot) else {
                return KassShortfall(reason: .mismatch(.disappeared(after: elapsed)))
            }
            let text = KassElementReading.text(of: node)
            guard let initial else {
                initial = text
                return nil
            }
            guard text != initial else { return nil }
            return KassShortfall(
                reason: .mismatch(.changed(from: initial, to: text, after: elapsed)), state: KassElementState.describe(node),
                elementFound: true
            )
        }
    }

    /// The element does not appear during `seconds` of app time.
    public func assertStaysAbsent(for seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        session.performHold("assertStaysAbsent(for: \(seconds))", on: self, seconds: seconds, file: file, line: line) { snapshot, elapsed in
            guard case .found(let node) = resolve(in: snapshot, unique: false) else { return nil }
            return KassShortfall(reason: .mismatch(.appeared(after: elapsed)), state: KassElementState.describe(node), elementFound: true)
        }
    }

    /// `1.4 s`.
    static func seconds(_ value: TimeInterval) -> String {
        KassFailureMessages.seconds(value)
    }
}

extension KassSession {
    /// Runs a window assertion as a step: `violation` is checked on a fresh snapshot every frame for
    /// `seconds` of app time (with the seconds elapsed); the first violation fails it. While the app
    /// is idle for the rest of the window, nothing can change, so time runs on without snapshots.
    func performHold(
        _ name: String, on element: KassElement, seconds: TimeInterval, file: StaticString, line: UInt,
        violation: (AccessibilitySnapshot, TimeInterval) -> KassShortfall?
    ) {
        guard seconds.isFinite, seconds >= 0 else {
            return fail(KassFailure(element: element.description, action: name, reason: .misuse(.windowNotSeconds)), file: file, line: line)
        }
        runStep(.assertion, "\(name) \(element)") { _ in
            guard running(action: name, element: element.description, file: file, line: line) != nil else { return }
            let start = appTime
            let end = start + seconds
            while true {
                // A block per frame: its snapshot is released before time passes (not settled for nothing).
                do {
                    guard let snapshot = takeSnapshot() else { return }
                    if let shortfall = violation(snapshot, appTime - start) {
                        return fail(
                            shortfall.failure(element: element.description, action: name), file: file, line: line, snapshot: snapshot
                        )
                    }
                }
                guard stepThroughWindow(until: end) else { return }
            }
        }
    }
}
