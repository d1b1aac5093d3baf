import Foundation

/// Why a lookup found no element, as data, until it is reported. "Nothing matches" keeps what its
/// "did you mean" is ranked from (a ``NearMatchRequest``, read at the moment of the failure) and
/// ranks only when ``error`` builds the ``HammerError``: a wait that fails on every frame of its
/// timeout ranks once, when it throws.
enum ElementLookupFailure: Error, Equatable {
    /// Nothing matches `description`.
    case notFound(description: String, nearMatches: NearMatchRequest)
    /// Any other failure, already worded.
    case failed(HammerError)

    /// The error to throw (ranks the near matches of ``notFound(description:nearMatches:)``).
    var error: HammerError {
        switch self {
        case .notFound(let description, let request): .unableToFind(description: description, nearMatches: request.ranked())
        case .failed(let error): error
        }
    }

    /// Whether nothing matched.
    var isNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }
}
