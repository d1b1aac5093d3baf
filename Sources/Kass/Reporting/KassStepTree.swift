import Foundation

/// One test's steps as a tree, built from the event stream (``KassEvent``): every step with its
/// kind, name, status, app-time and wall durations, attempts, message, attachments and issues.
/// Reporters render it once the test has finished.
///
/// A pure value: feed it events with ``apply(_:)`` (or let a ``KassStepTreeRecorder`` do it for a
/// stream of several tests) and read the result.
///
/// ```swift
/// var tree = KassStepTree(test: info)
/// for event in captured { tree.apply(event) }
/// tree.walk { node, depth in print(String(repeating: "  ", count: depth) + node.name) }
/// ```
public struct KassStepTree: Sendable {
    /// One step of the tree.
    public struct Node: Sendable {
        /// The step.
        public var id: KassStepID
        /// The enclosing step, `nil` for a top-level step.
        public var parent: KassStepID?
        /// What the step stands for.
        public var kind: KassStepKind
        /// The step's name as reports show it.
        public var name: String
        /// Wall-clock start.
        public var startedAt: Date
        /// App time (runtime clock seconds) at the start.
        public var appStartTime: TimeInterval
        /// How the step ended; `nil` while it runs.
        public var status: KassStepStatus?
        /// The failure message the step ended with.
        public var message: String?
        /// The failure the step ended with, as data, when it was a Kass failure.
        public var failure: KassFailure?
        /// App time the step took, in seconds (0 while it runs).
        public var appDuration: TimeInterval = 0
        /// Wall time the step took, in seconds (0 while it runs).
        public var wallDuration: TimeInterval = 0
        /// Attempts the step needed (1 when it passed at once).
        public var attempts = 1
        /// Files attached to this step, in the order they were attached.
        public var attachments: [KassAttachment] = []
        /// Failures recorded in this step, in order.
        public var issues: [KassIssue] = []
        /// The steps inside this one, in the order they started.
        public var children: [KassStepID] = []

        /// Creates a running step from its start event.
        init(start: KassStepStart) {
            id = start.id
            parent = start.parent
            kind = start.kind
            name = start.name
            startedAt = start.startedAt
            appStartTime = start.appTime
        }

        /// For a failed step: whether it failed for a defect of the app or a misuse of the DSL (its
        /// own failure's kind, else its issues': misuse only when every one is a misuse); `nil`
        /// when it did not fail.
        public var failureKind: KassFailure.Kind? {
            guard status == .failed else { return nil }
            if let failure { return failure.kind }
            return KassStepTree.kind(of: issues)
        }

        /// The messages this step carries: its end message, then each issue message not already
        /// listed (an action usually reports the same text both ways).
        public var messages: [String] {
            var result: [String] = []
            for text in [message].compactMap({ $0 }) + issues.map(\.message) where !result.contains(text) {
                result.append(text)
            }
            return result
        }
    }

    /// The test the steps belong to.
    public var test: KassTestInfo
    /// Every step by id.
    public private(set) var nodes: [KassStepID: Node] = [:]
    /// The top-level steps, in the order they started.
    public private(set) var roots: [KassStepID] = []
    /// Failures recorded outside any step.
    public private(set) var testIssues: [KassIssue] = []
    /// Every issue of the test (in steps or not), in the order they were recorded.
    public private(set) var allIssues: [KassIssue] = []
    /// The test's end, once `testFinished` arrived.
    public private(set) var end: KassTestEnd?

    /// An empty tree for `test`.
    public init(test: KassTestInfo) {
        self.test = test
    }

    /// Whether `testFinished` arrived.
    public var isFinished: Bool { end != nil }

    /// How the test ended (`nil` while it runs).
    public var status: KassStepStatus? { end?.status }

    /// For a failed test: a misuse of the DSL when every recorded issue is one, else a defect of
    /// the app; `nil` when the test did not fail.
    public var failureKind: KassFailure.Kind? {
        guard status == .failed else { return nil }
        return Self.kind(of: allIssues)
    }

    /// A misuse when there are issues and every one is a misuse; otherwise a defect of the app.
    static func kind(of issues: [KassIssue]) -> KassFailure.Kind {
        !issues.isEmpty && issues.allSatisfy { $0.kind == .misuse } ? .misuse : .appDefect
    }

    /// The step with `id`, if the tree has it.
    public func node(_ id: KassStepID) -> Node? { nodes[id] }

    /// The steps directly inside `id` (the top-level steps for `nil`), in the order they started.
    public func children(of id: KassStepID?) -> [Node] {
        let ids = id.map { nodes[$0]?.children ?? [] } ?? roots
        return ids.compactMap { nodes[$0] }
    }

    /// Visits every step depth first, parents before children, siblings in start order; `depth` is
    /// 0 for a top-level step (or for `root` itself when given).
    public func walk(from root: KassStepID? = nil, _ visit: (Node, _ depth: Int) -> Void) {
        func visitSubtree(_ id: KassStepID, depth: Int) {
            guard let node = nodes[id] else { return }
            visit(node, depth)
            for child in node.children { visitSubtree(child, depth: depth + 1) }
        }
        if let root {
            visitSubtree(root, depth: 0)
        } else {
            for id in roots { visitSubtree(id, depth: 0) }
        }
    }

    /// Applies one event. Events of another test, and step events naming steps the tree does not
    /// know, are ignored: a report never crashes on a malformed stream. A step still running when
    /// the test finishes is closed with the test's status.
    public mutating func apply(_ event: KassEvent) {
        guard !isFinished else { return }
        switch event {
        case .testStarted:
            break
        case .stepStarted(let start):
            guard nodes[start.id] == nil else { return }
            nodes[start.id] = Node(start: start)
            if let parent = start.parent, nodes[parent] != nil {
                nodes[parent]?.children.append(start.id)
            } else {
                nodes[start.id]?.parent = nil
                roots.append(start.id)
            }
        case .attachment(let attachment):
            nodes[attachment.step]?.attachments.append(attachment)
        case .issue(let issue):
            allIssues.append(issue)
            if let step = issue.step, nodes[step] != nil {
                nodes[step]?.issues.append(issue)
            } else {
                testIssues.append(issue)
            }
        case .stepFinished(let finish):
            guard var node = nodes[finish.id] else { return }
            node.status = finish.status
            node.message = finish.message
            node.appDuration = finish.appDuration
            node.wallDuration = finish.wallDuration
            node.attempts = max(1, finish.attempts)
            node.failure = finish.failure
            nodes[finish.id] = node
        case .testFinished(let testEnd):
            end = testEnd
            for id in nodes.keys where nodes[id]?.status == nil {
                nodes[id]?.status = testEnd.status
            }
        }
    }
}
