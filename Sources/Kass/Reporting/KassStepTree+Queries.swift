import Foundation

extension KassStepTree {
    /// The messages to show at step `id`: its own ``Node/messages`` minus those a step inside it
    /// already shows, so a failure that bubbles up to its screen step is printed once, where it
    /// happened.
    func reportedMessages(of id: KassStepID) -> [String] {
        guard let node = nodes[id] else { return [] }
        var inside: Set<String> = []
        for child in node.children {
            walk(from: child) { descendant, _ in inside.formUnion(descendant.messages) }
        }
        return node.messages.filter { !inside.contains($0) }
    }

    /// Every failure message of the test (or of the subtree at `root`), in order and without
    /// repeats: the recorded issues, or, when none were recorded, the messages of the failed steps.
    func failureMessages(under root: KassStepID? = nil) -> [String] {
        var issues: [KassIssue] = []
        var failedStepMessages: [String] = []
        if root == nil { issues += testIssues }
        walk(from: root) { node, _ in
            issues += node.issues
            if node.status == .failed { failedStepMessages += reportedMessages(of: node.id) }
        }
        let messages = issues.isEmpty ? failedStepMessages : issues.map(\.message)
        var unique: [String] = []
        for message in messages where !unique.contains(message) { unique.append(message) }
        return unique
    }

    /// The steps of kind ``KassStepKind/parameterizedCase``, in walk order.
    var parameterizedCases: [Node] {
        var cases: [Node] = []
        walk { node, _ in if node.kind == .parameterizedCase { cases.append(node) } }
        return cases
    }

    /// Every attachment of the test (or of the subtree at `root`), in walk order.
    public func attachments(under root: KassStepID? = nil) -> [KassAttachment] {
        var result: [KassAttachment] = []
        walk(from: root) { node, _ in result += node.attachments }
        return result
    }

    /// The name a parameterized case shows in reports: `case "0"` becomes `0`; any other step
    /// name is kept as it is.
    static func caseName(of node: Node) -> String {
        let name = node.name
        let prefix = "case \"", suffix = "\""
        if name.hasPrefix(prefix), name.hasSuffix(suffix), name.count >= prefix.count + suffix.count {
            return String(name.dropFirst(prefix.count).dropLast(suffix.count))
        }
        return name
    }
}

/// Splits an event stream that covers several tests into one ``KassStepTree`` per test.
///
/// ```swift
/// var recorder = KassStepTreeRecorder()
/// if let finished = recorder.record(event) { render(finished) }
/// ```
public struct KassStepTreeRecorder: Sendable {
    /// The tree of the test that is running, if any.
    public private(set) var current: KassStepTree?

    /// A recorder with no test running.
    public init() {}

    /// Applies `event`; returns the test's finished tree when the event is its `testFinished`.
    /// A `testStarted` while another test is still open replaces it (its events were incomplete);
    /// events before any `testStarted` are ignored.
    public mutating func record(_ event: KassEvent) -> KassStepTree? {
        if case .testStarted(let info) = event {
            current = KassStepTree(test: info)
            return nil
        }
        guard var tree = current else { return nil }
        tree.apply(event)
        if tree.isFinished {
            current = nil
            return tree
        }
        current = tree
        return nil
    }
}
