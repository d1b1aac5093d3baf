import Foundation
import Hammer
import KassSupport

/// `wait`: waits, checking one snapshot every frame of app time, until an element is visible (or,
/// with `gone`, until nothing visible matches). A ref that is gone fails at once when waiting for
/// it to appear. On timeout the error says what was seen last. The timeout is at most
/// ``maximumTimeout`` seconds, and a wait whose task is cancelled (its client hung up, or an MCP
/// client cancelled the call) stops at the next frame.
struct WaitCommand: AgentCommand {
    /// The arguments: the element, whether to wait for it to go, and the timeout.
    struct Arguments: Decodable, Sendable {
        /// The element waited for.
        var selector: ElementSelector
        /// Whether to wait until it is gone instead.
        var gone: Bool?
        /// The longest wait, in seconds of app time (default 5).
        var timeout: Double?

        private enum CodingKeys: String, CodingKey { case gone, timeout }

        /// Decodes the selector keys, `gone` and `timeout` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            gone = try container.decodeIfPresent(Bool.self, forKey: .gone)
            timeout = try container.decodeIfPresent(Double.self, forKey: .timeout)
        }
    }

    /// What `wait` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The element that appeared (nil after waiting for it to go).
        var element: String?
    }

    /// The default timeout, in seconds.
    static let defaultTimeout: Double = 5

    /// The longest timeout accepted, in seconds (five minutes of app time).
    static let maximumTimeout: Double = 300

    /// The descriptor.
    let descriptor = BuiltInCatalog.wait

    /// Creates the command.
    init() {}

    /// Checks a snapshot every frame until the condition holds or the timeout passes.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        let timeout = arguments.timeout ?? Self.defaultTimeout
        guard timeout.isFinite, timeout >= 0, timeout <= Self.maximumTimeout else {
            throw AgentCommandError.badArgument(
                key: "timeout", command: "wait",
                reason: "must be from 0 to \(Int(Self.maximumTimeout)) seconds, not "
                    + (timeout == timeout.rounded() && abs(timeout) < 1e9 ? String(Int(timeout)) : String(timeout))
            )
        }
        let selector = arguments.selector
        guard selector.describesElement else { throw AgentContext.noTarget(command: "wait", allowsPoint: false) }
        let wantsGone = arguments.gone ?? false
        let description = try Self.describe(selector)
        var lastSeen = "nothing checked yet"
        // Near matches of the last attempt that found nothing, ranked only if the wait fails.
        var missing: NearMatchRequest?
        var found: String?
        let check: () throws -> Bool = {
            // The client is gone (hung up, or cancelled the call): stop instead of running out the timeout.
            try Task.checkCancellation()
            let snapshot = context.snapshot()
            missing = nil
            do {
                let node: AccessibilitySnapshot.Node
                switch try context.lookUp(selector, command: "wait", in: snapshot) {
                case .found(let match):
                    node = match
                case .missing(_, let nearMatches):
                    missing = nearMatches
                    lastSeen = "nothing matches"
                    return wantsGone
                }
                if let reason = node.notVisibleReason {
                    lastSeen = "\(node.description) is there but \(reason.description)"
                    return wantsGone
                }
                lastSeen = "\(node.description) is visible"
                found = node.description
                return !wantsGone
            } catch let error as AgentCommandError {
                switch error {
                case .staleRef(let ref):
                    if wantsGone { return true }
                    throw AgentCommandError.staleRef(ref)
                case .ambiguous(_, let matches):
                    lastSeen = "\(matches.count) elements match: \(matches.joined(separator: "; "))"
                    return false
                default:
                    throw error
                }
            }
        }
        let generator = try await context.generator()
        do {
            try await generator.waitUntil(timeout: timeout, check)
        } catch HammerError.waitTimedOut {
            let what = wantsGone ? "\(description) to be gone" : "\(description) to appear"
            if let missing, let didYouMean = NearMatchWording.didYouMean(missing.ranked()) { lastSeen += " (\(didYouMean))" }
            throw AgentCommandError.timeout(what: "\(what) (last seen: \(lastSeen))", seconds: timeout)
        }
        return Output(element: wantsGone ? nil : found)
    }

    private static func describe(_ selector: ElementSelector) throws(AgentCommandError) -> String {
        if let ref = selector.ref { return "ref \(ref)" }
        return try selector.query(command: "wait").description
    }
}
