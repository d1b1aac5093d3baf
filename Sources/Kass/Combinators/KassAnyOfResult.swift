import Foundation

/// Which branch of ``KassSession/anyOf(timeout:_:file:line:)`` held, returned by a passing `anyOf`
/// (`nil` when none held).
///
/// The report shows only the branch that held; the attempts that failed before it, round after
/// round, are kept here as diagnostics.
///
/// ```swift
/// let outcome = kass.anyOf(["signed in": { home.welcome.assertVisible() },
///                           "asked for a code": { otp.code.assertVisible() }])
/// if outcome?.name == "asked for a code" { otp.code.typeText("123456") }
/// ```
public struct KassAnyOfResult: Sendable, Equatable {
    /// A branch that failed at least once before the branch that held passed.
    public struct EarlierFailure: Sendable, Equatable {
        /// The branch's name.
        public var branch: String
        /// How many rounds it was checked and failed.
        public var attempts: Int
        /// Its last failure message.
        public var lastMessage: String
    }

    /// The position of the branch that held, counted from 0 in the order the branches were given.
    public var index: Int
    /// The name of the branch that held.
    public var name: String
    /// The round of checks, counted from 1, at which it held (1: at the first). Between rounds the
    /// runtime runs a frame, or skips idle time to the next scheduled event.
    public var rounds: Int
    /// Branches that failed in the rounds before it held (and the branches before it in its own
    /// round), in the order the branches were given.
    public var earlierFailures: [EarlierFailure]
}
