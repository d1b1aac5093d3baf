import Foundation
import Hammer

extension AgentCommandError {
    /// The agent error for a Hammer error (the action was refused or failed).
    static func from(_ error: HammerError) -> AgentCommandError {
        switch error {
        case .unableToFind(let description, let nearMatches):
            return .notFound(description: description, nearMatches: nearMatches)
        case .multipleElements(let description, let matches):
            return .ambiguous(description: description, matches: matches)
        case .notVisible(let target, let reason), .notHittable(let target, let reason):
            return .notHittable(target: target, reason: reason)
        case .waitTimedOut(let what, let timeout):
            return .timeout(what: what, seconds: timeout)
        default:
            return .hammer(error.description)
        }
    }
}
