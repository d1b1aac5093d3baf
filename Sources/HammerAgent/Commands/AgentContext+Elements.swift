import Foundation
import Hammer

/// Where an action lands: a point and what is there, for the delta.
public struct AgentTarget: Sendable {
    /// The screen point, in points.
    public var point: CGPoint
    /// What the point is (`button "Send" #home.send [ref=e9]`, or `(100, 200)`).
    public var description: String
}

extension AgentContext {
    /// The node with `ref` in `snapshot`. A malformed ref is invalid; a ref no element has any more
    /// is ``AgentCommandError/staleRef(_:)`` (never a fallback to coordinates).
    public func node(
        ref: String, in snapshot: AccessibilitySnapshot, command: String
    ) throws(AgentCommandError) -> AccessibilitySnapshot.Node {
        guard ref.first == "e", ref.count > 1, ref.dropFirst().allSatisfy(\.isNumber) else {
            throw .badArgument(key: "ref", command: command, reason: "must look like e12 (an element ref from describe), not '\(ref)'")
        }
        guard let node = snapshot.node(ref: ref) else { throw .staleRef(ref) }
        return node
    }

    /// The one element `selector` describes in `snapshot` (default: a new one), with Hammer's
    /// matching rules: nothing matching fails with near matches, several matching fail listing them
    /// with their refs.
    public func element(
        _ selector: ElementSelector, command: String, in snapshot: AccessibilitySnapshot? = nil
    ) throws(AgentCommandError) -> AccessibilitySnapshot.Node {
        switch try lookUp(selector, command: command, in: snapshot ?? self.snapshot()) {
        case .found(let node): return node
        case .missing(let description, let nearMatches): throw .notFound(description: description, nearMatches: nearMatches.ranked())
        }
    }

    /// What looking `selector` up in `snapshot` found: the one element, or nothing, with the near
    /// matches still unranked (a wait ranks them once, when it reports). Several matches, a stale ref
    /// and bad selectors throw as ``element(_:command:in:)`` does.
    func lookUp(
        _ selector: ElementSelector, command: String, in snapshot: AccessibilitySnapshot
    ) throws(AgentCommandError) -> ElementLookup {
        if selector.x != nil || selector.y != nil {
            throw .invalid(
                message: "\(command) takes an element, not a point",
                hint: ["give identifier, label, value, traits or ref, without x and y"]
            )
        }
        if let ref = selector.ref {
            if selector.identifier != nil || selector.label != nil || selector.value != nil || selector.traits != nil {
                throw .invalid(message: "\(command): give ref alone, or describe the element without ref",
                               hint: ["a ref already names one element: {\"ref\":\"\(ref)\"}"])
            }
            return .found(try node(ref: ref, in: snapshot, command: command))
        }
        guard selector.describesElement else { throw Self.noTarget(command: command, allowsPoint: false) }
        let query = try selector.query(command: command)
        let resolution = snapshot.resolve(query)
        switch resolution.outcome {
        case .found(let node):
            return .found(node)
        case .notFound:
            return .missing(description: query.description, nearMatches: resolution.nearMatchRequest)
        case .multipleMatches(let nodes):
            throw .ambiguous(description: query.description, matches: nodes.map(\.description))
        }
    }

    /// Where an action described by `selector` lands: a point as given, or the hit point of the one
    /// element it describes, which must be visible and reachable by a touch.
    public func target(_ selector: ElementSelector, command: String) throws(AgentCommandError) -> AgentTarget {
        if selector.describesElement {
            if selector.x != nil || selector.y != nil {
                throw .invalid(message: "\(command): give an element or a point (x, y), not both",
                               hint: ["drop x and y to act on the element, or drop the element keys to act on the point"])
            }
            let node = try element(selector, command: command)
            if let reason = node.notVisibleReason {
                throw .notHittable(target: node.description, reason: reason.description)
            }
            if let reason = node.notHittableReason {
                throw .notHittable(target: node.description, reason: reason.description)
            }
            return AgentTarget(point: node.hitPoint, description: node.description)
        }
        guard let x = selector.x, let y = selector.y else {
            if selector.x != nil { throw .missingArgument(key: "y", command: command) }
            if selector.y != nil { throw .missingArgument(key: "x", command: command) }
            throw Self.noTarget(command: command, allowsPoint: true)
        }
        guard x.isFinite, y.isFinite else {
            throw .badArgument(key: x.isFinite ? "y" : "x", command: command, reason: "must be a finite number of points")
        }
        return AgentTarget(point: CGPoint(x: x, y: y), description: "(\(Self.number(x)), \(Self.number(y)))")
    }

    static func noTarget(command: String, allowsPoint: Bool) -> AgentCommandError {
        .missingArgument(
            key: allowsPoint ? "identifier, label, value, traits, ref or x and y" : "identifier, label, value, traits or ref",
            command: command
        )
    }

    nonisolated static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
